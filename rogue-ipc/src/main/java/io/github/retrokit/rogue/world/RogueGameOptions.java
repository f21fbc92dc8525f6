package io.github.retrokit.rogue.world;

import java.time.Duration;
import java.util.Objects;

/**
 * How a game is run.
 *
 * @param responseTimeout how long the world waits for a response: for every ready at start-up, for the player's
 *                        response, then for all the monsters' responses of a turn (they answer in parallel);
 *                        also the grace a child gets to exit after game_over before it is killed
 * @param observer trace and diagnostics
 * @param maxTurns the most turns to play (0: no limit, like the course's world); a game that reaches it ends
 *                 with {@link RogueGameOutcome#TURN_LIMIT} after that turn's map
 */
public record RogueGameOptions(Duration responseTimeout, RogueGameObserver observer, int maxTurns) {

    /** Generous: children that are JVMs may take seconds to start on a loaded machine. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    /**
     * Checks the values.
     *
     * @param responseTimeout positive
     * @param observer not null ({@link RogueGameObserver#NONE} for none)
     * @param maxTurns 0 (no limit) or positive
     */
    public RogueGameOptions {
        Objects.requireNonNull(responseTimeout, "responseTimeout");
        if (responseTimeout.isNegative() || responseTimeout.isZero()) {
            throw new IllegalArgumentException("response timeout must be positive, got " + responseTimeout);
        }
        Objects.requireNonNull(observer, "observer");
        if (maxTurns < 0) {
            throw new IllegalArgumentException("turn limit must be 0 (none) or positive, got " + maxTurns);
        }
    }

    /**
     * The course world's behaviour.
     *
     * @return a {@link #DEFAULT_TIMEOUT}, no observer, no turn limit
     */
    public static RogueGameOptions defaults() {
        return new RogueGameOptions(DEFAULT_TIMEOUT, RogueGameObserver.NONE, 0);
    }

    /**
     * These options with another response timeout.
     *
     * @param timeout positive
     * @return the new options
     */
    public RogueGameOptions withTimeout(Duration timeout) {
        return new RogueGameOptions(timeout, observer, maxTurns);
    }

    /**
     * These options with another observer.
     *
     * @param newObserver what watches the game
     * @return the new options
     */
    public RogueGameOptions withObserver(RogueGameObserver newObserver) {
        return new RogueGameOptions(responseTimeout, newObserver, maxTurns);
    }

    /**
     * These options with another turn limit.
     *
     * @param turns the most turns to play; 0 for no limit
     * @return the new options
     */
    public RogueGameOptions withMaxTurns(int turns) {
        return new RogueGameOptions(responseTimeout, observer, turns);
    }
}
