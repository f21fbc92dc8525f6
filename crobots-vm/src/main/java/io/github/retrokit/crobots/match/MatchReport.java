package io.github.retrokit.crobots.match;

/** The original's match-mode stdout, byte for byte (crobots-behaviour.md §3.2 step 7). */
public final class MatchReport {

    private MatchReport() {
    }

    /**
     * Everything the original prints to stdout for one match, after it has been recorded on the scoreboard.
     *
     * @param result the match
     * @param score  the series' score after it
     * @return the report, byte for byte the original's
     */
    public static String format(CrobotsMatchResult result, Scoreboard score) {
        StringBuilder out = new StringBuilder();
        out.append("\nMatch ");
        padLeft(out, Integer.toString(result.number()), 6).append(": ");
        out.append(" cycles = ").append(result.cycles()).append(":\n  Survivors:\n");
        int k = 0;
        for (RobotResult r : result.robots()) {
            if (r.survived()) {
                k++;
                padLeft(out.append("   (").append(r.slot() + 1).append(')'), r.name(), 14)
                        .append(": damage=% ").append(r.damage()).append("  ");
                out.append(r.slot() == 1 ? "\n" : "\t");
            }
        }
        out.append(k == 0 ? "mutual destruction\n" : "\n");
        out.append("  Cumulative score:\n");
        for (int i = 0; i < score.names().size(); i++) {
            padLeft(out.append("   (").append(i + 1).append(')'), score.names().get(i), 14)
                    .append(": wins=").append(score.wins(i)).append(" ties=").append(score.ties(i)).append("  ");
            out.append(i == 1 ? "\n" : "\t");
        }
        out.append("\n");
        return out.toString();
    }

    /** C's {@code %Ns}: {@code text} right-aligned in {@code width} columns (never cut). */
    private static StringBuilder padLeft(StringBuilder out, String text, int width) {
        for (int i = text.length(); i < width; i++) {
            out.append(' ');
        }
        return out.append(text);
    }
}
