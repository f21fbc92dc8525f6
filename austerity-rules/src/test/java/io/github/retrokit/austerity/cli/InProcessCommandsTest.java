package io.github.retrokit.austerity.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.austerity.game.AusterityStanding;
import io.github.retrokit.austerity.game.AusterityTournament;
import io.github.retrokit.austerity.game.AusterityTournamentResult;
import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.game.GameRules;
import io.github.retrokit.austerity.rules.Deck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The suite's command-line conventions for RetroKit's own commands, and --help everywhere. */
class InProcessCommandsTest {
    /** A relative path, so that the documents (which name the deck) are the same on every machine. */
    private static final String DECK = "src/test/resources/hub/deck20.txt";
    private static final Path GOLDEN = Path.of("src/test/resources/cli");

    @ParameterizedTest(name = "{0}")
    @CsvSource({"--help", "-h", "hub --help", "hub -h", "shenzi --help", "banzai -h", "ed --help", "player --help",
        "game --help", "game -h", "tournament --help", "tournament 7 15 --games 9 -h", "game 7 x DECK --help"})
    void helpPrintsTheFullHelpAndExits0(String line) {
        String[] words = line.split(" ");
        CliRun run = CliRun.of(words[0], Arrays.copyOfRange(words, 1, words.length));
        assertEquals(0, run.status());
        assertEquals("", run.stderr());
        if (words[0].startsWith("-")) {
            assertTrue(run.stdout().startsWith("usage: retrokit austerity <command> [args...]\n\ncommands:\n"), run.stdout());
            assertTrue(run.stdout().contains("  tournament tokens points deck"), run.stdout());
        } else {
            String usage = switch (words[0]) {
                case "hub" -> "hub tokens points deck player player [player ...] [options]";
                case "player" -> "player STRATEGY pcount myid";
                case "game", "tournament" -> words[0] + " tokens points deck strategy strategy [strategy ...] [options]";
                default -> words[0] + " pcount myid";
            };
            assertTrue(run.stdout().startsWith("usage: retrokit austerity " + usage + "\n\n  "), run.stdout());
        }
        assertTrue(run.stdout().contains("exit"), run.stdout());
    }

    @Test
    void aCommandsHelpIsItsSectionOfTheModulesHelpUnderItsUsageLine() {
        assertEquals("usage: retrokit austerity game tokens points deck strategy strategy [strategy ...] [options]\n\n"
                + "  one in-process game; text output is what the hub would print for the same players\n"
                + "  --seed N         shuffle the deck with seed N first (default: the deck as given)\n"
                + "  --max-rounds N   round cap, 1-1000000 (default 1000); a stalled game ends too\n"
                + "  --format F       text (default), json or csv (see the README's \"Machine-readable results\")\n"
                + "  --classpath P    extra class path (':'-separated) for strategy classes\n"
                + "  exit: 0 game over, 2 usage error or unknown strategy, 3 deck unreadable or invalid,\n"
                + "        4 strategy class rejected, 5 ended by the round cap or a stall,\n"
                + "        6 a strategy threw or made two illegal moves in a row; standard output\n"
                + "        that cannot be written: 141 a closed pipe, 3 otherwise (a full disk)\n",
                CliRun.of("game", "--help").stdout());
    }

    @Test
    void theCoursesProgramsKeepTheirArgumentChecksWhenHelpIsNotAlone() {
        CliRun hub = CliRun.of("hub", "--help", "x");
        assertEquals(1, hub.status());
        assertEquals("Usage: austerity tokens points deck player player [player ...]\n", hub.stderr());
        CliRun player = CliRun.of("shenzi", "--help", "1");
        assertEquals(2, player.status());
        assertEquals("Invalid player count\n", player.stderr());
    }

