package io.github.retrokit.rogue.cli;

import io.github.retrokit.rogue.transport.CPrograms;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code rogue world} as a user runs it: a JVM of its own, the input on stdin, children in its working directory. */
class WorldCommandTest {

    /** The initial map and the final one repeating it, of a game whose player leaves on its first message. */
    private static final String LEFT_AT_ONCE = ("######+###\n#D.......#\n" + "#........#\n".repeat(4) + "#.....@..#\n"
            + "#........#\n".repeat(2) + "##########\n\n").repeat(2);

    /** A player that leaves on its first message (in the given way), and a monster that could not hurt it in time. */
    private static final String LEAVING = "10 10\n6 0\n6 6\n./bad_player %s 0 0\n1\n./monster D 1 1 100 1 4 100\n";

    @TempDir
    Path dir;

    /** What one run of the world printed and how it ended. */
    private record Run(int status, String stdout, String stderr) {
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = WorldCommandTest.class.getResourceAsStream("/rogue/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    private Process start(String input, String... options) throws IOException {
        Files.writeString(dir.resolve("input.txt"), input);
        List<String> command = new ArrayList<>(CPrograms.javaCommand());
        command.add("world");
        command.addAll(List.of(options));
        return new ProcessBuilder(command).directory(dir.toFile()).redirectInput(dir.resolve("input.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
    }

    private Run world(String input, String... options) throws Exception {
        Process p = start(input, options);
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new Run(p.exitValue(), stdout, Files.readString(dir.resolve("err.txt")));
    }

    @ParameterizedTest(name = "inp{0}.txt naming player and monster without ./ gives out{0}.txt, like execv")
    @ValueSource(ints = {1, 4})
    void bareProgramNamesAreTheFilesOfTheWorkingDirectory(int n) throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        assertEquals(new Run(0, resource("out" + n + ".txt"), ""),
                world(resource("inp" + n + ".txt").replace("./", "")));
    }

    @Test
    void withoutMonstersThePlayerMovesOnceBeforeGameOver() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        assertEquals(new Run(0, resource("no-monsters-out.txt"), ""), world(resource("no-monsters.txt")));
        assertEquals(new Run(0, resource("no-monsters-out.txt"), ""), world(resource("no-monsters.txt"),
                "--in-process"));
    }

    @ParameterizedTest(name = "world --in-process --format json|csv < inp{0}.txt: the result instead of the maps")
    @ValueSource(ints = {1, 4})
    void machineReadableResultsReplaceTheMaps(int n) throws Exception {
        for (String format : List.of("json", "csv")) {
            Run run = world(resource("inp" + n + ".txt"), "--in-process", "--format", format);
            assertEquals(new Run(0, resource("results/out" + n + "." + format), ""), run);
        }
        GameResultDocument parsed = GameResultDocument.parseJson(resource("results/out" + n + ".json"));
        assertEquals(GameResultDocument.parseCsv(resource("results/out" + n + ".csv")), parsed);
    }

    @Test
    void aTurnLimitKeepsItsExitStatusWithAResult() throws Exception {
        for (String format : List.of("json", "csv")) {
            Run run = world(resource("inp1.txt"), "--in-process", "--max-turns", "2", "--format", format);
            assertEquals(new Run(Main.EXIT_TURN_LIMIT, resource("results/turn-limit." + format),
                    "world: stopped at the turn limit, after turn 2; no winner\n"), run);
        }
    }

