package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.Outcome;
import io.github.retrokit.crobots.match.RobotResult;
import io.github.retrokit.crobots.match.Scoreboard;
import java.util.List;
import java.util.Locale;

/**
 * A match series as {@code --format json} ({@code retrokit.crobots.series/1}, streamed: the head, one match
 * object as each match ends, the score at the end) or {@code --format csv} (one row per robot per match).
 * Schemas: crobots-vm/README.md, "Machine-readable results".
 */
final class SeriesFormat {

    static final String SCHEMA = "retrokit.crobots.series/1";
    static final List<String> CSV_HEADER = List.of("match", "cycles", "outcome", "slot", "robot", "survived", "damage");

    private SeriesFormat() {
    }

    /** What is printed before the first match. */
    static String head(Format format, long seed, String mode, long cycleLimit, List<String> scoreLines) {
        if (format == Format.CSV) {
            return Csv.row(CSV_HEADER);
        }
        StringBuilder out = new StringBuilder();
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("schema").value(SCHEMA).name("seed").value(seed).name("mode").value(mode)
                .name("cycleLimit").value(cycleLimit).name("robots").beginArray();
        scoreLines.forEach(w::value);
        w.endArray();
        out.append(",\"matches\":[");
        return out.toString();
    }

    /** One match as it ends. */
    static String match(Format format, CrobotsMatchResult r) {
        if (format == Format.CSV) {
            StringBuilder out = new StringBuilder();
            for (RobotResult robot : r.robots()) {
                out.append(Csv.row(List.of(r.number(), r.cycles(), outcome(r.outcome()), robot.slot() + 1,
                        robot.name(), robot.survived(), robot.damage())));
            }
            return out.toString();
        }
        StringBuilder out = new StringBuilder(r.number() > 1 ? "," : "");
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("number").value(r.number()).name("cycles").value(r.cycles()).name("outcome").value(outcome(r.outcome()))
                .name("winner");
        r.winner().ifPresentOrElse(win -> w.value(win.slot() + 1), w::nullValue);
        robots(w, r, null);
        w.endObject();
        return out.toString();
    }

    /** What is printed after the last match. */
    static String tail(Format format, Scoreboard score) {
        if (format == Format.CSV) {
            return "";
        }
        StringBuilder out = new StringBuilder("]");
        JsonWriter w = new JsonWriter(out);
        out.append(",\"score\":");
        w.beginArray();
        for (int i = 0; i < score.names().size(); i++) {
            w.beginObject().name("line").value(i + 1).name("name").value(score.names().get(i))
                    .name("wins").value(score.wins(i)).name("ties").value(score.ties(i)).endObject();
        }
        w.endArray();
        return out.append("}\n").toString();
    }

    /** The match's robots; with {@code entries}, each robot's 1-based tournament entry too. */
    static void robots(JsonWriter w, CrobotsMatchResult r, int[] entries) {
        w.name("robots").beginArray();
        for (RobotResult robot : r.robots()) {
            w.beginObject();
            if (entries != null) {
                w.name("entry").value(entries[robot.slot()] + 1);
            }
            w.name("slot").value(robot.slot() + 1).name("name").value(robot.name())
                    .name("survived").value(robot.survived()).name("damage").value(robot.damage()).endObject();
        }
        w.endArray();
    }

    /** {@code win}, {@code tie} or {@code mutualDestruction}. */
    static String outcome(Outcome o) {
        return switch (o) {
            case WIN -> "win";
            case TIE -> "tie";
            case MUTUAL_DESTRUCTION -> "mutualDestruction";
        };
    }

    static String mode(io.github.retrokit.crobots.world.Mode mode) {
        return mode.name().toLowerCase(Locale.ROOT);
    }
}
