package io.github.retrokit.austerity.game;

import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameSetup;

/**
 * The parameters of in-process games, without a player count (the seats or entrants given to
 * {@link AusterityGame} or {@link AusterityTournament} decide it).
 *
 * @param tokens tokens in each coloured pile at the start (at least 0), the hub's {@code tokens} argument
 * @param pointsTarget points that end the game (at least 0), the hub's {@code points} argument
 * @param maxRounds the game ends after this many complete rounds ({@link EndReason#ROUND_CAP}); at least 1
 * @param endOnStall whether a stalled game ends ({@link EndReason#STALLED}) instead of playing on to the round cap
 */
public record GameRules(int tokens, int pointsTarget, int maxRounds, boolean endOnStall) {

    /** The round cap of {@link #of(int, int)}: far beyond any real game (deck20 games last 10-30 rounds). */
    public static final int DEFAULT_MAX_ROUNDS = 1000;

    /**
     * Checks the parameters.
     *
     * @throws IllegalArgumentException on negative tokens or points, or a round cap below 1
     * @param tokens tokens in each coloured pile at the start (at least 0), the hub's {@code tokens} argument
     * @param pointsTarget points that end the game (at least 0), the hub's {@code points} argument
     * @param maxRounds the game ends after this many complete rounds ({@link EndReason#ROUND_CAP}); at least 1
     * @param endOnStall whether a stalled game ends ({@link EndReason#STALLED}) instead of playing on to the round cap
     */
    public GameRules {
        if (tokens < 0 || pointsTarget < 0) {
            throw new IllegalArgumentException("negative tokens or points target");
        }
        if (maxRounds < 1) {
            throw new IllegalArgumentException("round cap " + maxRounds + " (in-process games need one, at least 1)");
        }
    }

    /**
     * The usual in-process rules: {@code austerity tokens points ...} with a round cap of
     * {@link #DEFAULT_MAX_ROUNDS} and stalled games ending.
     *
     * @param tokens tokens in each coloured pile at the start
     * @param pointsTarget points that end the game
     * @return the rules
     */
    public static GameRules of(int tokens, int pointsTarget) {
        return new GameRules(tokens, pointsTarget, DEFAULT_MAX_ROUNDS, true);
    }

    /**
     * These rules with another round cap.
     *
     * @param rounds the new cap, at least 1
     * @return the new rules
     */
    public GameRules withMaxRounds(int rounds) {
        return new GameRules(tokens, pointsTarget, rounds, endOnStall);
    }

    /**
     * These rules with stalled games ending or playing on (to the round cap, as the course hub would play on forever).
     *
     * @param end whether a stall ends the game
     * @return the new rules
     */
    public GameRules withEndOnStall(boolean end) {
        return new GameRules(tokens, pointsTarget, maxRounds, end);
    }

    /**
     * The setup of one game with {@code players} players under these rules.
     *
     * @param players the player count, 2-26
     * @return the setup
     * @throws IllegalArgumentException when the count is not 2-26
     */
    public GameSetup forPlayers(int players) {
        return new GameSetup(players, tokens, pointsTarget, maxRounds, endOnStall);
    }
}
