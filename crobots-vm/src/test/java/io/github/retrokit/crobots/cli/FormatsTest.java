package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --format json|csv}: the documents are the goldens byte for byte, parse back (strict JSON, RFC 4180
 * CSV), and say what the text report and table say.
 */
class FormatsTest {

    private static final String R = "src/test/resources/robots/";
    private static final String[] SERIES = {"-m3", "-l20000", "--seed", "5", R + "sniper.r", R + "turret.r", R + "pacer.r"};
    private static final String[] TOURNAMENT = {"--group", "2", "-m2", "-l20000", "--seed", "3", R + "sniper.r",
        R + "turret.r", R + "pacer.r"};

    private static String golden(String name) throws IOException {
        return Files.readString(Path.of("src/test/resources/formats/" + name), StandardCharsets.UTF_8);
    }

    private static CliRun run(String format, String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--format";
        all[1] = format;
        System.arraycopy(args, 0, all, 2, args.length);
        CliRun r = CliRun.run("", all);
        assertEquals(Main.EXIT_OK, r.status(), r.err());
        return r;
    }

    @Test
    void seriesAsJsonIsTheGoldenAndParsesBack() throws IOException {
        String json = run("json", SERIES).out();
        assertEquals(golden("series.json"), json);
        @SuppressWarnings("unchecked")
        Map<String, Object> doc = (Map<String, Object>) MiniJson.parse(json);
        assertEquals(List.of("schema", "seed", "mode", "cycleLimit", "robots", "matches", "score"), List.copyOf(doc.keySet()));
        assertEquals("retrokit.crobots.series/1", doc.get("schema"));
        assertEquals(new BigDecimal(5), doc.get("seed"));
        List<?> matches = (List<?>) doc.get("matches");
        assertEquals(3, matches.size());
        Map<?, ?> first = (Map<?, ?>) matches.get(0);
        assertEquals("tie", first.get("outcome"));
        assertNull(first.get("winner"));
        assertTrue(first.containsKey("winner"));
        Map<?, ?> turret = (Map<?, ?>) ((List<?>) first.get("robots")).get(1);
        assertEquals(Map.of("slot", new BigDecimal(2), "name", "/turret.r", "survived", false, "damage",
                new BigDecimal(100)), turret);
    }

    @Test
    void seriesJsonAgreesWithTheOriginalsReport() {
        String text = CliRun.run("", SERIES).out();
        @SuppressWarnings("unchecked")
        Map<String, Object> doc = (Map<String, Object>) MiniJson.parse(run("json", SERIES).out());
        for (Object m : (List<?>) doc.get("matches")) {
            Map<?, ?> match = (Map<?, ?>) m;
            String head = String.format("\nMatch %6s:  cycles = %s:\n", match.get("number"), match.get("cycles"));
            assertTrue(text.contains(head), head);
        }
        String lastScore = text.substring(text.lastIndexOf("Cumulative score:"));
        for (Object l : (List<?>) doc.get("score")) {
            Map<?, ?> line = (Map<?, ?>) l;
            String shown = String.format("   (%s)%14s: wins=%s ties=%s  ", line.get("line"), line.get("name"),
                    line.get("wins"), line.get("ties"));
            assertTrue(lastScore.contains(shown), shown + "\n" + lastScore);
        }
    }

    @Test
    void seriesAsCsvIsTheGoldenAndParsesBack() throws IOException {
        String csv = run("csv", SERIES).out();
        assertEquals(golden("series.csv"), csv);
        List<List<String>> rows = MiniJson.csv(csv);
        assertEquals(SeriesFormat.CSV_HEADER, rows.get(0));
        assertEquals(1 + 3 * 3, rows.size(), "a row per robot per match");
        assertEquals(List.of("1", "20010", "tie", "2", "/turret.r", "false", "100"), rows.get(2));
    }

    @Test
    void tournamentAsJsonIsTheGoldenAndParsesBack() throws IOException {
        String json = run("json", TOURNAMENT).out();
        assertEquals(golden("tournament.json"), json);
        @SuppressWarnings("unchecked")
        Map<String, Object> doc = (Map<String, Object>) MiniJson.parse(json);
        assertEquals("retrokit.crobots.tournament/1", doc.get("schema"));
        assertEquals(List.of("schema", "seed", "mode", "cycleLimit", "groupSize", "rounds", "matchCount", "robots",
                "table", "matches"), List.copyOf(doc.keySet()));
        assertEquals(new BigDecimal(6), doc.get("matchCount"));
        assertEquals(6, ((List<?>) doc.get("matches")).size());
        Map<?, ?> top = (Map<?, ?>) ((List<?>) doc.get("table")).get(0);
        assertEquals("/sniper.r", top.get("name"));
        assertEquals(new BigDecimal("0.25"), top.get("winRate"));
        Map<?, ?> fourth = (Map<?, ?>) ((List<?>) doc.get("matches")).get(3);
        assertEquals(new BigDecimal(6), fourth.get("seed"), "match i is seeded seed + i");
    }

    @Test
    void tournamentAsCsvIsTheGoldenAndAgreesWithTheTable() throws IOException {
        String csv = run("csv", TOURNAMENT).out();
        assertEquals(golden("tournament.csv"), csv);
        List<List<String>> rows = MiniJson.csv(csv);
        assertEquals(TournamentFormat.CSV_HEADER, rows.get(0));
        String table = CliRun.run("", TOURNAMENT).out();
        for (List<String> row : rows.subList(1, rows.size())) {
            String line = String.format("%4s  %-9s %7s %6s %6s %6s", row.get(0), row.get(2), row.get(3), row.get(4),
                    row.get(5), row.get(6));
            assertTrue(table.contains(line), line + "\n" + table);
        }
    }

    @Test
    void robotNamesWithCommasQuotesAndLineEndsSurviveBothFormats(@TempDir Path dir) throws IOException {
        String name = "a,\"b\"\n\u00e9\u0001.r";
        Path robot = dir.resolve(name);
        Files.copy(Path.of(R + "turret.r"), robot);
        String[] args = {"-m1", "-l150", "--seed", "1", robot.toString(), R + "pacer.r"};
        Map<?, ?> doc = (Map<?, ?>) MiniJson.parse(run("json", args).out());
        assertEquals(List.of("/" + name, "/pacer.r"), doc.get("robots"));
        List<List<String>> rows = MiniJson.csv(run("csv", args).out());
        assertEquals("/" + name, rows.get(1).get(4));
        assertEquals(3, rows.size());
    }

    @Test
    void aFailedCompileMessageGoesToStderrNotIntoTheDocument() {
        CliRun r = CliRun.run("", "--format", "json", "-m1", "-l150", "--seed", "1", R + "turret.r", R + "pacer.r");
        assertTrue(r.out().startsWith("{\"schema\":"), r.out());
        assertThrows(IllegalArgumentException.class, () -> MiniJson.parse(r.out() + "x"));
    }
}
