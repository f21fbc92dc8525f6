package io.github.retrokit.rogue.cli;

import io.github.retrokit.rogue.world.RogueGameOutcome;
import io.github.retrokit.rogue.world.RogueGameResult;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The result documents, with strings no game prints but a child's diagnostics could hold. */
class ResultFormatTest {

    private static final List<String> HOSTILE = List.of("", "plain", "quote \" and backslash \\", "line\nfeed\r\n",
            "tab\tbell\u0007nul\u0000del\u007f", "comma, \"quoted\", cell", "unicode é ✓ 𝄞", "lone \ud800 surrogate",
            "</script>", "\\u0041 not an escape");

    @Test
    void jsonEscapesPerRfc8259() {
        assertEquals("\"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0007\\u0000\\u007f\"", Json.string("a\"b\\c\n\r\t\b\f\u0007\u0000\u007f"));
        assertEquals("\"é 𝄞\"", Json.string("é 𝄞"));
        assertEquals("\"\\ud800x\"", Json.string("\ud800x"));
    }

    @Test
    void csvQuotesOnlyWhatNeedsIt() {
        assertEquals("plain", Csv.cell("plain"));
        assertEquals("\"a,b\"", Csv.cell("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", Csv.cell("say \"hi\""));
        assertEquals("\"two\nlines\"", Csv.cell("two\nlines"));
    }

    @Test
    void hostileDiagnosticsReadBackUnchanged() {
        for (String text : HOSTILE) {
            // A lone surrogate is escaped in JSON; CSV keeps the character itself.
            RogueGameResult result = new RogueGameResult(RogueGameOutcome.DIED, 7, List.of(text, "second"));
            GameResultDocument json = GameResultDocument.parseJson(ResultFormat.JSON.render(result));
            assertEquals(List.of(text, "second"), json.diagnostics(), text);
            assertEquals(new GameResultDocument("died", "false", "Player lost by dying", 7, List.of(text, "second")),
                    json);
        }
    }

    @Test
    void csvReadsBackEveryOutcome() {
        for (RogueGameOutcome outcome : RogueGameOutcome.values()) {
            RogueGameResult result = new RogueGameResult(outcome, 3, List.of("a, \"b\""));
            assertEquals(GameResultDocument.parseJson(ResultFormat.JSON.render(result)),
                    GameResultDocument.parseCsv(ResultFormat.CSV.render(result)), outcome.name());
        }
    }

    @Test
    void outcomeNamesAreLowerCamelCase() {
        assertEquals(List.of("reached", "survived", "died", "left", "turnLimit"),
                List.of(RogueGameOutcome.values()).stream().map(ResultFormat::name).toList());
    }
}
