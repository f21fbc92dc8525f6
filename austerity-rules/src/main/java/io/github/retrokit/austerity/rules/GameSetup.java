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
     * The course's game: no round cap, a stalled game plays on.
     *
     * @param players the player count, 2-26
     * @param tokens how many tokens of each colour
     * @param pointsTarget points that end the game (at least 0), the hub's {@code points} argument
     * @return the course's game: no round cap, a stalled game plays on
     */
    public static GameSetup of(int players, int tokens, int pointsTarget) {
        return new GameSetup(players, tokens, pointsTarget, 0, false);
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
