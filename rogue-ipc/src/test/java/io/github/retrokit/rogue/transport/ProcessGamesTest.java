package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.wire.WireFormat;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameOutcome;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.RogueGameStartException;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Real processes: C peers built with gcc, our own CLI as a child, misbehaving children, leaks. */
class ProcessGamesTest {

    @TempDir
    Path dir;

    @AfterEach
    void noChildIsLeftBehind() throws IOException {
        ProcessHygiene.assertNoChildren();
    }

    static String resource(String name) throws IOException {
        try (InputStream in = ProcessGamesTest.class.getResourceAsStream("/rogue/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    /**
     * The response timeout of a game with a child that never answers: every other child must answer within it, so it
     * is long enough for a loaded machine; games whose children all answer have the default 30 s.
     */
    private static final Duration SILENT_TIMEOUT = Duration.ofSeconds(5);

    private static Duration timeoutFor(String mode) {
        return mode.equals("silent") ? SILENT_TIMEOUT : RogueGameOptions.DEFAULT_TIMEOUT;
    }

    private RogueGameResult play(String input, Duration timeout, StringBuilder out) throws Exception {
        WorldInput world = WorldInputParser.parse(new StringReader(input), "input", 20);
        ProcessTransport transport = ProcessTransport.create(WireFormat.course()).inDirectory(dir)
                .stderrTo(dir.resolve("stderr.txt"));
        return RogueGame.play(world, transport, out, RogueGameOptions.defaults().withTimeout(timeout));
    }

    @ParameterizedTest(name = "MONSTER_LIMIT {0}: gcc lays out the structs as the codec does")
    @ValueSource(ints = {1, 7, 20})
    void gccLaysOutTheStructsAsTheCodecDoes(int limit) throws Exception {
        WireFormat w = WireFormat.withMonsterLimit(limit);
        String expected = "coordinate 8 x=0 y=4\n"
                + "monster_message " + WireFormat.MONSTER_MESSAGE_SIZE
                + " new_position=0 damage=8 player_coordinate=12 game_over=20\n"
                + "monster_response " + WireFormat.MONSTER_RESPONSE_SIZE + " mr_type=0 mr_content=4\n"
                + "player_message " + w.playerMessageSize() + " new_position=0 total_damage=8 alive_monster_count=12 "
                + "monster_coordinates=16 game_over=" + (16 + 8 * limit) + "\n"
                + "player_response " + w.playerResponseSize() + " pr_type=0 pr_content=4\n";
        Path layout = CPrograms.build("layout" + limit, "-DMONSTER_LIMIT=" + limit, "layout.c");
        assertEquals(expected, run(List.of(layout.toString()), ""));
    }

    @Test
    void aMonsterLimitOf7WorksBothWays() throws Exception {
        Path c = Files.createDirectories(dir.resolve("c"));
        Files.copy(CPrograms.build("c_player7", "-DMONSTER_LIMIT=7", "c_player.c"), c.resolve("player"));
        CPrograms.install(c, "c_monster", "monster");
        WorldInput world = WorldInputParser.parse(new StringReader(resource("inp1.txt")), "inp1.txt", 7);
        StringBuilder out = new StringBuilder();
        WireFormat seven = WireFormat.withMonsterLimit(7);
        RogueGame.play(world, ProcessTransport.create(seven).inDirectory(c), out, RogueGameOptions.defaults());
        assertEquals(resource("out1.txt"), out.toString(), "our world --monster-limit 7, C player built with 7");

        Path java = Files.createDirectories(dir.resolve("java"));
        CPrograms.installJava(java, "player", "player --monster-limit 7");
        CPrograms.install(java, "c_monster", "monster");
        Path cWorld = CPrograms.build("c_world7", "-DMONSTER_LIMIT=7", "c_world.c");
        assertEquals(resource("out1.txt"), run(List.of(cWorld.toString()), resource("inp1.txt"), java),
                "C world built with 7, our player --monster-limit 7");
    }

    @ParameterizedTest(name = "inp{0}.txt with a C player and C monsters gives out{0}.txt")
    @ValueSource(ints = {1, 4})
    void cPeersUnderOurWorld(int n) throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        assertGoldenGame(n);
    }

    /** The C worlds start children with execv: {@code player}, like {@code ./player}, is the file in the working directory. */
    @ParameterizedTest(name = "inp{0}.txt naming player and monster without ./ gives out{0}.txt")
    @ValueSource(ints = {1, 4})
    void bareNamesAreProgramsOfTheWorkingDirectory(int n) throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        String input = resource("inp" + n + ".txt").replace("./", "");
        assertTrue(input.contains("\nplayer ") && input.contains("\nmonster "), input);
        StringBuilder out = new StringBuilder();
        RogueGameResult result = play(input, RogueGameOptions.DEFAULT_TIMEOUT, out);
        assertEquals(resource("out" + n + ".txt"), out.toString());
        assertEquals(List.of(), result.diagnostics());
    }

    @ParameterizedTest(name = "inp{0}.txt with our Java player and monster as processes gives out{0}.txt")
    @ValueSource(ints = {1, 4})
    void javaPeersAsProcesses(int n) throws Exception {
        CPrograms.installJava(dir, "player", "player");
        CPrograms.installJava(dir, "monster", "monster");
        assertGoldenGame(n);
    }

    /** inp{n}.txt played with ./player and ./monster of {@code dir} prints out{n}.txt, with no diagnostic. */
    private void assertGoldenGame(int n) throws Exception {
        StringBuilder out = new StringBuilder();
        RogueGameResult result = play(resource("inp" + n + ".txt"), RogueGameOptions.DEFAULT_TIMEOUT, out);
        assertEquals(resource("out" + n + ".txt"), out.toString());
        assertEquals(List.of(), result.diagnostics());
    }

    @Test
    void ourJavaMonsterUnderACHarness() throws Exception {
        List<String> command = new ArrayList<>(List.of(CPrograms.binaries().resolve("harness").toString(), "monster"));
        command.addAll(CPrograms.javaCommand());
        command.addAll(List.of("monster", "10", "2", "1", "2"));
        // (1,1) far from the player: steps diagonally; then 5 damage (4 net) and still too far; then 20 kills it.
        String script = "1 1 0 5 5 0\n3 3 5 5 5 0\n4 4 0 5 5 0\n4 4 20 5 5 0\n";
        assertEquals("READY\nMOVE 2 2\nMOVE 4 4\nATTACK 2\nDEAD\nEXIT 0\n", run(command, script));
    }

    @Test
    void ourJavaPlayerUnderACHarness() throws Exception {
        List<String> command = new ArrayList<>(List.of(CPrograms.binaries().resolve("harness").toString(), "player"));
        command.addAll(CPrograms.javaCommand());
        command.addAll(List.of("player", "6", "0", "3", "1", "0"));
        // Vector C1-like: a monster in range is attacked (index 1), then it moves, then game over ends it.
        String script = "6 6 0 0 2 1 1 6 7\n6 6 0 0 1 1 1\n6 5 0 1 0\n";
        assertEquals("READY\nATTACK 0 7\nMOVE 6 5\nEXIT 0\n", run(command, script));
    }

    @ParameterizedTest(name = "our {0}, like a C {0}, dies of SIGPIPE when its reply finds the world gone")
    @CsvSource({"monster, c_monster, '!1 1 0 5 5 0', 10 2 1 2", "player, c_player, '!6 6 0 0 0', 6 0 3 1 0"})
    void aReplyToAWorldThatHungUpIsDeathBySigpipe(String kind, String cProgram, String script, String args)
            throws Exception {
        List<String> java = new ArrayList<>(List.of(CPrograms.binaries().resolve("harness").toString(), kind));
        java.addAll(CPrograms.javaCommand());
        java.add(kind);
        java.addAll(List.of(args.split(" ")));
        List<String> c = new ArrayList<>(List.of(CPrograms.binaries().resolve("harness").toString(), kind,
                CPrograms.binaries().resolve(cProgram).toString()));
        c.addAll(List.of(args.split(" ")));
        assertEquals("READY\nSIGNAL 13\n", run(c, script + "\n"), "the C " + kind);
        assertEquals("READY\nSIGNAL 13\n", run(java, script + "\n"), "our " + kind + " as a process");
    }

    @Test
    void childrenGetOnlyStdinStdoutAndStderr() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "bad_monster", "bad_monster");
        StringBuilder out = new StringBuilder();
        RogueGameResult result = play("6 6\n2 0\n2 4\n./player 3 1 0\n1\n./bad_monster F 4 4 fds 0 0 0\n",
                RogueGameOptions.DEFAULT_TIMEOUT, out);
        assertEquals(RogueGameOutcome.REACHED, result.outcome());
        assertEquals("fds: 0 1 2\n", Files.readString(dir.resolve("stderr.txt")),
                "stdin and stdout on the socket, stderr redirected, nothing else inherited");
    }

    private static final String WITH_BAD_MONSTER = "10 10\n6 0\n6 6\n./player 3 1 0\n2\n"
            + "./bad_monster B 1 8 %s 0 0 0\n./monster D 1 1 100 1 4 100\n";

    @ParameterizedTest(name = "a monster that {0} is removed: {1}")
    @CsvSource(delimiter = '|', value = {
        "garbage|sent a malformed monster_response: unknown monster_response type 1515870810 (expected 0 ready, "
                + "1 move, 2 attack or 3 dead) at byte offset 0 (",
        "wrongtype|sent mr_ready during the game (",
        "half|sent a truncated response: end of stream after 6 of 12 bytes of a monster_response at byte offset 6 (",
        "silent|sent no response in time (response timeout 5000 ms) (killed by the world with SIGKILL)",
        "crash|closed the connection without a response (killed by signal 11 (SIGSEGV))",
    })
    void misbehavingMonsters(String mode, String problem) throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        CPrograms.install(dir, "bad_monster", "bad_monster");
        StringBuilder out = new StringBuilder();
        RogueGameResult result = play(String.format(WITH_BAD_MONSTER, mode), timeoutFor(mode), out);
        assertEquals(RogueGameOutcome.REACHED, result.outcome(), "the game goes on without it");
        assertEquals(1, result.diagnostics().size(), result.diagnostics().toString());
        String expected = "monster B#1 (./bad_monster " + mode + " 0 0 0) at (1,8): " + problem;
        assertTrue(result.diagnostics().get(0).startsWith(expected), result.diagnostics().get(0));
        assertTrue(result.diagnostics().get(0).endsWith("; removed from the game"));
        assertTrue(out.toString().endsWith("Game Over\nPlayer won by reaching the door\n"));
    }

    @ParameterizedTest(name = "a player that {0} counts as leaving: {1}")
    @CsvSource(delimiter = '|', value = {
        "garbage|sent a malformed player_response: unknown player_response type 1515870810",
        "wrongtype|sent pr_ready during the game",
        "half|sent a truncated response: end of stream after 42 of 84 bytes of a player_response at byte offset 42",
        "crash|closed the connection without a response (killed by signal 11 (SIGSEGV))",
        "silent|sent no response in time (response timeout 5000 ms) (killed by the world with SIGKILL)",
    })
    void misbehavingPlayers(String mode, String problem) throws Exception {
        CPrograms.install(dir, "bad_player", "bad_player");
        CPrograms.install(dir, "c_monster", "monster");
        StringBuilder out = new StringBuilder();
        RogueGameResult result = play("10 10\n6 0\n6 6\n./bad_player " + mode + " 0 0\n1\n./monster D 1 1 100 1 4 100\n",
                timeoutFor(mode), out);
        assertEquals(RogueGameOutcome.LEFT, result.outcome());
        assertEquals(1, result.diagnostics().size(), result.diagnostics().toString());
        assertTrue(result.diagnostics().get(0).startsWith("player (./bad_player 6 0 " + mode + " 0 0): " + problem),
                result.diagnostics().get(0));
        assertTrue(result.diagnostics().get(0).endsWith("; counted as leaving the game"));
        assertTrue(out.toString().endsWith("Game Over\nPlayer lost by leaving the game\n"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "./monstr|cannot start ./monstr: No such file or directory",
        "./not_executable|cannot start ./not_executable: Permission denied",
        "monstr|cannot start monstr: No such file or directory",
        "sleep|cannot start sleep: No such file or directory", // on PATH, but execv does not look there
        "./bad_monster|monster B#1 (./bad_monster noready 0 0 0) at (1,8): closed the connection before sending ready "
                + "(exited with status 3)",
    })
    void gamesThatCannotStartSaySoAndLeaveNothingBehind(String exe, String message) throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "bad_monster", "bad_monster");
        Files.writeString(dir.resolve("not_executable"), "#!/bin/sh\n");
        StringBuilder out = new StringBuilder();
        RogueGameStartException e = assertThrows(RogueGameStartException.class,
                () -> play("10 10\n6 0\n6 6\n./player 3 1 0\n1\n" + exe + " B 1 8 noready 0 0 0\n",
                        RogueGameOptions.DEFAULT_TIMEOUT, out));
        assertEquals(message, e.getMessage());
        assertEquals("", out.toString(), "nothing printed");
    }

    @Test
    void aChildThatNeverSendsReadyIsKilledAfterTheTimeout() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        StringBuilder out = new StringBuilder();
        // sleep(1), run as "/bin/sleep 30 0 0 0": it never writes anything.
        RogueGameStartException e = assertThrows(RogueGameStartException.class,
                () -> play("10 10\n6 0\n6 6\n./player 3 1 0\n1\n/bin/sleep S 1 8 30 0 0 0\n", SILENT_TIMEOUT, out));
        assertEquals("monster S#1 (/bin/sleep 30 0 0 0) at (1,8): sent no response in time (response timeout 5000 ms) "
                + "(killed by the world with SIGKILL)", e.getMessage());
        assertEquals("", out.toString(), "nothing printed");
    }

    @Test
    void moreMonstersThanTheWireCarriesIsAStartErrorBeforeAnythingStarts() throws Exception {
        WorldInput world = WorldInputParser.parse(new StringReader(resource("inp1.txt")), "inp1.txt", 20);
        RogueGameStartException e = assertThrows(RogueGameStartException.class, () -> RogueGame.play(world,
                ProcessTransport.create(WireFormat.withMonsterLimit(1)).inDirectory(dir), new StringBuilder(),
                RogueGameOptions.defaults()));
        assertEquals("2 monsters exceed MONSTER_LIMIT 1 of the children's messages", e.getMessage());
    }

    @Test
    void aHundredGamesLeaveNoZombiesAndNoDescriptors() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        CPrograms.install(dir, "bad_monster", "bad_monster");
        String input = resource("inp1.txt");
        String misbehaving = String.format(WITH_BAD_MONSTER, "half");
        play(input, RogueGameOptions.DEFAULT_TIMEOUT, new StringBuilder()); // warm up: bindings loaded once,
        play(misbehaving, RogueGameOptions.DEFAULT_TIMEOUT, new StringBuilder()); // the error path's classes too
        int descriptors = ProcessHygiene.openDescriptors();
        for (int game = 0; game < 100; game++) {
            StringBuilder out = new StringBuilder();
            play(game % 10 == 9 ? misbehaving : input, RogueGameOptions.DEFAULT_TIMEOUT, out);
            assertTrue(out.toString().contains("Game Over"));
        }
        assertEquals(List.of(), ProcessHygiene.children(), "no zombies, no stray children");
        ProcessHygiene.assertDescriptorsBackTo(descriptors);
    }

    @Test
    void gamesRunSideBySideInOneJvm() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        String input = resource("inp1.txt");
        List<Future<String>> games = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (int i = 0; i < 8; i++) {
                games.add(pool.submit(() -> {
                    StringBuilder out = new StringBuilder();
                    play(input, RogueGameOptions.DEFAULT_TIMEOUT, out);
                    return out.toString();
                }));
            }
            for (Future<String> game : games) {
                assertEquals(resource("out1.txt"), game.get(120, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Runs a command with stdin text; returns its stdout (it must exit 0 within the time limit). */
    static String run(List<String> command, String stdin) throws IOException, InterruptedException {
        return run(command, stdin, Path.of("."));
    }

    /** The same, in {@code directory}. */
    static String run(List<String> command, String stdin, Path directory) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(directory.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.US_ASCII));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue(), out);
        return out;
    }
}
