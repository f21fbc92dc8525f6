package io.github.retrokit.austerity.posix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class PosixTest {
    private final Posix posix = Posix.get();

    /** Runs {@code sh -c script} as a piped child and returns every line it prints plus how it ended. */
    private record Run(List<String> lines, ExitStatus status) {
    }

    private Run sh(String script) throws PosixException {
        return sh(posix, script);
    }

    private static Run sh(Posix posix, String script) throws PosixException {
        try (PipedChild child = PipedChild.start(posix, List.of("sh", "-c", script))) {
            child.closeToChild();
            FdLineReader reader = new FdLineReader(posix, child.fromChild(), 1000);
            List<String> lines = new ArrayList<>();
            ReadResult r;
            while ((r = reader.readLine(30_000, -1)) instanceof ReadResult.Line line) {
                lines.add(line.text());
            }
            assertInstanceOf(ReadResult.EndOfFile.class, r);
            return new Run(lines, posix.waitFor(child.pid()));
        }
    }

    @Test
    void catEchoesALineAndExitsZeroAtEndOfInput() throws PosixException {
        try (PipedChild cat = PipedChild.start(posix, List.of("cat"))) {
            FdWriter writer = new FdWriter(posix, cat.toChild());
            assertEquals(FdWriter.Outcome.WRITTEN, writer.writeFully("hello\n".getBytes(), 30_000, -1));
            FdLineReader reader = new FdLineReader(posix, cat.fromChild(), 100);
            assertEquals(new ReadResult.Line("hello"), reader.readLine(30_000, -1));
            cat.closeToChild();
            assertInstanceOf(ReadResult.EndOfFile.class, reader.readLine(30_000, -1));
            assertEquals(new ExitStatus.Exited(0), posix.waitFor(cat.pid()));
        }
    }

    @Test
    void aMissingProgramIsReportedWithTheSpawnCallAndEnoent() {
        PosixException e = assertThrows(PosixException.class,
                () -> PipedChild.start(posix, List.of("retrokit-no-such-program-xyz")));
        assertEquals("posix_spawnp(retrokit-no-such-program-xyz)", e.call());
        assertEquals(2, e.errno());
        assertEquals("ENOENT", e.errnoName());
        assertEquals("posix_spawnp(retrokit-no-such-program-xyz): ENOENT (No such file or directory)", e.getMessage());
    }

    @Test
    void aFileWithoutExecutePermissionIsEacces(@TempDir Path dir) throws IOException {
        Path script = Files.writeString(dir.resolve("player"), "#!/bin/sh\nexit 0\n");
        PosixException e = assertThrows(PosixException.class,
                () -> PipedChild.start(posix, List.of(script.toString())));
        assertEquals("EACCES", e.errnoName());
    }

    @Test
    void anExecutableWithoutInterpreterLineRunsUnderShLikeExecvp(@TempDir Path dir) throws IOException {
        Path script = Files.writeString(dir.resolve("player"), "echo ran \"$@\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        try (PipedChild child = PipedChild.start(posix, List.of(script.toString(), "2", "1"))) {
            child.closeToChild();
            assertEquals(new ReadResult.Line("ran 2 1"), new FdLineReader(posix, child.fromChild(), 100).readLine(30_000, -1));
            assertEquals(new ExitStatus.Exited(0), posix.waitFor(child.pid()));
        }
        assertEquals(Optional.of(Path.of("/bin/sh")), Posix.onPath("/bin/sh"));
        assertTrue(Posix.onPath("sh").orElseThrow().endsWith("sh"));
        assertEquals(Optional.empty(), Posix.onPath("retrokit-no-such-program-xyz"));
    }

    @Test
    void theProgramIsFoundOnPath() throws PosixException {
        assertEquals(List.of("found"), sh("echo found").lines());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "exit 0              | Exited[code=0]",
        "exit 3              | Exited[code=3]",
        "exit 255            | Exited[code=255]",
        "kill -TERM $$       | Signaled[signal=15]",
        "kill -KILL $$       | Signaled[signal=9]",
        "kill -SEGV $$       | Signaled[signal=11]",
    })
    void waitpidDecodesExitCodesAndSignals(String script, String expected) throws PosixException {
        assertEquals(expected, sh(script).status().toString());
    }

    @ParameterizedTest(name = "raw 0x{0}")
    @CsvSource({"0000, Exited[code=0]", "0700, Exited[code=7]", "ff00, Exited[code=255]",
        "0009, Signaled[signal=9]", "0086, Signaled[signal=6]", "000f, Signaled[signal=15]"})
    void statusWordsDecodeLikeTheWaitMacros(String hex, String expected) {
        assertEquals(expected, ExitStatus.decode(Integer.parseInt(hex, 16)).toString());
    }

    @Test
    void stoppedAndContinuedStatusesAreNotTerminations() {
        assertThrows(IllegalArgumentException.class, () -> ExitStatus.decode(0x137f));
        assertThrows(IllegalArgumentException.class, () -> ExitStatus.decode(0xffff));
    }

    @Test
    void killDeliversTheSignal() throws PosixException {
        try (PipedChild sleeper = PipedChild.start(posix, List.of("sleep", "60"))) {
            posix.kill(sleeper.pid(), Posix.SIGKILL);
            assertEquals(new ExitStatus.Signaled(9), posix.waitFor(sleeper.pid()));
        }
        PosixException e = assertThrows(PosixException.class, () -> posix.kill(-2_000_000, 0));
        assertEquals("ESRCH", e.errnoName());
    }

    @Test
    void tryWaitIsEmptyWhileTheChildRuns() throws PosixException {
        try (PipedChild cat = PipedChild.start(posix, List.of("cat"))) {
            assertTrue(posix.tryWait(cat.pid()).isEmpty());
            cat.closeToChild();
            assertEquals(new ExitStatus.Exited(0), posix.waitFor(cat.pid()));
        }
    }

    static Stream<Posix> bindings() {
        return Stream.of(Posix.get(), Posix.withoutCloseFrom());
    }

    @ParameterizedTest(name = "closefrom {0}")
    @MethodSource("bindings")
    void theChildHasOnlyStdinStdoutAndStderrOnDevNull(Posix binding) throws PosixException {
        // An inheritable descriptor (no FD_CLOEXEC) that only the spawn's close actions keep from the child.
        Pipe inheritable = posix.pipe();
        try {
            posix.setCloseOnExec(inheritable.readFd(), false);
            posix.setCloseOnExec(inheritable.writeFd(), false);
            // The glob itself opens the directory being listed; that descriptor is gone when the loop tests it.
            Run run = sh(binding, "cd /proc/$$/fd && for f in *; do [ -e $f ] && echo $f; done; readlink 2");
            assertEquals(List.of("0", "1", "2", "/dev/null"), run.lines());
        } finally {
            posix.close(inheritable.readFd());
            posix.close(inheritable.writeFd());
        }
    }

    @Test
    void thisCLibraryHasClosefromAndTheFallbackIsTheOtherPath() {
        // glibc 2.34+ here; the fallback (one addclose per /proc/self/fd entry) is what older C libraries get.
        assertTrue(posix.hasCloseFrom());
        assertTrue(!Posix.withoutCloseFrom().hasCloseFrom());
    }

    @Test
    void theChildStartsWithNoSignalBlockedOrIgnored() throws PosixException {
        Run run = sh("exec grep -E '^Sig(Blk|Ign)' /proc/self/status");
        assertEquals(2, run.lines().size());
        for (String line : run.lines()) {
            long mask = Long.parseUnsignedLong(line.substring(line.indexOf('\t') + 1), 16);
            // Signals 1-31; glibc reserves 32 and 33 for itself and sigfillset leaves them alone.
            assertEquals(0, mask & 0x7fffffffL, line);
        }
    }

    @Test
    void pipesAreCloseOnExec() throws IOException {
        Pipe pipe = posix.pipe();
        try {
            for (int fd : new int[] {pipe.readFd(), pipe.writeFd()}) {
                String flags = Files.readAllLines(Path.of("/proc/self/fdinfo/" + fd)).stream()
                        .filter(l -> l.startsWith("flags:")).findFirst().orElseThrow();
                int octal = Integer.parseInt(flags.substring("flags:".length()).trim(), 8);
                assertTrue((octal & 02000000) != 0, "O_CLOEXEC missing on fd " + fd + ": " + flags);
            }
        } finally {
            posix.close(pipe.readFd());
            posix.close(pipe.writeFd());
        }
    }

    @Test
    void spawningAndReapingManyChildrenLeaksNoDescriptor() throws IOException {
        // one round first: classes its paths load lazily may open a jar of the class path (seen once in CI:
        // 39 before, 40 after), which is the JVM's descriptor, not a leak of spawn
        spawnAndFail();
        long before = openDescriptors();
        for (int i = 0; i < 40; i++) {
            spawnAndFail();
        }
        long after = openDescriptors();
        // never more: a stream an earlier test left to the garbage collector may close meanwhile, never open
        assertTrue(after <= before, () -> before + " descriptors before, " + after + " after");
    }

    private void spawnAndFail() throws IOException {
        sh("exit 0");
        assertThrows(PosixException.class, () -> PipedChild.start(posix, List.of("retrokit-no-such-program-xyz")));
    }

    static long openDescriptors() throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.count();
        }
    }
}
