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
     * Starts a hub's configuration: name the tokens and the points, then {@link Builder#build()}. Everything else
     * defaults to the course's hub: no round cap, no stall ending, no timeout, no trace.
     *
     * <pre>{@code HubConfig config = HubConfig.deck(Path.of("deck20.txt")).players(List.of("shenzi", "ed"))
     *         .tokens(7).points(15).build();}</pre>
     *
     * @param deck the deck file
     * @return a builder for a hub on that deck
     */
    public static Builder deck(Path deck) {
        return new Builder(deck);
    }

    /** Names each parameter of a {@link HubConfig}; start with {@link HubConfig#deck(Path)}. */
    public static final class Builder {
        private static final int UNSET = Integer.MIN_VALUE;
        private final Path deck;
        private List<String> programs = List.of();
        private int tokens = UNSET;
        private int points = UNSET;
        private int maxRounds;
        private boolean endOnStall;
        private long timeoutMillis = DEFAULT_TIMEOUT_MILLIS;
        private boolean trace;

        private Builder(Path deck) {
            this.deck = deck;
        }

        /**
         * Sets the player programs (required).
         *
         * @param programs player A first (2-26); looked up on PATH like {@code execvp}
         * @return this builder
         */
        public Builder players(List<String> programs) {
            this.programs = List.copyOf(programs);
            return this;
        }

        /**
         * Sets the tokens in each coloured pile (required).
         *
         * @param count at least 0, the hub's {@code tokens} argument
         * @return this builder
         */
        public Builder tokens(int count) {
            this.tokens = count;
            return this;
        }

        /**
         * Sets the points that trigger the end of the game (required).
         *
         * @param target at least 0, the hub's {@code points} argument
         * @return this builder
         */
        public Builder points(int target) {
            this.points = target;
            return this;
        }

        /**
         * Sets a round cap (default 0: never, the course behaviour).
         *
         * @param rounds the cap, 0 for none
         * @return this builder
         */
        public Builder maxRounds(int rounds) {
            this.maxRounds = rounds;
            return this;
        }

        /**
         * Sets whether a game that can no longer progress ends (default false: the course hub plays on).
         *
         * @param end whether a stall ends the game
         * @return this builder
         */
        public Builder endOnStall(boolean end) {
            this.endOnStall = end;
            return this;
        }

        /**
         * Sets how long a player may take to answer or to accept a message (default {@link #DEFAULT_TIMEOUT_MILLIS}).
         *
         * @param millis milliseconds, 0 for forever
         * @return this builder
         */
        public Builder timeoutMillis(long millis) {
            this.timeoutMillis = millis;
            return this;
        }

        /**
         * Sets whether every message exchanged, and why a reply or deck was refused, is printed to stderr.
         *
         * @param on whether to trace (default false)
         * @return this builder
         */
        public Builder trace(boolean on) {
            this.trace = on;
            return this;
        }

        /**
         * The configuration.
         *
         * @return the configuration
         * @throws IllegalStateException when the players, the tokens or the points were not set
         */
        public HubConfig build() {
            if (programs.isEmpty() || tokens == UNSET || points == UNSET) {
                throw new IllegalStateException("a hub configuration needs players(...), tokens(...) and points(...)");
            }
            return new HubConfig(tokens, points, deck, programs, maxRounds, endOnStall, timeoutMillis, trace);
        }
    }
}
