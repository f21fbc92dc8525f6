package io.github.retrokit.rogue.cli;

import io.github.retrokit.rogue.world.MapPrinter;
import io.github.retrokit.rogue.world.RogueGameOutcome;
import io.github.retrokit.rogue.world.RogueGameResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The world's {@code --format}: text (the course's maps and game-over text, unchanged), or the game's result as
 * one JSON document ({@value #SCHEMA}) or as CSV (a header row and one row), in place of the maps.
 */
enum ResultFormat {
    TEXT, JSON, CSV;

    static final String SCHEMA = "retrokit.rogue.game/1";
    static final String CSV_HEADER = "outcome,playerWon,gameOver,turns,diagnostics";

    /** {@code text}, {@code json} or {@code csv}. */
    static ResultFormat parse(String name) throws UsageException {
        return switch (name) {
            case "text" -> TEXT;
            case "json" -> JSON;
            case "csv" -> CSV;
            default -> throw new UsageException("--format needs text, json or csv, not '" + name + "'");
        };
    }

    /** The result document of one game, ending with a line feed. */
    String render(RogueGameResult result) {
        return switch (this) {
            case TEXT -> throw new IllegalStateException("text output is the maps themselves");
            case JSON -> json(result);
            case CSV -> CSV_HEADER + "\n" + csvRow(result);
        };
    }

    private static String json(RogueGameResult r) {
        List<String> diagnostics = new ArrayList<>();
        for (String d : r.diagnostics()) {
            diagnostics.add(Json.string(d));
        }
        String won = playerWon(r.outcome());
        return "{\"schema\":" + Json.string(SCHEMA)
                + ",\"outcome\":" + Json.string(name(r.outcome()))
                + ",\"playerWon\":" + (won.isEmpty() ? "null" : won)
                + ",\"gameOver\":" + (won.isEmpty() ? "null" : Json.string(gameOver(r.outcome())))
                + ",\"turns\":" + r.turns()
                + ",\"diagnostics\":[" + String.join(",", diagnostics) + "]}\n";
    }

    private static String csvRow(RogueGameResult r) {
        String won = playerWon(r.outcome());
        return String.join(",", name(r.outcome()), won, won.isEmpty() ? "" : Csv.cell(gameOver(r.outcome())), Integer.toString(r.turns()),
                Csv.cell(String.join("\n", r.diagnostics()))) + "\n";
    }

    /** lowerCamelCase of the outcome: reached, survived, died, left, turnLimit. */
    static String name(RogueGameOutcome outcome) {
        String[] words = outcome.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder b = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            b.append(Character.toUpperCase(words[i].charAt(0))).append(words[i], 1, words[i].length());
        }
        return b.toString();
    }

    /** "true" or "false"; empty (no winner) for a game stopped at the turn limit. */
    private static String playerWon(RogueGameOutcome outcome) {
        return switch (outcome) {
            case REACHED, SURVIVED -> "true";
            case DIED, LEFT -> "false";
            case TURN_LIMIT -> "";
        };
    }

    /** print_game_over's second line, e.g. "Player won by reaching the door". */
    private static String gameOver(RogueGameOutcome outcome) {
        String text = MapPrinter.gameOver(outcome);
        return text.substring(text.indexOf('\n') + 1, text.length() - 1);
    }
}
