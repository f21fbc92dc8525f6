package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands in-process: compile-only, debug, tournaments, failed compiles in match mode. */
class CommandsTest {

    @TempDir
    static Path dir;

    static String sniper;
    static String turret;
    static String pacer;
    static String broken;

    @BeforeAll
    static void robots() throws IOException {
        sniper = copy("sniper.r");
        turret = copy("turret.r");
        pacer = copy("pacer.r");
        broken = dir.resolve("broken.r").toString();
        Files.writeString(Path.of(broken), "main() { while (1) drive(0, 100) }\n");
        Files.writeString(dir.resolve("nomain.r"), "f() { while (1) drive(0, 100) }\n");
    }

    private static String copy(String name) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, GoldenMatchTest.resource("/robots/" + name));
        return p.toString();
    }

    @Test
    void compileOnlyPrintsTheListingAndExitsZeroAfterACompileErrorAsTheOriginal() {
        CliRun ok = CliRun.run("", "-c", turret);
        assertEquals(Main.EXIT_OK, ok.status());
        assertTrue(ok.out().startsWith("Compiling robot source: " + turret + "\n\n/* turret:"), ok.out());
        assertTrue(ok.out().endsWith(turret + " compiled without errors\n\n"), ok.out());
        CliRun bad = CliRun.run("", "-c", turret, broken);
        assertEquals(Main.EXIT_OK, bad.status(), "the original's -c exits 0 after compile errors");
        assertTrue(bad.out().contains("\n\n\nPress <enter> to continue.\n"), "between two files");
        assertTrue(bad.out().contains("** Error ** syntax error"), bad.out());
        assertTrue(bad.err().startsWith(broken + ":1:"), bad.err());
    }

    @Test
    void aFailedFileGivesUpItsSlotButKeepsAScoreLine() {
        CliRun r = CliRun.run("", "-m1", "-l3000", "--seed", "2", turret, broken, pacer);
        assertEquals(Main.EXIT_OK, r.status());
        assertTrue(r.err().contains("\n " + broken + " could not compile\n"), r.err());
        assertTrue(r.out().contains("   (1)     /turret.r: wins=0 ties=1  \t   (2)      /pacer.r: wins=0 ties=1  \n"
                + "   (3)              : wins=0 ties=0  \t\n"), r.out());
    }

    @Test
    void theOneMatchWithoutMNamesWhyARobotFailedWhileMatchModeStaysAsTheOriginal() {
        CliRun one = CliRun.run("", "-l3000", "--seed", "2", turret, broken, pacer);
        assertTrue(one.out().contains("\n " + broken + " could not compile\n\n\nPress <enter> to continue.\n"), one.out());
        assertTrue(one.err().startsWith(broken + ":1:34: error: "), one.err());
        CliRun series = CliRun.run("", "-m1", "-l3000", "--seed", "2", turret, broken, pacer);
        assertFalse(series.err().contains(": error: "), "match mode discards diagnostics: " + series.err());
    }

    @Test
    void retroKitsOwnModesNameWhyARobotFailed() {
        for (String[] mode : List.of(new String[] {"--tournament", "-m2"}, new String[] {"--jobs", "1", "-m2"},
                new String[] {"-m1", "--format", "json"}, new String[] {"-m1", "--format", "csv"})) {
            List<String> args = new ArrayList<>(List.of(mode));
            args.addAll(List.of("-l3000", "--seed", "2", turret, broken));
            CliRun r = CliRun.run("", args.toArray(String[]::new));
            assertEquals(Main.EXIT_BUILD, r.status(), String.join(" ", mode));
            assertTrue(r.err().contains("\n " + broken + " could not compile\n" + broken + ":1:34: error: "),
                    String.join(" ", mode) + ": status 4 says where: " + r.err());
        }
    }

    /**
     * broken.r fails after defining main, and it is the last file: the original's ghost robot (spec §12) holds
     * slot 3 at (0,0), never runs, and its score line collects the tie of a timed-out match.
     */
    @Test
    void aLastFileThatFailedAfterDefiningMainLeavesAGhostRobot() {
        CliRun r = CliRun.run("", "-m2", "-l3000", "--seed", "2", turret, pacer, broken);
        assertEquals(Main.EXIT_OK, r.status());
        assertTrue(r.out().contains("  Survivors:\n   (1)     /turret.r: damage=% 0  \t   (2)      /pacer.r: damage=% 0  \n\n"),
                r.out());
        assertTrue(r.out().endsWith("   (3)              : wins=0 ties=2  \t\n"), r.out());
        CliRun noMain = CliRun.run("", "-m2", "-l3000", "--seed", "2", turret, pacer, dir.resolve("nomain.r").toString());
        assertTrue(noMain.out().endsWith("   (3)              : wins=0 ties=0  \t\n"), noMain.out());
    }

    @Test
    void fewerThanTwoCompiledRobotsCannotPlay() {
        CliRun r = CliRun.run("", "-m1", broken, turret);
        assertEquals(Main.EXIT_NO_ROBOTS, r.status());
        assertTrue(r.err().endsWith("\n\nCannot play without at least 2 robots.\n\n"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void oneRobotIsCloned() {
        CliRun r = CliRun.run(Map.of("CROBOTS_SEED", "5"), "", "-m", "1", "-l", "1500", sniper);
        assertTrue(r.err().startsWith("crobots: only one robot?, cloning a second from " + sniper + ".\n"), r.err());
        assertTrue(r.out().contains("(1)     /sniper.r: wins=0 ties=1  \t   (2)     /sniper.r: wins=0 ties=1"), r.out());
    }

    @Test
    void tournamentTableIsTheSameOnOneOrThreeThreads() {
        CliRun one = CliRun.run("", "--tournament", "-m6", "-l50000", "--seed", "9", sniper, turret, pacer);
        CliRun three = CliRun.run("", "--jobs", "3", "-m6", "-l50000", "--seed", "9", sniper, turret, pacer);
        assertEquals(Main.EXIT_OK, one.status(), one.err());
        assertEquals(one.out(), three.out());
        assertTrue(one.out().startsWith("Tournament: 3 robots, 6 matches, seed 9, classic mode, cycle limit 50000\n"
                + "rank  robot "), one.out());
        assertEquals(5, one.out().lines().count());
    }

    @Test
    void tournamentGroupsOfTwo() {
        CliRun r = CliRun.run("", "--group", "2", "-m2", "-l3000", "--seed", "9", sniper, turret, pacer);
        assertEquals(Main.EXIT_OK, r.status(), r.err());
        assertTrue(r.out().startsWith("Tournament: 3 robots in groups of 2, 6 matches, seed 9, classic mode, cycle limit 3000\n"),
                r.out());
        assertTrue(r.out().contains("       4 "), "each robot plays 2 pairings twice: " + r.out());
    }

    @Test
    void debugStepsDumpsSimulatesAHitAndQuits() {
        CliRun r = CliRun.run("\n\nd\nh\nd\n\nq\n", "-d", "--seed", "1", turret);
        assertEquals(Main.EXIT_OK, r.status(), r.err());
        String out = r.out();
        assertTrue(out.startsWith("Debugging " + turret + ": robot at ("), out);
        assertTrue(out.contains("    0 : fetch   0 external       sp=6   top=0\nd,h,q,<cr>: "), out);
        assertTrue(out.contains("External pool:\n     0 : dir      = 0\n     1 : main     = 0\nLocal pool (main):\n"), out);
        assertTrue(out.contains("hit: damage now 10\n"), out);
        assertTrue(out.contains("damage=10 reload=0"), out);
        assertEquals(4, out.split("d,h,q,<cr>: ", -1).length - 4, "prompts: 3 steps, 2 dumps, 1 hit, 1 quit");
    }

    @Test
    void debugEndsWhenTheRobotDiesAndKeepsFourFilesLikeTheOriginal() {
        CliRun r = CliRun.run("h\n".repeat(10) + "\n".repeat(30), "-d", "--seed", "1", turret, pacer, sniper, turret,
                pacer);
        assertEquals(Main.EXIT_OK, r.status(), r.err());
        assertTrue(r.out().contains("hit: damage now 100\n"), r.out());
        assertTrue(r.out().endsWith("d,h,q,<cr>: Robot destroyed (damage 100) after 15 cycles\n"), r.out());
        assertEquals("crobots: extra robot source `" + pacer + "' ignored\n", r.err());
    }

    @Test
    void aFifthRobotIsNamedAndIgnoredAndFourPlay() {
        CliRun r = CliRun.run("", "-m1", "-l150", "--seed", "1", turret, pacer, sniper, turret, pacer);
        assertEquals(Main.EXIT_OK, r.status(), r.err());
        assertTrue(r.err().startsWith("crobots: extra robot source `" + pacer + "' ignored\nCompiling robot source: "),
                r.err());
        assertTrue(r.out().contains("   (3)     /sniper.r: wins=0 ties=1  \t   (4)     /turret.r: wins=0 ties=1  \t\n"),
                r.out());
    }

    @Test
    void compileOnlyKeepsTheFirstFourFiles() {
        CliRun r = CliRun.run("", "-c", turret, turret, turret, turret, pacer);
        assertEquals(Main.EXIT_OK, r.status(), r.err());
        assertEquals("crobots: extra robot source `" + pacer + "' ignored\n", r.err());
        assertEquals(4, r.out().split("compiled without errors", -1).length - 1);
    }

    @Test
    void progressIsDrawnOnStderrOnlyWhenItIsATerminal() {
        String[] series = {"-m3", "-l150", "--seed", "1", turret, pacer};
        CliRun terminal = CliRun.onTerminal(series);
        CliRun piped = CliRun.run("", series);
        assertEquals(piped.out(), terminal.out(), "stdout is the same");
        assertTrue(terminal.err().contains("\rseries 1/3 matches"), terminal.err());
        assertTrue(terminal.err().contains("\rseries 3/3 matches"), terminal.err());
        assertTrue(!piped.err().contains("\r"), piped.err());
        String[] tournament = {"--jobs", "2", "-m4", "-l150", "--seed", "1", turret, pacer};
        assertTrue(CliRun.onTerminal(tournament).err().contains("tournament 4/4 matches"));
        assertTrue(!CliRun.run("", tournament).err().contains("4/4"));
        String[] quiet = {"--no-progress", "--jobs", "2", "-m4", "-l150", "--seed", "1", turret, pacer};
        assertTrue(!CliRun.onTerminal(quiet).err().contains("\r"), "--no-progress");
    }

    @Test
    void aClosedPipeStopsTheSeriesAfterTheMatchItCouldNotReportQuietlyWith141() {
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.OutputStream closed = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        for (String format : List.of("text", "json", "csv")) {
            err.reset();
            Console c = new Console(new java.io.BufferedReader(new java.io.StringReader("")), new Stdout(closed),
                    new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8), Map.of(), false, false);
            int status = Main.run(new String[] {"-m1000", "-l150", "--seed", "1", "--format", format, turret, pacer}, c);
            assertEquals(Main.EXIT_PIPE, status, format);
            String e = err.toString(java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(e.endsWith("Match play starting.\n\n"), "nothing after the start, no message: " + e);
        }
        for (String format : List.of("text", "json", "csv")) {
            err.reset();
            Console c = new Console(new java.io.BufferedReader(new java.io.StringReader("")), new Stdout(closed),
                    new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8), Map.of(), false, false);
            int status = Main.run(new String[] {"--tournament", "-m3", "-l150", "--format", format, turret, pacer}, c);
            assertEquals(Main.EXIT_PIPE, status, "tournament " + format);
            String e = err.toString(java.nio.charset.StandardCharsets.UTF_8);
            int cores = Runtime.getRuntime().availableProcessors();
            assertTrue(e.endsWith("on " + cores + (cores == 1 ? " thread" : " threads") + ".\n\n"), "no message: " + e);
        }
    }

    @Test
    void debugEndsAtEndOfInput() {
        CliRun r = CliRun.run("", "-d", turret);
        assertEquals(Main.EXIT_OK, r.status());
        assertTrue(r.out().endsWith("d,h,q,<cr>: "), r.out());
        assertTrue(r.err().matches("crobots: seed (\\d+) from the clock \\(--seed \\1 replays this run\\)\n"), r.err());
    }

    @Test
    void withoutMatchCountOneMatchIsPlayedAndTheWinnerAnnouncedAsTheDisplayModeDoes() {
        CliRun draw = CliRun.run("", "-l", "1500", "--seed", "1", turret, pacer);
        assertEquals(Main.EXIT_OK, draw.status());
        assertTrue(draw.out().startsWith("Compiling robot source: " + turret + "\n\n/* turret:"), draw.out());
        assertTrue(draw.out().endsWith(" " + pacer + " compiled without errors\n\n\nPress <enter> to continue.\n"
                + "\r\nIt's a draw\r\n"), draw.out());
        assertEquals("\r\nAnd the winner is: (2) /pacer.r\r\n",
                MatchCommand.winnerLine(new io.github.retrokit.crobots.match.CrobotsMatchResult(1, 1, 15, java.util.List.of(
                        new io.github.retrokit.crobots.match.RobotResult(0, "/turret.r", false, 100),
                        new io.github.retrokit.crobots.match.RobotResult(1, "/pacer.r", true, 3)))));
    }

    @Test
    void replayWritesTheFirstMatchAsAnHtmlPage() throws IOException {
        Path page = dir.resolve("replay.html");
        CliRun r = CliRun.run("", "-m2", "-l3000", "--seed", "4", "--replay", page.toString(), turret, pacer);
        assertEquals(Main.EXIT_OK, r.status(), r.err());
        String html = Files.readString(page);
        assertTrue(html.contains("<title>CRobots: /turret.r vs /pacer.r (seed 4)</title>"), html.substring(0, 300));
        assertEquals(3000 / 15 + 1, html.lines().filter(l -> l.startsWith("[")).count(), "a frame per update + the end");
    }

    @Test
    void viewSpeedNDrawsEveryNth30Cycles() {
        CliRun normal = CliRun.run("", "-m1", "-l3000", "--seed", "4", "--view", turret, pacer);
        CliRun fast = CliRun.run("", "-m1", "-l3000", "--seed", "4", "--view", "--view-speed", "5", turret, pacer);
        assertEquals(Main.EXIT_OK, fast.status(), fast.err());
        assertEquals(3000 / 30 + 1, normal.out().split("CPU Cycle: ", -1).length - 1, "every 30 cycles + the end");
        assertEquals(3000 / 150 + 1, fast.out().split("CPU Cycle: ", -1).length - 1, "every 150 cycles + the end");
        assertTrue(fast.out().contains("CPU Cycle: 150\u001b[K\n") && fast.out().contains("CPU Cycle: 3000\u001b[K\n"),
                fast.out());
        assertEquals(normal.out().substring(normal.out().lastIndexOf("CPU Cycle:")),
                fast.out().substring(fast.out().lastIndexOf("CPU Cycle:")), "the same match, the same end");
    }

    @Test
    void replayToAnUnwritablePlaceIsAnIoFailure() {
        CliRun r = CliRun.run("", "-m1", "-l150", "--replay", "/nonexistent/dir/r.html", turret, pacer);
        assertEquals(Main.EXIT_INPUT, r.status());
        assertEquals("crobots: cannot write the replay /nonexistent/dir/r.html: no such directory\n",
                r.err().substring(r.err().lastIndexOf("crobots:")));
    }

    @Test
    void debugWithClosedStandardInputEndsAtTheFirstPromptAsAtEndOfInput() throws Exception {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder("/bin/sh", "-c", "exec \"$0\" -cp \"$1\" \"$2\" -d --seed 1 \"$3\" <&-",
                javaBin, System.getProperty("java.class.path"), Main.class.getName(), turret)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "finished");
        assertEquals(Main.EXIT_OK, p.exitValue());
        assertEquals(1, out.split("d,h,q,<cr>: ", -1).length - 1, "one prompt, then end of input: " + out);
    }

    @Test
    void aListingReportOrTableThatCannotBeWrittenIsOneMessageWithTheReasonInEveryMode() {
        // '> /dev/full': every write fails; the original exits 0 silently there, so the line is RetroKit's own
        java.io.OutputStream full = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        for (String[] args : List.of(new String[] {"-c", turret},
                new String[] {"-m2", "-l100", "--seed", "1", turret, pacer},
                new String[] {"-m2", "-l100", "--seed", "1", "--format", "json", turret, pacer},
                new String[] {"--tournament", "-m1", "-l100", "--seed", "1", turret, pacer},
                new String[] {"--tournament", "-m1", "-l100", "--seed", "1", "--format", "csv", turret, pacer})) {
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            int status = Main.run(args, new Console(new java.io.BufferedReader(new java.io.StringReader("")),
                    new Stdout(full), new java.io.PrintStream(err, true, StandardCharsets.UTF_8), Map.of(), false, false));
            assertEquals(Main.EXIT_INPUT, status, String.join(" ", args));
            String message = err.toString(StandardCharsets.UTF_8);
            assertTrue(message.endsWith("\nretrokit crobots: cannot write standard output: No space left on device\n")
                    || message.equals("retrokit crobots: cannot write standard output: No space left on device\n"),
                    String.join(" ", args) + ": " + message);
            assertEquals(1, message.split("cannot write", -1).length - 1, "one message: " + message);
        }
    }

    @Test
    void aTournamentTooLargeToKeepIsACommandLineMistakeNotAnOutOfMemoryCrash() {
        CliRun r = CliRun.run("", "--tournament", "-m", "1000000", "--group", "2", "-l", "1", turret, pacer, turret);
        assertEquals(Main.EXIT_USAGE, r.status(), r.err());
        assertEquals("retrokit crobots: --tournament: 3000000 matches are too many (at most 1000000; fewer rounds"
                + " with -m, or fewer robots)\ntry 'retrokit crobots --help'\n", r.err(), "refused before the compile");
        assertEquals("", r.out());
        assertEquals(15, MatchCommand.groupCount(6, 4), "six robots form C(6,4) groups of four");
        assertEquals(1, MatchCommand.groupCount(3, 4));
    }

    @Test
    void aTournamentTooLargeIsRefusedFromTheCommandLineBeforeAnyFileIsReadOrCompiled() {
        // three named robots, one cloned into two, C(75,4) groups of the default four: counted exactly
        String[][] lines = {{"--group", "2", "-m", "600000", "gone1.r", "gone2.r", "gone3.r", "gone4.r"},
            {"--jobs", "1", "-m", "1000000", "--group=2", "gone1.r", "gone2.r", "gone3.r"},
            {"--tournament", "-m", "10", "--seed", "1"}};
        String[] totals = {"3600000", "3000000", "12154500"};
        for (int i = 0; i < lines.length; i++) {
            List<String> line = new java.util.ArrayList<>(List.of(lines[i]));
            for (int k = 0; i == 2 && k < 75; k++) {
                line.add("gone" + k + ".r");
            }
            CliRun r = CliRun.run("", line.toArray(new String[0]));
            assertEquals(Main.EXIT_USAGE, r.status(), r.err());
            assertEquals("retrokit crobots: --tournament: " + totals[i] + " matches are too many (at most 1000000;"
                    + " fewer rounds with -m, or fewer robots)\ntry 'retrokit crobots --help'\n", r.err());
            assertEquals("", r.out());
        }
        CliRun clone = CliRun.run("", "--tournament", "-m1000000", "-l1", "--seed", "1", "--format", "csv", "gone.r");
        assertEquals(Main.EXIT_INPUT, clone.status(), "one robot is cloned into one group: not too many");
    }

    @Test
    void aTournamentOfNoMatchesIsACommandLineMistake() {
        String[][] counts = {{"-m0"}, {"-m", "0"}, {"-m", "-1"}, {"-M-5"}, {"-m1000001"}, {"-m", "99999999999"}};
        String[] typed = {"0", "0", "-1", "-5", "1000001", "99999999999"};
        for (int i = 0; i < counts.length; i++) {
            List<String> mode = new java.util.ArrayList<>(List.of("--tournament", "--seed", "1"));
            mode.addAll(List.of(counts[i]));
            CliRun r = run(mode.toArray(new String[0]), turret, pacer);
            assertEquals(Main.EXIT_USAGE, r.status(), String.join(" ", counts[i]));
            assertEquals("", r.out(), "no table for no matches, nor for too many");
            assertEquals("retrokit crobots: -m needs a number from 1 to 1000000, not '" + typed[i] + "'\n"
                    + "try 'retrokit crobots --help'\n", r.err(), "nothing compiled or played first");
        }
        CliRun jobs = CliRun.run("", "--jobs", "2", "-m0", turret, pacer);
        assertEquals(Main.EXIT_USAGE, jobs.status(), "--jobs implies a tournament");
        String[][] notNumbers = {{"--tournament", "-mx"}, {"-mx", "--tournament"}, {"-M1e5", "--group", "2"},
            {"--jobs=1", "-m99999999999999999999"}, {"-mx", "--tournament", "--bogus"}, {"-m", "5", "-mx", "--group=2"},
            {"-mx", "--bogus", "--tournament"}, {"-mx", "--seed", "y", "--group", "2"}};
        String[] typedBad = {"x", "x", "1e5", "99999999999999999999", "x", "x", "x", "x"};
        for (int i = 0; i < notNumbers.length; i++) {
            List<String> line = new java.util.ArrayList<>(List.of(notNumbers[i]));
            line.addAll(List.of(turret, pacer));
            CliRun r = CliRun.run("", line.toArray(new String[0]));
            assertEquals(Main.EXIT_USAGE, r.status(), String.join(" ", notNumbers[i]));
            assertEquals("retrokit crobots: -m needs a number from 1 to 1000000, not '" + typedBad[i] + "'\n"
                    + "try 'retrokit crobots --help'\n", r.err(), "a tournament's -m in one sentence");
        }
        for (String[] original : List.of(new String[] {"-mx"}, new String[] {"-c", "-mx", "--tournament"},
                new String[] {"-mx", "--bogus"}, new String[] {"-mx", "--bogus", "--tournament", "-d"})) {
            CliRun r = CliRun.run("", original);
            assertEquals("retrokit crobots: -m needs a whole number, not 'x'\ntry 'retrokit crobots --help'\n",
                    r.err(), "the original's modes keep their wording: " + String.join(" ", original));
        }
        CliRun original = CliRun.run("", "-m0", "-l150", "--seed", "1", turret, pacer);
        assertEquals(Main.EXIT_OK, original.status(), "the original's -m0 stays one watched match");
        assertTrue(original.out().contains("It's a draw") || original.out().contains("And the winner is"),
                original.out());
    }

    @Test
    void replayOntoADirectoryIsRefusedBeforeAnyMatchIsPlayed() {
        CliRun r = CliRun.run("", "-m1", "-l150", "--replay", dir.toString(), turret, pacer);
        assertEquals(Main.EXIT_INPUT, r.status());
        assertEquals("", r.out(), "no match is played for nothing");
        assertEquals("crobots: cannot write the replay " + dir + ": it is a directory\n",
                r.err().substring(r.err().lastIndexOf("crobots:")));
    }

    @Test
    void fixedModeIsRepeatablePerSeedAndPlaysDifferentMatches() {
        String[] args = {"-m3", "-l100000", "--seed", "12", "--mode", "fixed", sniper, turret, pacer};
        CliRun fixed = CliRun.run("", args);
        assertEquals(Main.EXIT_OK, fixed.status(), fixed.err());
        assertEquals(fixed.out(), CliRun.run("", args).out());
        CliRun classic = CliRun.run("", "-m3", "-l100000", "--seed", "12", sniper, turret, pacer);
        assertTrue(!fixed.out().equals(classic.out()), "another generator, other start positions");
        assertEquals(3, fixed.out().split("\nMatch ", -1).length - 1);
    }

    @Test
    void compilerQuirksReachTheCompiler() throws IOException {
        Path postfix = dir.resolve("postfix.r");
        Files.writeString(postfix, "main() { int a; a++; }\n");
        CliRun classic = CliRun.run("", "-c", postfix.toString());
        CliRun fixed = CliRun.run("", "-c", "--quirk", "postfixValue=off", postfix.toString());
        assertTrue(classic.out().contains("(6 / 1000)"), classic.out());
        assertTrue(fixed.out().contains("(8 / 1000)"), fixed.out());
        assertEquals(fixed.out(), CliRun.run("", "-c", "--mode", "fixed", postfix.toString()).out());
    }

    @Test
    void savedCompiledRobotsFightExactlyLikeTheirSources() throws IOException {
        Path sub = Files.createDirectories(dir.resolve("saved"));
        Path source = sub.resolve("turret.r");
        Files.copy(Path.of(turret), source, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        CliRun save = CliRun.run("", "-c", "--save", source.toString());
        assertEquals(Main.EXIT_OK, save.status(), save.err());
        Path compiled = sub.resolve("turret.cr");
        assertEquals("crobots: compiled robot saved to " + compiled + "\n", save.err());
        Path disguised = Files.createDirectories(dir.resolve("disguised")).resolve("turret.r");
        Files.copy(compiled, disguised, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        CliRun fromSource = CliRun.run("", "-m3", "-l60000", "--seed", "8", source.toString(), pacer);
        CliRun fromCompiled = CliRun.run("", "-m3", "-l60000", "--seed", "8", disguised.toString(), pacer);
        assertEquals(fromSource.out(), fromCompiled.out(), "recognised by its signature, whatever its name");
        assertTrue(fromSource.out().contains("Match      3:"));
        CliRun listing = CliRun.run("", "-c", compiled.toString());
        assertTrue(listing.out().startsWith("Compiled robot: " + compiled + "\n\nmain:\n    0 : fetch   0 external\n"),
                listing.out());
    }

    @Test
    void aCorruptCompiledRobotIsRejectedWithTheLoadersMessage() throws IOException {
        Path bad = dir.resolve("bad.cr");
        Files.write(bad, new byte[] {'R', 'K', 'C', 'R', 0, 1, 0, 0});
        CliRun c = CliRun.run("", "-c", bad.toString());
        assertEquals(Main.EXIT_OK, c.status(), "-c exits 0 after a file that could not compile, as the original");
        assertEquals(bad + ": truncated compiled robot\n", c.out());
        CliRun m = CliRun.run("", "-m1", bad.toString(), turret);
        assertEquals(Main.EXIT_NO_ROBOTS, m.status());
        assertTrue(m.err().contains("Compiling robot source: " + bad + "\n" + bad + ": truncated compiled robot\n\n "
                + bad + " could not compile\n"), "match mode says why, then the original's line: " + m.err());
        CliRun d = CliRun.run("", "-d", bad.toString());
        assertEquals(Main.EXIT_NO_ROBOTS, d.status());
        assertEquals(bad + ": error: truncated compiled robot\n\n " + bad + " could not compile\n", d.err(),
                "the file is named once");
    }

    @Test
    void retroKitsOwnModesUseTheSuiteExitStatusesAndTheOriginalsKeepItsOwn() {
        String missing = dir.resolve("missing.r").toString();
        // a tournament or --format json|csv: 2 nothing to play, 3 a file not readable, 4 fewer than 2 compiled
        for (String[] mode : List.of(new String[] {"--tournament"}, new String[] {"-m1", "--format", "json"},
                new String[] {"-m1", "--format", "csv"})) {
            String what = String.join(" ", mode);
            assertEquals(Main.EXIT_USAGE, run(mode).status(), what);
            assertEquals("retrokit crobots: no robot file given\ntry 'retrokit crobots --help'\n",
                    CliRun.run("", mode).err(), what + ": a command-line mistake, in the suite's wording");
            assertEquals(Main.EXIT_INPUT, run(mode, missing).status(), what);
            assertEquals(Main.EXIT_BUILD, run(mode, broken, broken).status(), what);
            assertEquals(Main.EXIT_INPUT, run(mode, "-l150", "--seed", "1", turret, missing, pacer).status(),
                    what + ": every robot named plays, or none");
            assertEquals(Main.EXIT_OK, run(mode, "-l150", "--seed", "1", turret, pacer).status(), what);
        }
        // the original's -m: 1 for every reason robots cannot play
        assertEquals(Main.EXIT_NO_ROBOTS, run(new String[] {"-m1"}).status());
        assertEquals(Main.EXIT_NO_ROBOTS, run(new String[] {"-m1"}, missing).status());
        assertEquals(Main.EXIT_NO_ROBOTS, run(new String[] {"-m1"}, broken, broken).status());
    }

    private static CliRun run(String[] mode, String... files) {
        List<String> args = new java.util.ArrayList<>(List.of(mode));
        args.addAll(List.of(files));
        return CliRun.run("", args.toArray(new String[0]));
    }
}
