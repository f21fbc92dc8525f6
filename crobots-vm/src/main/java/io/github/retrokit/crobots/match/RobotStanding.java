package io.github.retrokit.crobots.match;

import java.util.Comparator;

/**
 * One robot's line of a tournament table.
 *
 * @param entry  0-based index of the robot in the tournament's entry list
 * @param name   its printed name
 * @param played matches it took part in
 * @param wins   matches it won (the only survivor)
 * @param ties   matches it survived with others
 * @param losses matches it did not survive
 */
public record RobotStanding(int entry, String name, int played, int wins, int ties, int losses) {

    /** The order of a tournament table: best win rate first, then most ties, then entry order. */
    public static final Comparator<RobotStanding> RANKING = Comparator.comparingDouble(RobotStanding::winRate).reversed()
            .thenComparing(Comparator.comparingInt(RobotStanding::ties).reversed())
            .thenComparingInt(RobotStanding::entry);

    /**
     * Wins per match played.
     *
     * @return 0 to 1 (0 when it played none)
     */
    public double winRate() {
        return played == 0 ? 0 : (double) wins / played;
    }
}
