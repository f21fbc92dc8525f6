package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON writer: RFC 8259 escaping of hostile strings, separators, numbers. */
class JsonWriterTest {

    private static String quoted(String s) {
        StringBuilder b = new StringBuilder();
        JsonWriter.quote(b, s);
        return b.toString();
    }

    @Test
    void escapesQuotesBackslashesAndEveryControlCharacter() {
        assertEquals("\"a\\\"b\\\\c\"", quoted("a\"b\\c"));
        assertEquals("\"\\n\\r\\t\\b\\f\\u0000\\u001f\\u007f\"", quoted("\n\r\t\b\f\u0000\u001f\u007f"));
        assertEquals("\"</script>\\u2028\\u2029\"", quoted("</script>\u2028\u2029"));
    }

    @Test
    void keepsPairedSurrogatesAndEscapesUnpairedOnes() {
        assertEquals("\"\uD83D\uDE00\"", quoted("\uD83D\uDE00"));
        assertEquals("\"\\ud83d\"", quoted("\uD83D"));
        assertEquals("\"\\ude00x\"", quoted("\uDE00x"));
        assertEquals("\"\\ud83d\\ud83d\uD83D\uDE00\"", quoted("\uD83D\uD83D\uD83D\uDE00"));
    }

    @Test
    void everyStringRoundTripsThroughAStrictReader() {
        java.util.Random random = new java.util.Random(14);
        for (int n = 0; n < 2000; n++) {
            char[] chars = new char[random.nextInt(12)];
            for (int i = 0; i < chars.length; i++) {
                chars[i] = (char) (random.nextBoolean() ? random.nextInt(0x80) : random.nextInt(0x10000));
            }
            String s = new String(chars);
            String json = quoted(s);
            // the bytes written are valid UTF-8 that decodes to the same text
            assertEquals(json, new String(json.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
            assertEquals(s, MiniJson.parse(json));
        }
    }

    @Test
    void separatesMembersAndElements() {
        StringBuilder b = new StringBuilder();
        new JsonWriter(b).beginObject().name("a").value(1).name("b").beginArray().value("x").value(true).nullValue()
                .beginObject().endObject().endArray().name("c").value(0.25).endObject();
        assertEquals("{\"a\":1,\"b\":[\"x\",true,null,{}],\"c\":0.25}", b.toString());
        assertEquals(Map.of("a", new java.math.BigDecimal(1), "b", java.util.Arrays.asList("x", true, null, Map.of()),
                "c", new java.math.BigDecimal("0.25")), MiniJson.parse(b.toString()));
        assertThrows(IllegalArgumentException.class, () -> new JsonWriter(new StringBuilder()).value(Double.NaN));
    }

    @Test
    void csvQuotesOnlyWhatNeedsIt() {
        assertEquals("plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\"\n",
                Csv.row(List.of("plain", "a,b", "say \"hi\"", "two\nlines", "cr\r")));
        assertEquals(List.of(List.of("plain", "a,b", "say \"hi\"", "two\nlines", "cr\r")),
                MiniJson.csv(Csv.row(List.of("plain", "a,b", "say \"hi\"", "two\nlines", "cr\r"))));
    }
}
