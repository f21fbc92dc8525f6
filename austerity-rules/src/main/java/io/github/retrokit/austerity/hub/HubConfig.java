package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.rules.GameSetup;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Everything a hub run needs, as parsed from its command line: the game's parameters (one {@link GameSetup}, as
 * an in-process game takes them), the deck, the player programs and the hub's own options.
 *
 * @param setup         the game: players (as many as programs), tokens, points target, round cap, stall ending
 * @param deck          the deck file
 * @param programs      the player programs, player A first (2-26); looked up on PATH like {@code execvp}
 * @param timeoutMillis how long a player may take to answer or to accept a message (0 = forever, the default)
 * @param trace         print every message exchanged, and why a reply or deck was refused, to stderr
 */
public record HubConfig(GameSetup setup, Path deck, List<String> programs, long timeoutMillis, boolean trace) {
    /**
     * Default {@link #timeoutMillis()}: 0, wait forever, as the course hub does. A harness that stops a hung game
     * with SIGINT then sees exit 10 whenever it sends it, exactly as with a C hub; {@code --timeout} opts in.
     */
    public static final long DEFAULT_TIMEOUT_MILLIS = 0;
    /** Longest reply line accepted; a valid reply is a few dozen bytes. */
    public static final int MAX_LINE_BYTES = 1024;

    /**
     * Copies the program list and checks that the setup is for as many players as there are programs.
     *
     * @param setup         the game: players (as many as programs), tokens, points target, round cap, stall ending
     * @param deck          the deck file
     * @param programs      the player programs, player A first (2-26); looked up on PATH like {@code execvp}
     * @param timeoutMillis how long a player may take to answer or to accept a message (0 = forever, the default)
     * @param trace         print every message exchanged, and why a reply or deck was refused, to stderr
     * @throws IllegalArgumentException when the setup's player count is not the number of programs, or the
     *                                  timeout is negative
     */
    public HubConfig {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(deck, "deck");
        programs = List.copyOf(programs);
        if (setup.players() != programs.size()) {
            throw new IllegalArgumentException("the game setup is for " + setup.players() + " players, but "
                    + programs.size() + " player programs are given");
        }
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("negative timeout " + timeoutMillis);
        }
    }

    /**
     * Starts a hub's configuration: name the players and the game, then {@link Builder#build()}. The hub's own
     * options default to the course's hub: no timeout, no trace (the game's round cap and stall ending are the
     * {@link GameSetup}'s, whose defaults are the course's too).
     *
     * <pre>{@code HubConfig config = HubConfig.deck(Path.of("deck20.txt")).players(List.of("shenzi", "ed"))
     *         .game(GameSetup.players(2).tokens(7).pointsTarget(15).build()).build();}</pre>
     *
     * @param deck the deck file
     * @return a builder for a hub on that deck
     */
    public static Builder deck(Path deck) {
        return new Builder(deck);
    }

    /** Names each parameter of a {@link HubConfig}; start with {@link HubConfig#deck(Path)}. */
    public static final class Builder {
        private final Path deck;
        private List<String> programs = List.of();
        private GameSetup setup;
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
         * Sets the game's parameters (required): for as many players as there are programs.
         *
         * @param game tokens, points target, round cap and stall ending, as {@link GameSetup#players(int)} builds them
         * @return this builder
         */
        public Builder game(GameSetup game) {
            this.setup = game;
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
         * @throws IllegalStateException when the players or the game were not set
         * @throws IllegalArgumentException when the game is not for as many players as there are programs
         */
        public HubConfig build() {
            if (programs.isEmpty() || setup == null) {
                throw new IllegalStateException("a hub configuration needs players(...) and game(...)");
            }
            return new HubConfig(setup, deck, programs, timeoutMillis, trace);
        }
    }
}
