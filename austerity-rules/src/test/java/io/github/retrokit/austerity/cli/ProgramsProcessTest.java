package io.github.retrokit.austerity.cli;

import static io.github.retrokit.austerity.posix.TestPrograms.cPlayer;
import static io.github.retrokit.austerity.posix.TestPrograms.javaProgram;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.austerity.posix.ExitStatus;
import io.github.retrokit.austerity.posix.FdLineReader;
import io.github.retrokit.austerity.posix.FdWriter;
import io.github.retrokit.austerity.posix.Pipe;
import io.github.retrokit.austerity.posix.PipedChild;
import io.github.retrokit.austerity.posix.Posix;
import io.github.retrokit.austerity.posix.PosixException;
import io.github.retrokit.austerity.posix.ReadResult;
import io.github.retrokit.austerity.posix.SpawnRequest;
import io.github.retrokit.austerity.posix.TestPrograms;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Our programs as real processes (a few JVM starts only): the hub with our three players, our player under a
 * test hub speaking over pipes, and SIGINT delivered to a hub process.
 */
class ProgramsProcessTest {
    private static final long WAIT_MILLIS = 60_000;
    private final Posix posix = Posix.get();

    private static String resource(String name) throws IOException {
        try (InputStream in = ProgramsProcessTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private static String deck(Path dir) throws IOException {
        Path deck = dir.resolve("deck20.txt");
        Files.writeString(deck, resource("/hub/deck20.txt"));
        return deck.toString();
    }

    @Test
    void ourHubPlaysOurThreePlayersExactlyAsTheInProcessGame(@TempDir Path dir) throws IOException {
        String deck = deck(dir);
        CliRun hub = CliRun.of("hub", "7", "5", deck, javaProgram("shenzi").toString(), javaProgram("banzai").toString(),
                javaProgram("ed").toString(), "--timeout", Long.toString(WAIT_MILLIS));
        assertEquals(0, hub.status(), hub.stderr());
        assertEquals("", hub.stderr());
        // Rounds 1-2 worked out by hand from the rules; the whole game must be the engine's in-process game.
        assertTrue(hub.stdout().startsWith(resource("/hub/deck20-7-5-shenzi-banzai-ed-rounds-1-2.out")), hub.stdout());
        assertTrue(hub.stdout().matches("(?s).*\nWinner\\(s\\) [A-C](,[A-C])*\n"));
        assertEquals(CliRun.of("game", "7", "5", deck, "shenzi", "banzai", "ed").stdout(), hub.stdout());
    }

    @Test
    void ourHubPlaysACShenziBesideOurJavaPlayersExactlyAsTheInProcessGame(@TempDir Path dir) throws IOException {
        String deck = deck(dir);
        CliRun hub = CliRun.of("hub", "7", "15", deck, javaProgram("ed").toString(), TestPrograms.cStrategy("shenzi").toString(),
                javaProgram("banzai").toString());
        assertEquals(0, hub.status(), hub.stderr());
        assertEquals("", hub.stderr());
        assertEquals(CliRun.of("game", "7", "15", deck, "ed", "shenzi", "banzai").stdout(), hub.stdout());
    }

    @Test
    void aCHubDrivesOurPlayerRunningAUserStrategyByClassName(@TempDir Path dir) throws Exception {
        String ours = javaProgram("always-wild", "player " + AlwaysWild.class.getName()).toString();
        Process cHub = new ProcessBuilder(TestPrograms.cProgram("wildhub").toString(), "3", "7", deck(dir),
                cPlayer("wild").toString(), ours).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String printed = new String(cHub.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        assertTrue(cHub.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS));
        assertEquals(0, cHub.exitValue(), printed);
        List<String> turns = printed.lines().skip(8).toList();
        assertEquals(List.of("Player A took a wild", "Player B took a wild", "Player A took a wild", "Player B took a wild",
                "Player A took a wild", "Player B took a wild", "Winner(s) A,B"), turns, printed);
    }

    @Test
    void ourPlayerAnswersATestHubOverPipes() throws IOException {
        Pipe in = posix.pipe();
        Pipe out = posix.pipe();
        Pipe err = posix.pipe();
        int pid = posix.spawnp(new SpawnRequest(List.of(javaProgram("shenzi").toString(), "2", "0"),
                in.readFd(), out.writeFd(), err.writeFd(), null));
        for (int fd : new int[] {in.readFd(), out.writeFd(), err.writeFd()}) {
            posix.close(fd);
        }
        FdWriter toPlayer = new FdWriter(posix, in.writeFd());
        FdLineReader replies = new FdLineReader(posix, out.readFd(), 1024);
        List<String> answers = new ArrayList<>();
        for (String message : resource("/player/shenzi-A-of-2.in").lines().toList()) {
            assertEquals(FdWriter.Outcome.WRITTEN, toPlayer.writeFully((message + "\n").getBytes(), WAIT_MILLIS, -1));
            if (message.equals("dowhat")) {
                ReadResult reply = replies.readLine(WAIT_MILLIS, -1);
                answers.add(((ReadResult.Line) reply).text());
            }
        }
        String stderr = drain(err.readFd());
        assertEquals(new ExitStatus.Exited(0), posix.waitFor(pid));
        assertEquals(resource("/player/shenzi-A-of-2.out").lines().toList(), answers);
        assertEquals(resource("/player/shenzi-A-of-2.err"), stderr);
        assertEquals(new ReadResult.EndOfFile(""), replies.readLine(WAIT_MILLIS, -1));
        for (int fd : new int[] {in.writeFd(), out.readFd(), err.readFd()}) {
            posix.close(fd);
        }
    }

    private String drain(int fd) throws PosixException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        for (int n = posix.read(fd, buffer); n > 0; n = posix.read(fd, buffer)) {
            bytes.write(buffer, 0, n);
        }
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }

    @Test
    void sigintStopsAHubProcessWithStatus10AndKillsItsPlayers(@TempDir Path dir) throws Exception {
        // Started as a shell starts a background job: with SIGINT ignored, which the hub must override; and with
        // the C library bound by reflection, as ./retrokit starts the hub.
        ProcessBuilder builder = new ProcessBuilder("sh", "-c", "trap '' INT; exec \"$@\"", "sh", TestPrograms.java(),
                "-Djnr.ffi.asm.enabled=false", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "hub", "7", "5", deck(dir),
                cPlayer("silent").toString(), cPlayer("stubborn").toString(), "--timeout", "0");
        builder.environment().put("PIDDIR", dir.toString());
        Process hub = builder.start();
        List<String> opening = new ArrayList<>();
        BufferedReader stdout = new BufferedReader(new InputStreamReader(hub.getInputStream(), StandardCharsets.ISO_8859_1));
        while (opening.size() < 8) {
            opening.add(stdout.readLine());
        }
        posix.kill((int) hub.pid(), Posix.SIGINT);
        assertTrue(hub.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS));
        assertEquals(10, hub.exitValue());
        assertEquals("SIGINT caught\n", new String(hub.getErrorStream().readAllBytes(), StandardCharsets.ISO_8859_1));
        assertEquals(null, stdout.readLine());
        for (String id : List.of("0", "1")) {
            int player = Integer.parseInt(Files.readString(dir.resolve(id + ".pid")).strip());
            PosixException gone = assertThrows(PosixException.class, () -> posix.kill(player, 0), "player " + id + " survived");
            assertEquals("ESRCH", gone.errnoName());
        }
    }

