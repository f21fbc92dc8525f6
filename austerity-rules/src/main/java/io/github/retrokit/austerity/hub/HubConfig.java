package io.github.retrokit.austerity.hub;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything a hub run needs, as parsed from its command line.
 *
 * @param tokens        tokens in each coloured pile (≥ 0)
 * @param points        points that trigger the end of the game (≥ 0)
 * @param deck          the deck file
 * @param programs      the player programs, player A first (2-26); looked up on PATH like {@code execvp}
 * @param maxRounds     end the game after this many rounds (0 = never, the course behaviour)
 * @param endOnStall    end a game that can no longer progress (default off: the course hub plays on)
 * @param timeoutMillis how long a player may take to answer or to accept a message (0 = forever, the default)
 * @param trace         print every message exchanged, and why a reply or deck was refused, to stderr
 */
public record HubConfig(int tokens, int points, Path deck, List<String> programs, int maxRounds,
                        boolean endOnStall, long timeoutMillis, boolean trace) {
    /**
     * Default {@link #timeoutMillis()}: 0, wait forever, as the course hub does. A harness that stops a hung game
     * with SIGINT then sees exit 10 whenever it sends it, exactly as with a C hub; {@code --timeout} opts in.
     */
    public static final long DEFAULT_TIMEOUT_MILLIS = 0;
    /** Longest reply line accepted; a valid reply is a few dozen bytes. */
    public static final int MAX_LINE_BYTES = 1024;

    /**
     * Copies the program list.
     *
     * @param tokens        tokens in each coloured pile (at least 0)
     * @param points        points that trigger the end of the game (at least 0)
     * @param deck          the deck file
     * @param programs      the player programs, player A first (2-26); looked up on PATH like {@code execvp}
     * @param maxRounds     end the game after this many rounds (0 = never, the course behaviour)
     * @param endOnStall    end a game that can no longer progress (default off: the course hub plays on)
     * @param timeoutMillis how long a player may take to answer or to accept a message (0 = forever, the default)
     * @param trace         print every message exchanged, and why a reply or deck was refused, to stderr
     */
    public HubConfig {
        programs = List.copyOf(programs);
    }

    /**
     * The course's hub: no round cap, no stall ending, no timeout, no trace.
     *
     * @param tokens how many tokens of each colour
     * @param points points that trigger the end of the game (≥ 0)
     * @param deck the deck, top card first
     * @param programs the player programs, player A first (2-26); looked up on PATH like {@code execvp}
     * @return the course's hub: no round cap, no stall ending, no timeout, no trace
     */
    public static HubConfig of(int tokens, int points, Path deck, List<String> programs) {
        return new HubConfig(tokens, points, deck, programs, 0, false, DEFAULT_TIMEOUT_MILLIS, false);
    }
}
