package io.github.retrokit.crobots.match;

import java.util.Comparator;

/**
 * One robot's line of a tournament table.
 *
 * @param entry  0-based index of the robot in the tournament's entry list
 * @param name   its printed name
 * @param played matches it took part in
 */
public record RobotStanding(int entry, String name, int played, int wins, int ties, int losses) {

    /** The order of a tournament table: best win rate first, then most ties, then entry order. */
    public static final Comparator<RobotStanding> RANKING = Comparator.comparingDouble(RobotStanding::winRate).reversed()
            .thenComparing(Comparator.comparingInt(RobotStanding::ties).reversed())
            .thenComparingInt(RobotStanding::entry);

    /** Wins per match played, 0..1. */
    public double winRate() {
        return played == 0 ? 0 : (double) wins / played;
    }
}
