package io.github.retrokit.austerity.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line in-process: the hub's argument checks in the spec's order, help, game and tournament. */
class MainTest {
    private static final String NO_PLAYER = "retrokit-no-such-player";

    static String deck20() {
        try {
            return Path.of(MainTest.class.getResource("/hub/deck20.txt").toURI()).toString();
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /** Splits a table cell into arguments; {@code DECK} is the course deck and {@code X} a missing program. */
    static String[] args(String cell) {
        if (cell == null) {
            return new String[0];
        }
        return Arrays.stream(cell.trim().split(" +")).map(a -> switch (a) {
            case "DECK" -> deck20();
            case "X" -> NO_PLAYER;
            case "''" -> "";
            default -> a;
        }).toArray(String[]::new);
    }

    @ParameterizedTest(name = "hub {0} -> {1}")
    @CsvSource(delimiter = '|', nullValues = "none", value = {
        "none                          | 1 | Usage: austerity tokens points deck player player [player ...]",
        "7 5 DECK X                    | 1 | Usage: austerity tokens points deck player player [player ...]",
        "x y DECK X                    | 1 | Usage: austerity tokens points deck player player [player ...]",
        "7 5 DECK X X --max-rounds     | 1 | Usage: austerity tokens points deck player player [player ...]",
        "x 5 DECK X X                  | 2 | Bad argument",
        "-1 5 DECK X X                 | 2 | Bad argument",
        "7 -5 DECK X X                 | 2 | Bad argument",
        "7 5x nodeck X X               | 2 | Bad argument",
        "'' 5 nodeck X X               | 2 | Bad argument",
        "99999999999 5 nodeck X X      | 2 | Bad argument",
        "7 5 DECK X X --max-rounds -1  | 2 | Bad argument",
        "7 5 DECK X X --timeout soon   | 2 | Bad argument",
        "7 5 nodeck X X                | 3 | Cannot access deck file",
        "7 5 /tmp X X                  | 3 | Cannot access deck file",
        "7 5 /dev/zero X X             | 4 | Invalid deck file contents",
        "7 5 DECK X X                  | 5 | Bad start",
        "+7 05 DECK true X             | 5 | Bad start",
    })
    void hubArgumentsAreCheckedInTheSpecsOrder(String cell, int status, String message) {
        CliRun run = CliRun.of("hub", args(cell));
        assertEquals(status, run.status());
        assertEquals(message + "\n", run.stderr());
        assertEquals("", run.stdout());
    }

    @Test
    void aHubTakesAtMostTwentySixPlayers() {
        List<String> args = new ArrayList<>(List.of("7", "5", deck20()));
        args.addAll(Collections.nCopies(27, NO_PLAYER));
        assertEquals(1, CliRun.of("hub", args.toArray(String[]::new)).status());
        assertEquals(5, CliRun.of("hub", args.subList(0, 29).toArray(String[]::new)).status());
    }

    @Test
    void invalidDeckContentsAreStatus4(@TempDir Path dir) throws IOException {
        Path deck = Files.writeString(dir.resolve("deck"), "B:1:1,0,0,0\nB:1:1,0,0\n");
        CliRun run = CliRun.of("hub", "7", "5", deck.toString(), NO_PLAYER, NO_PLAYER);
        assertEquals(4, run.status());
        assertEquals("Invalid deck file contents\n", run.stderr());
    }

    @Test
    void helpListsEveryCommandAndItsExitStatuses() {
        CliRun help = CliRun.of("--help");
        assertEquals(0, help.status());
        for (String word : List.of("hub tokens points deck", "shenzi|banzai|ed pcount myid", "player STRATEGY",
                "game tokens", "tournament tokens", "--max-rounds", "10 SIGINT", "6 communication error")) {
            assertTrue(help.stdout().contains(word), word);
        }
        assertEquals(2, CliRun.of("chess").status());
        assertEquals("retrokit austerity: unknown command 'chess'\ntry 'retrokit austerity --help'\n", CliRun.of("chess").stderr());
    }

    @Test
    void playerRunsAnyStrategyByName() {
        CliRun run = CliRun.withInput("tokens3\neog\n", "player", "banzai", "2", "1");
        assertEquals(0, run.status());
        assertTrue(run.stderr().endsWith("Game over. Winners are A,B\n"));
        assertEquals("Usage: banzai pcount myid\n", CliRun.of("player", "banzai").stderr());
        CliRun unknown = CliRun.of("player", "nobody", "2", "0");
        assertEquals(1, unknown.status());
        assertEquals("Unknown strategy 'nobody' (built in: shenzi, banzai, ed)\n", unknown.stderr());
    }

    @Test
    void gamePrintsWhatTheHubWouldPrint() {
        CliRun game = CliRun.of("game", "7", "5", deck20(), "shenzi", "shenzi");
        assertEquals(0, game.status());
        List<String> lines = game.stdout().lines().toList();
        assertEquals("New card = Bonus B, worth 1, costs 1,0,0,0", lines.get(0));
        assertEquals("Player A drew 1,1,1,0", lines.get(8));
        assertTrue(lines.get(lines.size() - 1).startsWith("Winner(s) "));
    }

    @Test
    void aRoundCapIsReportedOnStderrAndExits5() {
        CliRun game = CliRun.of("game", "7", "50", deck20(), "banzai", "banzai", "--max-rounds", "3");
        assertEquals(5, game.status());
        assertEquals("Game ended after 3 rounds: round cap\n", game.stderr());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "game 7 5 DECK shenzi                     | 2",
        "game 7 5 DECK shenzi ed --colour red     | 2",
        "game 7 5 DECK shenzi ed --format xml     | 2",
        "game 7 5 DECK shenzi ed --seed           | 2",
        "game 7 5 DECK shenzi java.lang.String    | 4",
        "game 7 5 DECK shenzi ed --classpath /nonexistent | 3",
        "tournament 7 5 DECK shenzi ed --max-rounds 0 | 2",
        "game x 5 DECK shenzi ed                  | 2",
        "game 7 5 DECK shenzi nobody              | 2",
        "game 7 5 nodeck shenzi ed                | 3",
        "tournament 7 5 DECK shenzi ed --games -1 | 2",
        "tournament 7 5 DECK shenzi ed --seed x   | 2",
        "tournament 7 5 DECK shenzi ed --games 2147483647   | 2",
        "tournament 7 5 DECK shenzi ed --threads 2147483647 | 2",
    })
    void inProcessCommandsFollowTheSuiteExitStatuses(String cell, int status) {
        CliRun run = runCell(cell);
        assertEquals(status, run.status(), run.stderr());
        assertEquals("", run.stdout());
        String prog = prog(cell);
        assertTrue(run.stderr().startsWith(prog + ": "), run.stderr());
        assertEquals(status == 2 ? 2 : 1, run.stderr().lines().count(), run.stderr());
        if (status == 2) {
            assertTrue(run.stderr().endsWith("\ntry '" + prog + " --help'\n"), run.stderr());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "game 7 5 DECK shenzi ed --bogus         | unknown option '--bogus'",
        "tournament 7 5 DECK shenzi ed --bogus   | unknown option '--bogus'",
        "game 7 5 DECK shenzi ed --format yaml   | --format needs text, json or csv, not 'yaml'",
        "tournament 7 5 DECK shenzi ed --format yaml | --format needs text, json or csv, not 'yaml'",
        "game 7 5 DECK shenzi ed --seed          | --seed needs a value",
        "game 7 5 DECK shenzi ed --seed x        | --seed needs a whole number, not 'x'",
        "game 7 5 DECK shenzi ed --max-rounds 0  | --max-rounds needs a number from 1 to 1000000, not '0'",
        "tournament 7 5 DECK shenzi ed --games -1 | --games needs a number from 0 to 1000000, not '-1'",
        "tournament 7 5 DECK shenzi ed --games x | --games needs a number from 0 to 1000000, not 'x'",
        "tournament 7 5 DECK shenzi ed --threads 2147483647 | --threads needs a number from 1 to 256, not '2147483647'",
        "tournament 7 5 DECK shenzi ed --seed 1.5 | --seed needs a whole number, not '1.5'",
        "game x 5 DECK shenzi ed                 | tokens needs a number from 0 to 2147483647, not 'x'",
    })
    void aUsageErrorIsWordedAsInEveryModuleAndNamesACommandThatWorks(String cell, String message) {
        CliRun run = runCell(cell);
        String prog = prog(cell);
        assertEquals(2, run.status(), run.stderr());
        assertEquals(prog + ": " + message + "\ntry '" + prog + " --help'\n", run.stderr());
        assertEquals("", run.stdout());
        CliRun help = CliRun.of(args(cell)[0], "--help");
        assertEquals(0, help.status(), help.stderr());
        assertFalse(help.stdout().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "game 7 5 nodeck shenzi ed                         | cannot read 'nodeck': no such file",
        "tournament 7 5 nodeck shenzi ed                   | cannot read 'nodeck': no such file",
        "game 7 5 DECK shenzi ed --classpath /nonexistent  | cannot read '/nonexistent': no such file",
        "game 7 5 src shenzi ed                            | cannot read 'src': is a directory",
    })
    void aMissingFileIsAnInputErrorInTheSuitesWords(String cell, String message) {
        CliRun run = runCell(cell);
        assertEquals(3, run.status(), run.stderr());
        assertEquals(prog(cell) + ": " + message + "\n", run.stderr());
        assertEquals("", run.stdout());
    }

    /** Runs the command line in {@code cell} (its first word is the command). */
    private static CliRun runCell(String cell) {
        String[] words = args(cell);
        return CliRun.of(words[0], Arrays.copyOfRange(words, 1, words.length));
    }

    /** The command as the user types it through the launcher, which a usage error names. */
    private static String prog(String cell) {
        return "retrokit austerity " + args(cell)[0];
    }

    @Test
    void aTournamentTableIsTheSameForAnyThreadCount() {
        CliRun one = CliRun.of("tournament", "7", "15", deck20(), "shenzi", "banzai", "ed", "--games", "300", "--threads", "1");
        CliRun two = CliRun.of("tournament", "7", "15", deck20(), "shenzi", "banzai", "ed", "--games", "300", "--threads", "2");
        assertEquals(0, one.status(), one.stderr());
        assertEquals(one.stdout(), two.stdout());
        List<String> lines = one.stdout().lines().toList();
        assertEquals(5, lines.size(), one.stdout());
        assertTrue(lines.get(0).startsWith("entrant"));
        assertTrue(lines.get(1).startsWith("shenzi") && lines.get(2).startsWith("banzai") && lines.get(3).startsWith("ed"));
        assertTrue(lines.get(4).startsWith("games 300 (seed 1):"));
    }
}
