package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.match.CrobotsTournament;
import io.github.retrokit.crobots.match.CrobotsTournamentResult;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.RobotStanding;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * A tournament as {@code --format json} ({@code retrokit.crobots.tournament/1}: settings, table, every match)
 * or {@code --format csv} (the table, one row per robot). Schemas: crobots-vm/README.md, "Machine-readable
 * results".
 */
final class TournamentFormat {

    static final String SCHEMA = "retrokit.crobots.tournament/1";
    static final List<String> CSV_HEADER = List.of("rank", "entry", "robot", "played", "wins", "ties", "losses",
            "winRate");

    private TournamentFormat() {
    }

    /** The settings a tournament was played with, as the document's head shows them. */
    record Settings(long seed, String mode, long cycleLimit, int groupSize, int rounds, List<String> robots) {
    }

    /**
     * Prints the document on {@code out}, the matches one by one (a million of them need no million-match
     * string); stops early, returning false, when {@code out} fails.
     */
    static boolean print(Format format, Settings s, CrobotsTournament t, CrobotsTournamentResult result,
                         java.io.PrintStream out) {
        if (format == Format.CSV) {
            out.print(csv(result));
            return !out.checkError();
        }
        out.print(jsonHead(s, t, result));
        for (int i = 0; i < result.matches().size(); i++) {
            out.print(jsonMatch(i, t, result.matches().get(i)));
            if (out.checkError()) {
                return false;
            }
        }
        out.print("]}\n");
        return !out.checkError();
    }

    private static String csv(CrobotsTournamentResult result) {
        StringBuilder out = new StringBuilder(Csv.row(CSV_HEADER));
        int rank = 0;
        for (RobotStanding st : result.table()) {
            List<Object> row = new ArrayList<>(List.of(++rank, st.entry() + 1, st.name(), st.played(), st.wins(),
                    st.ties(), st.losses(), winRate(st)));
            out.append(Csv.row(row));
        }
        return out.toString();
    }

    private static String jsonHead(Settings s, CrobotsTournament t, CrobotsTournamentResult result) {
        StringBuilder out = new StringBuilder();
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("schema").value(SCHEMA).name("seed").value(s.seed()).name("mode").value(s.mode())
                .name("cycleLimit").value(s.cycleLimit()).name("groupSize").value(s.groupSize())
                .name("rounds").value(s.rounds()).name("matchCount").value(t.matchCount()).name("robots").beginArray();
        s.robots().forEach(w::value);
        w.endArray().name("table").beginArray();
        int rank = 0;
        for (RobotStanding st : result.table()) {
            w.beginObject().name("rank").value(++rank).name("entry").value(st.entry() + 1).name("name").value(st.name())
                    .name("played").value(st.played()).name("wins").value(st.wins()).name("ties").value(st.ties())
                    .name("losses").value(st.losses()).name("winRate").value(winRate(st).doubleValue()).endObject();
        }
        w.endArray();
        return out.append(",\"matches\":[").toString();
    }

    private static String jsonMatch(int i, CrobotsTournament t, CrobotsMatchResult m) {
        StringBuilder out = new StringBuilder(i > 0 ? "," : "");
        JsonWriter w = new JsonWriter(out);
        w.beginObject().name("number").value(m.number()).name("seed").value(m.seed()).name("cycles").value(m.cycles())
                .name("outcome").value(SeriesFormat.outcome(m.outcome())).name("winner");
        int[] group = t.group(i);
        m.winner().ifPresentOrElse(win -> w.value(group[win.slot()] + 1), w::nullValue);
        SeriesFormat.robots(w, m, group);
        w.endObject();
        return out.toString();
    }

    /** Wins per match played, rounded to 4 decimals (0 when none played). */
    static BigDecimal winRate(RobotStanding st) {
        if (st.played() == 0) {
            return BigDecimal.ZERO;
        }
        return BigDecimal.valueOf(st.wins()).divide(BigDecimal.valueOf(st.played()), 4, RoundingMode.HALF_EVEN)
                .stripTrailingZeros();
    }
}
