package io.github.retrokit.spark.crobots;

import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.RobotResult;
import java.io.Serializable;
import java.util.List;

/**
 * One scheduled match as the job keeps it: the result, or why it could not be played.
 *
 * @param index    0-based match index (the CLI's match number minus 1)
 * @param seed     the seed it was played with
 * @param entries  the robots (indexes into the robot list) in slot order
 * @param cycles   cycle counter at the end (0 for an error)
 * @param outcome  WIN, TIE, MUTUAL_DESTRUCTION, or ERROR
 * @param survived per slot
 * @param damage   per slot
 * @param error    what went wrong, for ERROR; otherwise empty
 */
public record MatchRecord(int index, long seed, int[] entries, long cycles, String outcome, boolean[] survived,
                          int[] damage, String error) implements Serializable {

    static final String ERROR = "ERROR";

    static MatchRecord of(int index, int[] entries, CrobotsMatchResult result) {
        List<RobotResult> robots = result.robots();
        boolean[] survived = new boolean[robots.size()];
        int[] damage = new int[robots.size()];
        for (RobotResult r : robots) {
            survived[r.slot()] = r.survived();
            damage[r.slot()] = r.damage();
        }
        return new MatchRecord(index, result.seed(), entries, result.cycles(), result.outcome().name(), survived, damage, "");
    }

    static MatchRecord failed(int index, long seed, int[] entries, Throwable error) {
        String why = error.getClass().getSimpleName() + (error.getMessage() == null ? "" : ": " + error.getMessage());
        return new MatchRecord(index, seed, entries, 0, ERROR, new boolean[entries.length], new int[entries.length], why);
    }

    boolean failed() {
        return ERROR.equals(outcome);
    }

    /** WIN, TIE, LOSS or ERROR for the robot in {@code slot}: a lone survivor wins, several survivors tie. */
    String resultOf(int slot) {
        if (failed()) {
            return ERROR;
        }
        if (!survived[slot]) {
            return "LOSS";
        }
        return "WIN".equals(outcome) ? "WIN" : "TIE";
    }
}
