package io.github.retrokit.spark.austerity;

import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.game.AusterityTournament;
import java.io.Serializable;

/**
 * One game of a study, per entrant (not per seat): how it ended, or why it could not be played.
 *
 * @param configuration index of the (deck, seed) pair
 * @param game          0-based game index within the configuration
 * @param end           the end reason's name, or ERROR
 * @param seats         per entrant: the seat it played
 * @param points        points per entrant
 * @param won           per entrant: among the winners of a decided game
 * @param winners       how many players won a decided game (1: a sole win; 0 for a stalled or capped game)
 * @param error         why the game failed, for ERROR; otherwise empty
 */
public record GameRecord(int configuration, int game, String end, int rounds, int turns, int[] seats, int[] points,
                         boolean[] won, int winners, String error) implements Serializable {

    static final String ERROR = "ERROR";

    static GameRecord of(int configuration, int game, AusterityTournament tournament, AusterityGameResult result) {
        int n = result.points().size();
        int[] seats = new int[n];
        int[] points = new int[n];
        boolean[] won = new boolean[n];
        boolean decided = result.end().decided(); // as AusterityTournament: a stalled or capped game credits no win
        for (int e = 0; e < n; e++) {
            int seat = tournament.seatOf(e, game);
            seats[e] = seat;
            points[e] = result.points().get(seat);
            won[e] = decided && result.winners().contains(seat);
        }
        return new GameRecord(configuration, game, result.end().name(), result.rounds(), result.turns(), seats, points, won,
                decided ? result.winners().size() : 0, "");
    }

    static GameRecord failed(int configuration, int game, int entrants, Throwable e) {
        String why = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        return new GameRecord(configuration, game, ERROR, 0, 0, new int[entrants], new int[entrants], new boolean[entrants], 0, why);
    }

    boolean failed() {
        return ERROR.equals(end);
    }
}
