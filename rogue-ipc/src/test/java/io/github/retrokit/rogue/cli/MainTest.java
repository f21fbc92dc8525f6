package io.github.retrokit.rogue.cli;

import io.github.retrokit.rogue.transport.CPrograms;
import io.github.retrokit.rogue.transport.ProcessHygiene;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream savedOut;
    private PrintStream savedErr;
    private InputStream savedIn;

    @BeforeEach
    void capture() {
        savedOut = System.out;
        savedErr = System.err;
        savedIn = System.in;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(savedOut);
        System.setErr(savedErr);
        System.setIn(savedIn);
    }

    private int run(String stdin, String... args) {
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.US_ASCII)));
        return Main.run(args);
    }

    @Test
    void helpListsTheCommandsAndExitStatuses() {
        assertEquals(Main.EXIT_OK, run("", "--help"));
        String help = out.toString(StandardCharsets.UTF_8);
        assertTrue(help.contains("rogue world [--in-process] [--trace] [--timeout-ms N]"), help);
        assertTrue(help.contains("--in-process       no processes: our sample player and monsters play on threads"), help);
        assertTrue(help.contains("rogue monster <health> <damage> <defence> <range>"), help);
        assertTrue(help.contains("rogue player [--monster-limit N] <doorX> <doorY> <maxAttacks> <range> <leaveTurn>"));
        assertTrue(help.contains("4 a child could not be started or did not send ready"), help);
        assertTrue(help.contains("5 stopped at the turn limit"), help);
        assertTrue(help.contains("--max-turns N"), help);
        assertTrue(help.contains("killed by SIGPIPE (shell: 141)"), help);
    }

    /** Each command's help starts with its usage line as typed through the launcher, then only its own text. */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"world --help", "world 1 2 -h", "monster --help", "player -h"})
    void eachCommandsHelpIsItsOwn(String args) {
        String command = args.split(" ")[0];
        assertEquals(Main.EXIT_OK, run("", args.split(" ")));
        String help = out.toString(StandardCharsets.UTF_8);
        String usage = switch (command) {
            case "world" -> "usage: retrokit rogue world [--in-process] [--trace] [--timeout-ms N] [--monster-limit N]"
                    + " [--max-turns N]\n                            [--format text|json|csv] < input\n\nworld    reads";
            case "monster" -> "usage: retrokit rogue monster <health> <damage> <defence> <range>\n\nmonster  the course's";
            default -> "usage: retrokit rogue player [--monster-limit N] <doorX> <doorY> <maxAttacks> <range> <leaveTurn>"
                    + "\n\nplayer   the course's";
        };
        assertTrue(help.startsWith(usage), help);
        long commands = help.lines().filter(l -> l.matches("(world|monster|player) .*")).count();
        assertEquals(1, commands, "only its own text: " + help);
    }

    @Test
    void theModulesHelpGivesEveryUsageLineAsTypedThroughTheLauncher() {
        assertEquals(Main.EXIT_OK, run("", "--help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith(
                "usage: retrokit rogue world [--in-process] [--trace] [--timeout-ms N] [--monster-limit N] [--max-turns N]\n"
                + "                            [--format text|json|csv] < input\n"
                + "       retrokit rogue monster <health> <damage> <defence> <range>\n"
                + "       retrokit rogue player [--monster-limit N] <doorX> <doorY> <maxAttacks> <range> <leaveTurn>\n\n"
                + "world    reads"));
    }

    @Test
    void anUnwritableStdoutIsExitStatus3AfterAGameThatEndedCleanly(@TempDir Path dir) throws Exception {
        String input = "4 4\n1 0\n2 2\n" + CPrograms.binaries().resolve("c_player") + " 0 0 0\n0\n";
        Files.writeString(dir.resolve("input.txt"), input);
        List<String> command = new ArrayList<>(CPrograms.javaCommand());
        command.add("world");
        Process p = new ProcessBuilder(command).redirectInput(dir.resolve("input.txt").toFile())
                .redirectOutput(new java.io.File("/dev/full")).redirectError(dir.resolve("err.txt").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(Main.EXIT_BAD_INPUT, p.exitValue(), "a file that cannot be written, as in crobots and austerity");
        assertEquals("world: cannot write standard output: No space left on device\n",
                Files.readString(dir.resolve("err.txt")));
    }

    @ParameterizedTest(name = "rogue {0} prints the help")
    @CsvSource({"world --help", "monster --help", "player --help", "world -h", "world --in-process --format json --help",
        "monster -h", "player -h", "--help", "-h"})
    void everyCommandHasHelp(String commandLine) {
        assertEquals(Main.EXIT_OK, run("", commandLine.split(" ")));
        String command = commandLine.startsWith("-") ? "world" : commandLine.split(" ")[0];
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("usage: retrokit rogue " + command + " "));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} -> exit {1}: {2}: {3}")
    @CsvSource(delimiter = '|', value = {
        "''|2|retrokit rogue|no command given (expected world, monster or player)",
        "fight|2|retrokit rogue|unknown command 'fight'",
        "world --timeout-ms 0|2|retrokit rogue world|--timeout-ms needs a number from 1 to 2147483647, not '0'",
        "world --colour|2|retrokit rogue world|unknown option '--colour'",
        "world --bogus|2|retrokit rogue world|unknown option '--bogus'",
        "world extra|2|retrokit rogue world|unexpected argument 'extra'",
        "world --format xml|2|retrokit rogue world|--format needs text, json or csv, not 'xml'",
        "world --format|2|retrokit rogue world|--format needs a value",
        "monster 10 1 4|2|retrokit rogue monster|needs 4 arguments <health> <damage> <defence> <range>, not 3",
        "monster 10 x 4 3|2|retrokit rogue monster|damage must be an integer, got 'x'",
        "player 6 0 3 1|2|retrokit rogue player|needs 5 arguments <doorX> <doorY> <maxAttacks> <range> <leaveTurn>, not 4",
        "player 6 0 3 1 99999999999|2|retrokit rogue player|leaveTurn is out of the int range: '99999999999'",
        "player --monster-limit|2|retrokit rogue player|--monster-limit needs a value",
        "player --monster-limit -2 6 0 3 1 0|2|retrokit rogue player|--monster-limit needs a number from 1 to 1000000, not '-2'",
        "world --timeout-ms|2|retrokit rogue world|--timeout-ms needs a value",
        "world --timeout-ms 1e3|2|retrokit rogue world|--timeout-ms needs a number from 1 to 2147483647, not '1e3'",
        "world --max-turns|2|retrokit rogue world|--max-turns needs a value",
        "world --max-turns -3|2|retrokit rogue world|--max-turns needs a number from 1 to 2147483647, not '-3'",
        "world --monster-limit 1000001|2|retrokit rogue world|--monster-limit needs a number from 1 to 1000000, not '1000001'",
        "player --monster-limit 2000000000 6 0 3 1 0|2|retrokit rogue player|--monster-limit needs a number from 1 to 1000000, not '2000000000'",
        "world --max-turns 3000000000|2|retrokit rogue world|--max-turns needs a number from 1 to 2147483647, not '3000000000'",
        "world --monster-limit x|2|retrokit rogue world|--monster-limit needs a number from 1 to 1000000, not 'x'",
        "world --format=xml|2|retrokit rogue world|--format needs text, json or csv, not 'xml'",
        "world --timeout-ms=0|2|retrokit rogue world|--timeout-ms needs a number from 1 to 2147483647, not '0'",
        "world --max-turns=|2|retrokit rogue world|--max-turns needs a number from 1 to 2147483647, not ''",
        "world --trace=yes|2|retrokit rogue world|--trace takes no value",
        "world --in-process=1|2|retrokit rogue world|--in-process takes no value",
        "world --bogus=1|2|retrokit rogue world|unknown option '--bogus'",
        "player --monster-limit=0 6 0 3 1 0|2|retrokit rogue player|--monster-limit needs a number from 1 to 1000000, not '0'",
    })
    void usageErrors(String args, int status, String prog, String message) {
        String[] argv = args.isEmpty() ? new String[0] : args.split(" ");
        assertEquals(status, run("", argv));
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(prog + ": " + message + "\ntry '" + prog + " --help'\n", stderr);
        assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing on stdout, not even READY");
    }

    @Test
    void aTurnLimitStopsTheWorldWithExitStatus5(@TempDir Path dir) throws Exception {
        Path c = CPrograms.binaries();
        // The player asks every turn for the cell of a harmless monster: without a limit this game never ends.
        String input = "7 5\n2 0\n2 2\n" + c.resolve("c_player") + " 0 0 0\n2\n" + c.resolve("c_monster")
                + " a 2 1 1 0 0 9\n" + c.resolve("c_monster") + " b 5 3 1 0 0 9\n";
        Files.writeString(dir.resolve("endless.txt"), input);
        List<String> command = new ArrayList<>(CPrograms.javaCommand());
        command.addAll(List.of("world", "--max-turns", "4"));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectInput(dir.resolve("endless.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(Main.EXIT_TURN_LIMIT, p.exitValue());
        assertEquals("##+####\n#.a...#\n#.@...#\n#....b#\n#######\n\n".repeat(5), stdout);
        assertEquals("world: stopped at the turn limit, after turn 4; no winner\n", Files.readString(dir.resolve("err.txt")));
    }

    @Test
    void malformedWorldInputIsExitStatus3WithTheLine() {
        assertEquals(Main.EXIT_BAD_INPUT, run("6 8\n2 0\n3 three\n", "world"));
        assertEquals("world: stdin:3: expected player y (an integer), found 'three'\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void extraPlayerArgumentsAreReportedOnThePlayerLine() {
        assertEquals(Main.EXIT_BAD_INPUT, run("10 10\n6 0\n6 6\n./player 3 1 3 7\n1\n./monster D 1 1 100 100 4 2\n",
                "world"));
        assertEquals("world: stdin:4: the player line './player 3 1 3 7' has 4 arguments after the executable, expected 3 "
                + "(the world runs it as <executable> <doorX> <doorY> <arg3> <arg4> <arg5>)\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aChildThatCannotStartIsExitStatus4() {
        assertEquals(Main.EXIT_START_FAILED, run("6 8\n2 0\n3 3\n./no-such-player-here 3 2 0\n0\n", "world"));
        assertEquals("world: cannot start ./no-such-player-here: No such file or directory\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theWorldCommandPlaysAGameWithTrace(@TempDir Path dir) throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        Path input = dir.resolve("inp4.txt");
        try (InputStream in = getClass().getResourceAsStream("/rogue/inp4.txt")) {
            Files.copy(in, input);
        }
        List<String> command = new ArrayList<>(CPrograms.javaCommand());
        command.addAll(List.of("world", "--trace", "--timeout-ms", "60000"));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectInput(input.toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        try (InputStream expected = getClass().getResourceAsStream("/rogue/out4.txt")) {
            assertEquals(new String(expected.readAllBytes(), StandardCharsets.US_ASCII), stdout);
        }
        List<String> trace = Files.readAllLines(dir.resolve("err.txt"));
        assertEquals("trace: turn 0: player -> world: pr_ready", trace.get(0));
        assertTrue(trace.contains("trace: turn 1: world -> player: player_message{pos=(6,6) total_damage=0 alive=1 "
                + "monsters=[(1,1)] game_over=false}"), trace.toString());
        assertTrue(trace.contains("trace: turn 1: player -> world: pr_move (6,5)"), trace.toString());
        assertTrue(trace.contains("trace: turn 1: monster D#1 -> world: mr_move (2,2)"), trace.toString());
        assertTrue(trace.contains("trace: turn 3: player -> world: no response: closed the connection without a "
                + "response"), trace.toString());
        assertEquals(List.of(), ProcessHygiene.children());
    }

    /** SIGTERM (what a supervisor sends) mid-game: the world kills and reaps even a child that would ignore EOF. */
    @Test
    void aWorldEndedBySigtermLeavesNoChildBehind(@TempDir Path dir) throws Exception {
        Path stubborn = dir.resolve("stubborn");
        Files.writeString(stubborn, "#!/bin/sh\nhead -c 12 /dev/zero\nexec sleep 600\n"); // ready, then deaf
        assertTrue(stubborn.toFile().setExecutable(true));
        String input = "9 9\n1 0\n4 4\n" + CPrograms.binaries().resolve("c_player") + " 0 0 0\n1\n"
                + stubborn + " s 2 2 5 1 1 1\n";
        Files.writeString(dir.resolve("input.txt"), input);
        List<String> command = new ArrayList<>(CPrograms.javaCommand());
        command.add("world");
        Process world = new ProcessBuilder(command).redirectInput(dir.resolve("input.txt").toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        List<ProcessHandle> children = List.of();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (children.size() < 2 && System.nanoTime() < deadline) {
            Thread.sleep(50);
            children = world.children().toList();
        }
        assertEquals(2, children.size(), Files.readString(dir.resolve("err.txt")));
        Thread.sleep(2000); // mid-game: the world now waits (30 s) for the deaf monster's first response
        world.destroy(); // SIGTERM
        assertTrue(world.waitFor(60, TimeUnit.SECONDS));
        for (ProcessHandle child : children) {
            assertTrue(child.onExit().completeOnTimeout(null, 10, TimeUnit.SECONDS).get() != null || !child.isAlive(),
                    "left behind: " + child.info().commandLine().orElse("pid " + child.pid()));
        }
    }
}