    @Test
    void tournamentJsonIsTheGoldenDocumentAndParsesBackToTheApiResult() throws IOException {
        CliRun run = CliRun.of("tournament", "7", "15", DECK, "shenzi", "banzai", "ed", "--games", "200", "--seed", "42",
                "--format", "json");
        assertEquals(0, run.status(), run.stderr());
        assertEquals(Files.readString(GOLDEN.resolve("tournament-seed42.json")), run.stdout());

        @SuppressWarnings("unchecked")
        Map<String, Object> doc = (Map<String, Object>) TestJson.parse(run.stdout());
        assertEquals("schema", doc.keySet().iterator().next());
        assertEquals("retrokit.austerity.tournament/1", doc.get("schema"));
        AusterityTournamentResult api = apiTournament();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> entrants = (List<Map<String, Object>>) doc.get("entrants");
        for (int e = 0; e < 3; e++) {
            AusterityStanding s = api.standings().get(e);
            Map<String, Object> row = entrants.get(e);
            assertEquals(s.name(), row.get("name"));
            assertEquals(s.wins(), ((BigDecimal) row.get("wins")).intValue());
            assertEquals(s.soleWins(), ((BigDecimal) row.get("soleWins")).intValue());
            assertEquals(s.totalPoints(), ((BigDecimal) row.get("totalPoints")).longValue());
            assertEquals(s.winRate(), ((BigDecimal) row.get("winRate")).doubleValue(), 1e-6);
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> endings = (Map<String, Object>) doc.get("endings");
        assertEquals(200, endings.values().stream().mapToInt(v -> ((BigDecimal) v).intValue()).sum());
        assertEquals(api.totalTurns(), ((BigDecimal) doc.get("totalTurns")).longValue());
    }

    @Test
    void tournamentCsvIsTheGoldenTableAndHoldsTheJsonValues() throws IOException {
        CliRun csv = CliRun.of("tournament", "7", "15", DECK, "shenzi", "banzai", "ed", "--games", "200", "--seed", "42",
                "--format", "csv");
        assertEquals(0, csv.status(), csv.stderr());
        assertEquals(Files.readString(GOLDEN.resolve("tournament-seed42.csv")), csv.stdout());
        List<List<String>> rows = TestJson.csv(csv.stdout());
        assertEquals(ResultDocuments.TOURNAMENT_COLUMNS, rows.get(0));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> entrants = (List<Map<String, Object>>) ((Map<String, Object>) TestJson.parse(
                Files.readString(GOLDEN.resolve("tournament-seed42.json")))).get("entrants");
        assertEquals(entrants.size() + 1, rows.size());
        for (int e = 0; e < entrants.size(); e++) {
            for (int c = 0; c < rows.get(0).size(); c++) {
                assertEquals(entrants.get(e).get(rows.get(0).get(c)).toString(), rows.get(e + 1).get(c));
            }
        }
    }

    @Test
    void gameDocumentsAreTheGoldensAndCarryTheHubTranscript() throws IOException {
        String[] game = {"7", "15", DECK, "shenzi", "banzai", "ed", "--seed", "3"};
        CliRun text = CliRun.of("game", game);
        CliRun json = CliRun.of("game", append(game, "--format", "json"));
        CliRun csv = CliRun.of("game", append(game, "--format", "csv"));
        assertEquals(0, text.status() + json.status() + csv.status());
        assertEquals(Files.readString(GOLDEN.resolve("game-seed3.json")), json.stdout());
        assertEquals(Files.readString(GOLDEN.resolve("game-seed3.csv")), csv.stdout());
        @SuppressWarnings("unchecked")
        Map<String, Object> doc = (Map<String, Object>) TestJson.parse(json.stdout());
        List<String> lines = text.stdout().lines().toList();
        assertEquals(lines.subList(0, lines.size() - 1), doc.get("transcript"));
        assertEquals(lines.get(lines.size() - 1), "Winner(s) " + String.join(",", strings(doc.get("winners"))));
        List<List<String>> rows = TestJson.csv(csv.stdout());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> players = (List<Map<String, Object>>) doc.get("players");
        for (int p = 0; p < players.size(); p++) {
            assertEquals(List.of(players.get(p).get("player"), players.get(p).get("strategy"),
                    players.get(p).get("points").toString(), players.get(p).get("winner").toString()), rows.get(p + 1));
        }
    }

    @Test
    void jsonStringsSurviveHostileText() {
        String hostile = "quote \" backslash \\ slash / newline \n return \r tab \t nul \0 bell \u0007 esc \u001b del \u007f"
                + " c1 \u0085 ls \u2028 ps \u2029 e\u0301 \u00e9 \uD83C\uDCA1 </script>";
        StringBuilder out = new StringBuilder();
        Json.quote(out, hostile);
        String quoted = out.toString();
        assertTrue(quoted.chars().allMatch(c -> c >= 0x20 && c != 0x7f && (c < 0x80 || c > 0x9f) && c != 0x2028), quoted);
        assertEquals(hostile, TestJson.parse(quoted));
        assertEquals("\"a\\\"b\\\\c\\n\\u0000\"", quoteOf("a\"b\\c\n\0"));
        assertEquals(List.of(hostile, "x"), TestJson.parse(Json.document(List.of(hostile, "x"))));
    }

    @Test
    void csvFieldsAreQuotedWhereRfc4180NeedsIt() {
        List<String> fields = List.of("plain", "a,b", "say \"hi\"", "two\nlines", "cr\rhere", "");
        assertEquals("plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\rhere\",\n", Csv.row(fields));
        assertEquals(List.of(fields), TestJson.csv(Csv.row(fields)));
    }

    @Test
    void progressIsALineRedrawnAtMostFourTimesASecondThenCleared() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AtomicLong now = new AtomicLong();
        Progress progress = new Progress(new PrintStream(bytes, true, StandardCharsets.ISO_8859_1), "tournament", 100,
                "games", now::get);
        assertEquals("tournament 37/100 games  12.3/s  ETA 0:06", progress.line(37, 3_000_000_000L));
        progress.update(1);                 // at 0 s: too soon
        now.set(200_000_000L);
        progress.update(2);                 // at 0.2 s: too soon
        now.set(500_000_000L);
        progress.update(5);                 // drawn
        now.set(600_000_000L);
        progress.update(6);                 // too soon after the last drawing
        progress.finish();
        String line = "tournament 5/100 games  10.0/s  ETA 0:10";
        assertEquals("\r" + line + "\r" + " ".repeat(line.length()) + "\r", bytes.toString(StandardCharsets.ISO_8859_1));
    }

