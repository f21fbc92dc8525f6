package io.github.retrokit.austerity.game;

import java.util.List;
import java.util.OptionalInt;

import io.github.retrokit.austerity.rules.EndReason;

/**
 * How an in-process game ended.
 *
 * @param winners the players with the most points, in letter order; empty after a forfeit
 * @param points each player's points at the end, by player number
 * @param rounds rounds completed (a game ending mid-round, e.g. on an empty market, does not count that round)
 * @param turns turns played
 * @param end why the game ended
 * @param forfeitedBy the player that gave two illegal actions in a row, for {@link EndReason#FORFEIT}
 */
public record AusterityGameResult(List<Integer> winners, List<Integer> points, int rounds, int turns, EndReason end,
                         OptionalInt forfeitedBy) {

    /**
     * Compact copies of the lists.
     *
     * @param winners the players with the most points, in letter order; empty after a forfeit
     * @param points each player's points at the end, by player number
     * @param rounds rounds completed (a game ending mid-round, e.g. on an empty market, does not count that round)
     * @param turns turns played
     * @param end why the game ended
     * @param forfeitedBy the player that gave two illegal actions in a row, for {@link EndReason#FORFEIT}
     */
    public AusterityGameResult {
        winners = List.copyOf(winners);
        points = List.copyOf(points);
    }
}
