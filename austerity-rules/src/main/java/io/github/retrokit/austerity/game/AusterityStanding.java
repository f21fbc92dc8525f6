package io.github.retrokit.austerity.game;

/**
 * One entrant's tournament record.
 *
 * @param entrant position in the entrant list
 * @param name the entrant's name
 * @param games games played
 * @param wins decided games in which it was among the winners (shared wins included; see {@link AusterityTournament})
 * @param soleWins games it won alone
 * @param totalPoints points summed over all games
 */
public record AusterityStanding(int entrant, String name, int games, int wins, int soleWins, long totalPoints) {

    /**
     * Wins per game (0-1).
     *
     * @return wins per game (0-1)
     */
    public double winRate() {
        return games == 0 ? 0 : (double) wins / games;
    }

    /**
     * Average points per game.
     *
     * @return average points per game
     */
    public double averagePoints() {
        return games == 0 ? 0 : (double) totalPoints / games;
    }

    /**
     * Lower bound of the 95% Wilson score interval of the win rate.
     *
     * @return lower bound of the 95% Wilson score interval of the win rate
     */
    public double winRateLow() {
        return wilson(-1);
    }

    /**
     * Upper bound of the 95% Wilson score interval of the win rate.
     *
     * @return upper bound of the 95% Wilson score interval of the win rate
     */
    public double winRateHigh() {
        return wilson(1);
    }

    private double wilson(int sign) {
        if (games == 0) {
            return sign < 0 ? 0 : 1;
        }
        double z = 1.959963984540054;
        double n = games;
        double p = winRate();
        double centre = p + z * z / (2 * n);
        double margin = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n));
        return Math.max(0, Math.min(1, (centre + sign * margin) / (1 + z * z / n)));
    }
}
