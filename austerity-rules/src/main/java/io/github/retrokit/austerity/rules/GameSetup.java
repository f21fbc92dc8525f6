package io.github.retrokit.austerity.rules;

/**
 * The parameters of one game.
 *
 * @param players number of players, 2-26
 * @param tokens tokens in each coloured pile at the start (≥ 0)
 * @param pointsTarget points that trigger the end of the game (≥ 0)
 * @param maxRounds stop after this many complete rounds (0 = no cap, the course behaviour);
 *                  the game then ends with {@link EndReason#ROUND_CAP}
 * @param endOnStall end a stalled game ({@link EndReason#STALLED}) instead of playing on (the course hub plays on)
 */
public record GameSetup(int players, int tokens, int pointsTarget, int maxRounds, boolean endOnStall) {

    /** The fewest players. */
    public static final int MIN_PLAYERS = 2;
    /** The most players (letters A-Z). */
    public static final int MAX_PLAYERS = 26;

    /**
     * @throws IllegalArgumentException on an out-of-range parameter
     * @param players number of players, 2-26
     * @param tokens tokens in each coloured pile at the start (≥ 0)
     * @param pointsTarget points that trigger the end of the game (≥ 0)
     * @param maxRounds stop after this many complete rounds (0 = no cap, the course behaviour); the game then ends with {@link EndReason#ROUND_CAP}
     * @param endOnStall end a stalled game ({@link EndReason#STALLED}) instead of playing on (the course hub plays on)
     */
    public GameSetup {
        if (players < MIN_PLAYERS || players > MAX_PLAYERS) {
            throw new IllegalArgumentException("player count " + players + " is not 2-26");
        }
        if (tokens < 0 || pointsTarget < 0 || maxRounds < 0) {
            throw new IllegalArgumentException("negative tokens, points or round cap");
        }
    }

    /**
     * Starts a course game's setup with {@code players} players: name the tokens and the points target, then
     * {@link Builder#build()}. The round cap defaults to none and a stalled game plays on, as in the course hub.
     *
     * <pre>{@code GameSetup setup = GameSetup.players(3).tokens(7).pointsTarget(15).build();}</pre>
     *
     * @param players the player count, 2-26 (checked by {@link Builder#build()})
     * @return a builder for that many players
     */
    public static Builder players(int players) {
        return new Builder(players);
    }

    /** Names each parameter of a {@link GameSetup}; start with {@link GameSetup#players(int)}. */
    public static final class Builder {
        private final int players;
        private static final int UNSET = Integer.MIN_VALUE;
        private int tokens = UNSET;
        private int pointsTarget = UNSET;
        private int maxRounds;
        private boolean endOnStall;

        private Builder(int players) {
            this.players = players;
        }

        /**
         * Sets the tokens in each coloured pile at the start (required).
         *
         * @param count at least 0, the hub's {@code tokens} argument
         * @return this builder
         */
        public Builder tokens(int count) {
            this.tokens = count;
            return this;
        }

        /**
         * Sets the points that end the game (required).
         *
         * @param points at least 0, the hub's {@code points} argument
         * @return this builder
         */
        public Builder pointsTarget(int points) {
            this.pointsTarget = points;
            return this;
        }

        /**
         * Sets a round cap (default 0: none, the course behaviour).
         *
         * @param rounds the cap, 0 for none
         * @return this builder
         */
        public Builder maxRounds(int rounds) {
            this.maxRounds = rounds;
            return this;
        }

        /**
         * Sets whether a stalled game ends (default false: it plays on, as the course hub does).
         *
         * @param end whether a stall ends the game
         * @return this builder
         */
        public Builder endOnStall(boolean end) {
            this.endOnStall = end;
            return this;
        }

        /**
         * The setup.
         *
         * @return the setup
         * @throws IllegalStateException when the tokens or the points target were not set
         * @throws IllegalArgumentException on an out-of-range parameter
         */
        public GameSetup build() {
            if (tokens == UNSET || pointsTarget == UNSET) {
                throw new IllegalStateException("a game setup needs tokens(...) and pointsTarget(...)");
            }
            return new GameSetup(players, tokens, pointsTarget, maxRounds, endOnStall);
        }
    }

    /**
     * This setup with a round cap (0 = none).
     *
     * @param rounds the round cap, 0 for none
     * @return the new setup
     */
    public GameSetup withMaxRounds(int rounds) {
        return new GameSetup(players, tokens, pointsTarget, rounds, endOnStall);
    }

    /**
     * This setup ending (or not) on a detected stall.
     *
     * @param end whether a stall ends the game
     * @return the new setup
     */
    public GameSetup withEndOnStall(boolean end) {
        return new GameSetup(players, tokens, pointsTarget, maxRounds, end);
    }
}
