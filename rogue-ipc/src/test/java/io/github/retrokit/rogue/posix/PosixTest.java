package io.github.retrokit.rogue.posix;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PosixTest {

    private final Posix posix = Posix.get();

    @ParameterizedTest(name = "wait status {0}: {1}")
    @CsvSource({"0, exited with status 0", "768, exited with status 3", "11, killed by signal 11",
        "137, killed by signal 9", "65280, exited with status 255"})
    void waitStatusesAreDecodedByHand(int raw, String text) {
        assertEquals(text, ExitStatus.decode(raw).toString());
    }

    @Test
    void socketPairEndsAreCloseOnExecAndCarryBytesBothWays() throws Exception {
        SocketPair pair = posix.socketPair();
        try {
            for (int fd : new int[] {pair.parentFd(), pair.childFd()}) {
                String flags = Files.readAllLines(Path.of("/proc/self/fdinfo/" + fd)).get(1);
                assertTrue(flags.startsWith("flags:"), flags);
                assertTrue((Integer.parseInt(flags.substring(6).trim(), 8) & 02000000) != 0, "O_CLOEXEC in " + flags);
            }
            assertEquals(3, posix.send(pair.parentFd(), "abc".getBytes(StandardCharsets.US_ASCII), 0, 3));
            byte[] got = new byte[5];
            assertTrue(posix.poll(pair.childFd(), Posix.POLLIN, 1000));
            assertEquals(3, posix.read(pair.childFd(), got, 2, 3));
            assertEquals("abc", new String(got, 2, 3, StandardCharsets.US_ASCII));
            posix.setNonBlocking(pair.parentFd());
            assertEquals(0, posix.read(pair.parentFd(), got, 0, 5), "nothing to read on a non-blocking end");
            assertFalse(posix.poll(pair.parentFd(), Posix.POLLIN, 0));
            posix.close(pair.childFd());
            assertEquals(-1, posix.read(pair.parentFd(), got, 0, 5), "end of stream once the peer is closed");
            PosixException e = assertThrows(PosixException.class,
                    () -> posix.send(pair.parentFd(), new byte[1], 0, 1));
            assertEquals(32, e.errno(), "EPIPE, not SIGPIPE");
        } finally {
            posix.close(pair.parentFd());
        }
    }

    @Test
    void spawnFailuresCarryTheCallAndTheErrno() {
        PosixException e = assertThrows(PosixException.class,
                () -> posix.spawn(SpawnRequest.of("./surely-not-here", List.of(), 0)));
        assertEquals("posix_spawn(./surely-not-here)", e.call());
        assertEquals(2, e.errno());
        assertEquals("No such file or directory", e.reason());
        assertEquals("posix_spawn(./surely-not-here): No such file or directory (errno 2)", e.getMessage());
    }

    @Test
    void spawnedChildrenGetArgumentsAndAreReaped() throws Exception {
        SocketPair pair = posix.socketPair();
        try {
            int pid = posix.spawn(SpawnRequest.of("/bin/sh", List.of("-c", "echo \"$0 $1\"; exit 7", "one", "two"),
                    pair.childFd()));
            posix.close(pair.childFd());
            assertEquals(new ExitStatus(true, 7, 0), posix.waitpid(pid, false));
            byte[] out = new byte[64];
            assertTrue(posix.poll(pair.parentFd(), Posix.POLLIN, 5000));
            int n = posix.read(pair.parentFd(), out, 0, out.length);
            assertEquals("one two\n", new String(out, 0, n, StandardCharsets.US_ASCII));
            PosixException e = assertThrows(PosixException.class, () -> posix.waitpid(pid, true));
            assertEquals(10, e.errno(), "ECHILD: reaped once, gone");
        } finally {
            posix.close(pair.parentFd());
        }
    }

    /** As execv does (the course's C worlds): a program name is a path, with or without a '/', never looked up on PATH. */
    @Test
    void aProgramNameIsAPathInTheWorkingDirectoryNeverSearchedOnPath(@TempDir Path dir) throws Exception {
        Path hello = dir.resolve("hello");
        Files.writeString(hello, "#!/bin/sh\necho \"hello $1 from $(pwd -P)\"\n");
        assertTrue(hello.toFile().setExecutable(true));
        SocketPair pair = posix.socketPair();
        try {
            int pid = posix.spawn(new SpawnRequest("hello", List.of("world"), System.getenv(), pair.childFd(), null, dir));
            posix.close(pair.childFd());
            assertEquals(new ExitStatus(true, 0, 0), posix.waitpid(pid, false));
            byte[] out = new byte[4096];
            assertTrue(posix.poll(pair.parentFd(), Posix.POLLIN, 5000));
            int n = posix.read(pair.parentFd(), out, 0, out.length);
            assertEquals("hello world from " + dir.toRealPath() + "\n", new String(out, 0, n, StandardCharsets.US_ASCII));
        } finally {
            posix.close(pair.parentFd());
        }
        PosixException e = assertThrows(PosixException.class, () -> posix.spawn(
                new SpawnRequest("sh", List.of(), System.getenv(), 0, null, dir)));
        assertEquals("posix_spawn(sh): No such file or directory (errno 2)", e.getMessage(), "sh is on PATH, not in dir");
    }

    @Test
    void aChildThatEndedIsSeenWithoutBeingReaped() throws Exception {
        SocketPair pair = posix.socketPair(); // not 0: the test JVM's stdin is how Maven talks to it
        int running = posix.spawn(SpawnRequest.of("/bin/sleep", List.of("30"), pair.childFd()));
        int ending = posix.spawn(SpawnRequest.of("/bin/sh", List.of("-c", "exit 3"), pair.childFd()));
        try {
            assertFalse(posix.hasEnded(running));
            for (int tries = 0; tries < 6000 && !posix.hasEnded(ending); tries++) {
                Thread.sleep(10);
            }
            assertTrue(posix.hasEnded(ending));
            assertTrue(posix.hasEnded(ending), "still there: not reaped by looking");
            assertEquals(new ExitStatus(true, 3, 0), posix.waitpid(ending, false));
        } finally {
            posix.kill(running, Posix.SIGKILL);
            posix.waitpid(running, false);
            posix.close(pair.parentFd());
            posix.close(pair.childFd());
        }
    }

    @Test
    void signalsAreReported() throws Exception {
        SocketPair pair = posix.socketPair();
        try {
            int pid = posix.spawn(SpawnRequest.of("/bin/sleep", List.of("30"), pair.childFd()));
            assertEquals(null, posix.waitpid(pid, true), "still running");
            posix.kill(pid, Posix.SIGKILL);
            assertEquals(new ExitStatus(false, -1, 9), posix.waitpid(pid, false));
        } finally {
            posix.close(pair.parentFd());
            posix.close(pair.childFd());
        }
    }
}