    @Test
    void sigtermKillsAHubProcessQuietlyAndItsPlayersWithIt(@TempDir Path dir) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(TestPrograms.java(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "hub", "7", "5", deck(dir), cPlayer("silent").toString(), cPlayer("stubborn").toString());
        builder.environment().put("PIDDIR", dir.toString());
        Process hub = builder.start();
        BufferedReader stdout = new BufferedReader(new InputStreamReader(hub.getInputStream(), StandardCharsets.ISO_8859_1));
        for (int line = 0; line < 8; line++) {
            stdout.readLine();
        }
        posix.kill((int) hub.pid(), Posix.SIGTERM);
        assertTrue(hub.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS));
        String stderr = new String(hub.getErrorStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        assertEquals(128 + Posix.SIGTERM, hub.exitValue(), stderr);
        assertFalse(stderr.contains("SIGINT caught"), stderr);
        for (String id : List.of("0", "1")) {
            int player = Integer.parseInt(Files.readString(dir.resolve(id + ".pid")).strip());
            PosixException gone = assertThrows(PosixException.class, () -> posix.kill(player, 0), "player " + id + " survived");
            assertEquals("ESRCH", gone.errnoName());
        }
    }

    @Test
    void ctrlCReachesThePlayersTooAndTheHubStillExits10WithoutReports(@TempDir Path dir) throws Exception {
        // As from a terminal: the hub leads a process group its players join, and SIGINT goes to the whole group.
        // The silent players die of it at once and close their pipes, usually before the JVM runs our handler.
        Process hub = new ProcessBuilder("setsid", TestPrograms.java(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "hub", "7", "5", deck(dir), cPlayer("silent").toString(), cPlayer("silent").toString())
                .start();
        BufferedReader stdout = new BufferedReader(new InputStreamReader(hub.getInputStream(), StandardCharsets.ISO_8859_1));
        for (int line = 0; line < 8; line++) {
            stdout.readLine();
        }
        posix.kill(-(int) hub.pid(), Posix.SIGINT);
        assertTrue(hub.waitFor(WAIT_MILLIS, TimeUnit.MILLISECONDS));
        String stderr = new String(hub.getErrorStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        assertEquals(10, hub.exitValue(), stderr);
        assertEquals("SIGINT caught\n", stderr, "no disconnect, no report of the players' signal 2");
        assertEquals(null, stdout.readLine(), "no 'Game ended due to disconnect'");
    }

    /**
     * Killed by SIGINT, SIGTERM or SIGHUP at once, as a C player: the wait status is WIFSIGNALED, not the JVM's exit
     * status 128+N, and the message the hub sends right after the signal ({@code eog}, which would end the game
     * with exit 0) is never handled. Started both as a bare {@code java} command (the player's main resets the
     * JVM's handlers) and with {@code -Xrs}, as {@code ./retrokit} starts it.
     */
    @ParameterizedTest(name = "signal {0}, JVM options ''{1}''")
    @CsvSource({"2, ''", "15, ''", "1, ''", "2, -Xrs", "15, -Xrs", "1, -Xrs"})
    void ourPlayerDiesOfTheSignalAtOnceNotWithTheJvmsStatusNorAfterTheNextMessage(int signal, String jvmOptions)
            throws Exception {
        Path program = jvmOptions.isEmpty() ? javaProgram("shenzi") : TestPrograms.javaProgram("shenzi" + jvmOptions, jvmOptions, "shenzi");
        try (PipedChild player = PipedChild.start(posix, List.of(program.toString(), "2", "0"))) {
            FdWriter toPlayer = new FdWriter(posix, player.toChild());
            assertEquals(FdWriter.Outcome.WRITTEN, toPlayer.writeFully("tokens7\ndowhat\n".getBytes(), WAIT_MILLIS, -1));
            assertEquals(new ReadResult.Line("take1,1,1,0"),
                    new FdLineReader(posix, player.fromChild(), 100).readLine(WAIT_MILLIS, -1), "running, past main's start");
            posix.kill(player.pid(), signal);
            toPlayer.writeFully("eog\n".getBytes(), WAIT_MILLIS, -1); // may find the player gone: either is fine
            assertEquals(new ExitStatus.Signaled(signal), posix.waitFor(player.pid()));
        }
    }
}