    @Test
    void noProgressWhenNotOnATerminal() {
        CliRun run = CliRun.of("tournament", "7", "15", DECK, "shenzi", "banzai", "--games", "50");
        assertEquals(0, run.status());
        assertEquals("", run.stderr());
    }

    @Test
    void aMissingDeckFileIsAnInputErrorSaidInWords() {
        CliRun run = CliRun.of("game", "7", "15", "no-such-deck.txt", "shenzi", "banzai");
        assertEquals(3, run.status());
        assertEquals("", run.stdout());
        assertEquals("retrokit austerity game: cannot read 'no-such-deck.txt': no such file\n", run.stderr());
    }

    @Test
    void aClosedStandardOutputEndsQuietlyWith141() {
        for (List<String> args : List.of(List.of("game", "7", "15", DECK, "shenzi", "banzai"),
                List.of("tournament", "7", "15", DECK, "shenzi", "banzai", "--games", "20"), List.of("tournament", "--help"),
                List.of("--help"))) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            OutputStream closed = new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    throw new IOException("Broken pipe");
                }
            };
            Console console = new Console(new ByteArrayInputStream(new byte[0]), new PrintStream(closed, false,
                    StandardCharsets.ISO_8859_1), new PrintStream(err, true, StandardCharsets.ISO_8859_1));
            assertEquals(141, Main.run(args.get(0), args.subList(1, args.size()), console, new Interrupts()), args.toString());
            assertEquals("", err.toString(StandardCharsets.ISO_8859_1));
        }
    }

    @Test
    void aStandardOutputThatFailsOtherwiseIsNamedWithStatus3() {
        // > /dev/full: the output is lost, so the command says so (a closed pipe alone ends quietly, above)
        for (String why : List.of("No space left on device", "Broken pipe")) {
            for (List<String> args : List.of(List.of("game", "7", "15", DECK, "shenzi", "banzai"),
                    List.of("game", "7", "15", DECK, "shenzi", "banzai", "--format", "json"),
                    List.of("tournament", "7", "15", DECK, "shenzi", "banzai", "--games", "20"), List.of("--help"),
                    List.of("game", "--help"), List.of("tournament", "-h"), List.of("hub", "--help"))) {
                ByteArrayOutputStream err = new ByteArrayOutputStream();
                OutputStream failing = new OutputStream() {
                    @Override
                    public void write(int b) throws IOException {
                        throw new IOException(why);
                    }
                };
                Console console = new Console(new ByteArrayInputStream(new byte[0]), WatchedOutput.of(failing, 64),
                        new PrintStream(err, true, StandardCharsets.ISO_8859_1));
                int status = Main.run(args.get(0), args.subList(1, args.size()), console, new Interrupts());
                String prog = args.get(0).startsWith("-") ? "retrokit austerity" : "retrokit austerity " + args.get(0);
                String said = err.toString(StandardCharsets.ISO_8859_1);
                if (why.equals("Broken pipe")) {
                    assertEquals(List.of(141, ""), List.of(status, said), args.toString());
                } else {
                    assertEquals(List.of(3, prog + ": cannot write standard output: " + why + "\n"), List.of(status, said),
                            args.toString());
                }
            }
        }
    }

    @Test
    void optionsTakeTheirValueAfterAnEqualsSignToo() {
        assertEquals(CliRun.of("game", "7", "15", DECK, "shenzi", "banzai", "--format", "json", "--seed", "3"),
                CliRun.of("game", "7", "15", DECK, "shenzi", "banzai", "--format=json", "--seed=3"));
        CliRun flag = CliRun.of("tournament", "7", "15", DECK, "shenzi", "banzai", "--no-progress=yes");
        assertEquals(List.of(2, "", "retrokit austerity tournament: --no-progress takes no value\n"
                + "try 'retrokit austerity tournament --help'\n"), List.of(flag.status(), flag.stdout(), flag.stderr()));
        CliRun bad = CliRun.of("game", "7", "15", DECK, "shenzi", "banzai", "--max-rounds=0");
        assertEquals("retrokit austerity game: --max-rounds needs a number from 1 to 1000000, not '0'\n"
                + "try 'retrokit austerity game --help'\n", bad.stderr());
        assertEquals("retrokit austerity game: unknown option '--colour'\ntry 'retrokit austerity game --help'\n",
                CliRun.of("game", "7", "15", DECK, "shenzi", "banzai", "--colour=red").stderr());
    }

    private static AusterityTournamentResult apiTournament() throws IOException {
        try {
            return new AusterityTournament(GameRules.of(7, 15), Deck.read(Path.of(DECK)),
                    List.of(Entrant.of("shenzi"), Entrant.of("banzai"), Entrant.of("ed"))).games(200).seed(42).run();
        } catch (io.github.retrokit.austerity.rules.DeckFormatException e) {
            throw new AssertionError(e);
        }
    }

    private static String quoteOf(String s) {
        StringBuilder out = new StringBuilder();
        Json.quote(out, s);
        return out.toString();
    }

    private static String[] append(String[] args, String... more) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private static List<String> strings(Object list) {
        List<String> out = new ArrayList<>();
        ((List<?>) list).forEach(o -> out.add((String) o));
        return out;
    }
}