    @Test
    void diagnosticsAboutMisbehavingChildrenAreInTheResult() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "bad_monster", "bad_monster");
        String input = "10 10\n6 0\n6 6\n./player 3 1 0\n1\n./bad_monster G 1 8 garbage 0 0 0\n";
        Run json = world(input, "--format", "json");
        GameResultDocument result = GameResultDocument.parseJson(json.stdout());
        assertEquals(1, result.diagnostics().size(), json.stdout());
        assertTrue(result.diagnostics().get(0).startsWith("monster G#1 (./bad_monster garbage 0 0 0) at (1,8): sent a "
                + "malformed monster_response: unknown monster_response type 1515870810 (expected 0 ready, 1 move, "
                + "2 attack or 3 dead) at byte offset 0 ("),
                result.diagnostics().get(0));
        Run csv = world(input, "--format", "csv");
        assertEquals(result, GameResultDocument.parseCsv(csv.stdout()));
    }

    /** {@code | head}: the world stops, reaps its children and dies quietly of SIGPIPE (141 in a shell). */
    @Test
    void aClosedStdoutEndsTheWorldQuietlyWith141() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        Process world = start(resource("inp1.txt").replace("./monster", "./monster"));
        world.getInputStream().close();
        assertTrue(world.waitFor(120, TimeUnit.SECONDS));
        assertEquals(141, world.exitValue());
        assertEquals("", Files.readString(dir.resolve("err.txt")));
        assertEquals(List.of(), world.descendants().filter(ProcessHandle::isAlive).toList(), "every child reaped");
    }

    /**
     * Children that answer game_over with one more write, a tenth of a second later: the world keeps their sockets
     * open until they are reaped, so they exit normally instead of dying of SIGPIPE.
     */
    @Test
    void aChildThatWritesOnceMoreAfterGameOverIsNotKilledBySigpipe() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "bad_monster", "bad_monster");
        CPrograms.install(dir, "bad_player", "bad_player");
        Run reached = world("10 10\n6 0\n6 6\n./player 3 1 0\n1\n./bad_monster L 1 8 lastword 0 0 0\n");
        assertEquals(0, reached.status());
        assertTrue(reached.stdout().endsWith("Game Over\nPlayer won by reaching the door\n"), reached.stdout());
        assertEquals("", reached.stderr(), "no 'killed by signal 13 (SIGPIPE)'");

        Run stopped = world("7 5\n2 0\n2 2\n./bad_player lastword 0 0\n1\n./bad_monster L 4 2 lastword 0 0 0\n",
                "--max-turns", "2");
        assertEquals(new Run(Main.EXIT_TURN_LIMIT, "##+####\n#.....#\n#.@.L.#\n#.....#\n#######\n\n".repeat(3),
                "world: stopped at the turn limit, after turn 2; no winner\n"), stopped);
    }

    /**
     * A player that closes its socket but stays alive has left: the final map and the game-over text come out at
     * once, not after the response timeout (here 10 minutes; the test's own timeout is 2). The world then waits for
     * it to exit, as the C worlds do, and reaps it.
     */
    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPlayerThatClosesItsSocketButStaysAliveHasLeftAtOnce() throws Exception {
        CPrograms.install(dir, "bad_player", "bad_player");
        CPrograms.install(dir, "c_monster", "monster");
        Process world = start(String.format(LEAVING, "leavealive"),
                "--timeout-ms", "600000");
        String expectedEnd = "Game Over\nPlayer lost by leaving the game\n";
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        InputStream in = world.getInputStream();
        while (!stdout.toString(StandardCharsets.US_ASCII).endsWith(expectedEnd)) {
            int b = in.read();
            assertTrue(b >= 0, "the world ended without the game-over text: " + stdout);
            stdout.write(b);
        }
        assertTrue(world.isAlive(), "still waiting for the player to exit");
        Optional<ProcessHandle> player = world.children().filter(c -> c.info().commandLine().orElse("")
                .contains("bad_player")).findFirst();
        assertTrue(player.isPresent(), "the player is still running");
        player.get().destroy(); // SIGTERM: it exits 0
        assertTrue(world.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, world.exitValue());
        assertEquals(LEFT_AT_ONCE + expectedEnd, stdout.toString(StandardCharsets.US_ASCII) + new String(in.readAllBytes(),
                StandardCharsets.US_ASCII), "the initial map, then the final one repeating it");
        assertEquals("", Files.readString(dir.resolve("err.txt")), "it exited cleanly: no diagnostic");
    }

    /**
     * A player that exits while a grandchild still holds its socket sends no end of stream, but it cannot answer any
     * more: it has left, at once, not after the response timeout of 10 minutes.
     */
    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPlayerThatEndsWhileAGrandchildHoldsItsSocketHasLeftAtOnce() throws Exception {
        CPrograms.install(dir, "bad_player", "bad_player");
        CPrograms.install(dir, "c_monster", "monster");
        assertEquals(new Run(0, LEFT_AT_ONCE + "Game Over\nPlayer lost by leaving the game\n", ""),
                world(String.format(LEAVING, "leavegrandchild"),
                        "--timeout-ms", "600000"));
    }

    @ParameterizedTest(name = "world --in-process < inp{0}.txt gives out{0}.txt without starting a process")
    @ValueSource(ints = {1, 4})
    void inProcessPlaysTheCourseInputsWithTheSamplesOnThreads(int n) throws Exception {
        // No ./player or ./monster in the working directory: nothing is started.
        assertEquals(new Run(0, resource("out" + n + ".txt"), ""), world(resource("inp" + n + ".txt"), "--in-process"));
    }

    @Test
    void optionsTakeTheirValueAfterAnEqualsSignToo() throws Exception {
        assertEquals(world(resource("inp1.txt"), "--in-process", "--format", "json", "--max-turns", "2"),
                world(resource("inp1.txt"), "--in-process", "--format=json", "--max-turns=2", "--timeout-ms=30000"));
    }

    @Test
    void aStdinThatCannotBeReadIsAnInputErrorExitStatus3() throws Exception {
        List<String> command = new ArrayList<>(List.of("sh", "-c", "exec \"$@\" < \"$0\"", dir.toString()));
        command.addAll(CPrograms.javaCommand());
        command.add("world");
        Process p = new ProcessBuilder(command).redirectError(dir.resolve("err.txt").toFile()).start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(new Run(Main.EXIT_BAD_INPUT, "", "world: cannot read stdin: Is a directory\n"),
                new Run(p.exitValue(), stdout, Files.readString(dir.resolve("err.txt"))), "stdin is a directory");
    }

    @Test
    void inProcessKeepsTheWorldsOptionsAndExitStatuses() throws Exception {
        Run traced = world(resource("inp4.txt"), "--in-process", "--trace", "--max-turns", "1");
        assertEquals(Main.EXIT_TURN_LIMIT, traced.status());
        assertTrue(traced.stderr().startsWith("trace: turn 0: player -> world: pr_ready\n"), traced.stderr());
        assertTrue(traced.stderr().contains("trace: turn 1: player -> world: pr_move (6,5)\n"), traced.stderr());
        assertTrue(traced.stderr().endsWith("world: stopped at the turn limit, after turn 1; no winner\n"));
        Run badArgument = world(resource("inp4.txt").replace("./player 3 1 3", "./player 3 x 3"), "--in-process");
        assertEquals(Main.EXIT_START_FAILED, badArgument.status());
        assertEquals("", badArgument.stdout());
        assertTrue(badArgument.stderr().startsWith("world: cannot start ./player: "), badArgument.stderr());
    }
}
