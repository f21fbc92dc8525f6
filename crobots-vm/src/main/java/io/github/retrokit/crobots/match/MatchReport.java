package io.github.retrokit.crobots.match;

import java.util.Locale;

/** The original's match-mode stdout, byte for byte (crobots-behaviour.md §3.2 step 7). */
public final class MatchReport {

    private MatchReport() {
    }

    /** Everything the original prints to stdout for one match, after it has been recorded on the scoreboard. */
    public static String format(MatchResult result, Scoreboard score) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "\nMatch %6d: ", result.number()));
        out.append(" cycles = ").append(result.cycles()).append(":\n  Survivors:\n");
        int k = 0;
        for (RobotResult r : result.robots()) {
            if (r.survived()) {
                k++;
                out.append(String.format(Locale.ROOT, "   (%d)%14s: damage=%% %d  ", r.slot() + 1, r.name(), r.damage()));
                out.append(r.slot() == 1 ? "\n" : "\t");
            }
        }
        out.append(k == 0 ? "mutual destruction\n" : "\n");
        out.append("  Cumulative score:\n");
        for (int i = 0; i < score.names().size(); i++) {
            out.append(String.format(Locale.ROOT, "   (%d)%14s: wins=%d ties=%d  ", i + 1, score.names().get(i), score.wins(i),
                    score.ties(i)));
            out.append(i == 1 ? "\n" : "\t");
        }
        out.append("\n");
        return out.toString();
    }
}
