package io.github.retrokit.crobots.match;

import java.util.List;
import java.util.Locale;

/**
 * All matches of a tournament, in match order, and the table.
 *
 * @param matches every match, numbered 1..N in the order they were scheduled
 * @param table   one standing per entry, best first (win rate, then ties, then entry order)
 */
public record CrobotsTournamentResult(List<CrobotsMatchResult> matches, List<RobotStanding> table) {

    /**
     * Copies both lists.
     *
     * @param matches every match, numbered 1..N in the order they were scheduled
     * @param table   one standing per entry, best first (win rate, then ties, then entry order)
     */
    public CrobotsTournamentResult {
        matches = List.copyOf(matches);
        table = List.copyOf(table);
    }

    /**
     * The results table as text: rank, robot, played, wins, ties, losses, win rate.
     *
     * @return the table, a header line and one line per entry
     */
    public String formatTable() {
        int width = Math.max(5, table.stream().mapToInt(s -> s.name().length()).max().orElse(0));
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%4s  %-" + width + "s %7s %6s %6s %6s %8s\n", "rank", "robot",
                "played", "wins", "ties", "losses", "win rate"));
        int rank = 0;
        for (RobotStanding s : table) {
            out.append(String.format(Locale.ROOT, "%4d  %-" + width + "s %7d %6d %6d %6d %7.1f%%\n", ++rank,
                    s.name(), s.played(), s.wins(), s.ties(), s.losses(), 100 * s.winRate()));
        }
        return out.toString();
    }
}
