package io.github.retrokit.mips.run;

import io.github.retrokit.mips.internal.Internals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.syscall.StreamConsole;
import io.github.retrokit.mips.syscall.SyscallRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Programs written to hurt their host — escape the working directory, fill the disk, exhaust memory,
 * loop in an exception handler — stay contained with the default options, in both execution tiers.
 */
@Timeout(60)
class HostileProgramTest {
    @TempDir
    Path dir;

    private static Machine machine(String source, MachineOptions options) throws Exception {
        return Machine.load(new Assembler().assemble("hostile.asm", source), options);
    }

    /** Opens {@code name} with {@code flag}, writes 7 bytes to it if that worked; {@code $s0} = the descriptor. */
    private static String openAndWrite(String name, int flag) {
        return """
                .data
                name: .asciiz "%s"
                text: .ascii "escaped"
                .text
                    li $v0, 100          # the test's hook (may change the directory while the program runs)
                    syscall
                    li $v0, 13
                    la $a0, name
                    li $a1, %d
                    syscall
                    move $s0, $v0
                    bltz $v0, done
                    li $v0, 15
                    move $a0, $s0
                    la $a1, text
                    li $a2, 7
                    syscall
                done:
                """.formatted(name, flag);
    }

    private Machine runInSandbox(String source, Path root, Runnable duringRun) throws Exception {
        Machine m = machine(source, MachineOptions.defaults().withWorkingDirectory(root, true)
                .withSyscalls(SyscallRegistry.standard().with(100, c -> duringRun.run())));
        m.run();
        return m;
    }

    private static void link(Path link, Path target) {
        try {
            Files.createSymbolicLink(link, target);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---------------------------------------------------------------- 1. the working directory

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 9})
    void aDanglingLinkOutOfTheDirectoryCreatesNothingOnAnyOpenMode(int flag) throws Exception {
        Path root = Files.createDirectories(dir.resolve("root"));
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.createSymbolicLink(root.resolve("dangling"), outside.resolve("created.txt"));
        Machine m = runInSandbox(openAndWrite("dangling", flag), root, () -> { });
        assertEquals(-1, m.register("$s0"));
        assertFalse(Files.exists(outside.resolve("created.txt")));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 9})
    void aLinkMadeWhileTheProgramRunsIsRefusedInEveryComponent(int flag) throws Exception {
        Path root = Files.createDirectories(dir.resolve("root"));
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("secret.txt"), "secret");
        Machine m = runInSandbox(openAndWrite("sub/secret.txt", flag), root, () -> link(root.resolve("sub"), outside));
        assertEquals(-1, m.register("$s0"));
        assertEquals("secret", Files.readString(outside.resolve("secret.txt")));
    }

    @Test
    void aLinkToAnotherFileInsideTheDirectoryStillWorks() throws Exception {
        Path root = Files.createDirectories(dir.resolve("root"));
        Files.createDirectories(root.resolve("data"));
        Files.writeString(root.resolve("data/out.txt"), "");
        Files.createSymbolicLink(root.resolve("out"), Path.of("data/out.txt"));
        Machine m = runInSandbox(openAndWrite("out", 1), root, () -> { });
        assertEquals(3, m.register("$s0"));
        assertEquals("escaped", Files.readString(root.resolve("data/out.txt")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"../x.txt", "a/../../x.txt", "/tmp/retrokit-sandbox-test.txt", "link/x.txt", "up/x.txt"})
    void namesThatLeaveTheDirectoryAreRefusedForWriting(String name) throws Exception {
        Path root = Files.createDirectories(dir.resolve("root/a"));
        Files.createSymbolicLink(dir.resolve("root/link"), Path.of("/tmp"));
        Files.createSymbolicLink(dir.resolve("root/up"), Path.of(".."));
        Machine m = runInSandbox(openAndWrite(name, 1), dir.resolve("root"), () -> { });
        assertEquals(-1, m.register("$s0"));
        assertFalse(Files.exists(dir.resolve("x.txt")));
        assertFalse(Files.exists(Path.of("/tmp/retrokit-sandbox-test.txt")));
        assertTrue(Files.isDirectory(root));
    }

    // ---------------------------------------------------------------- 2. file and console output

    private static final String WRITE_LOOP = """
            .data
            name: .asciiz "big.bin"
            .text
                li $v0, 13
                la $a0, name
                li $a1, 1
                syscall
                move $s0, $v0
            loop:
                li $v0, 15
                move $a0, $s0
                li $a1, 0x10010000
                li $a2, 0x3f0000       # all of .data and the heap (MARS's 4 MiB) per syscall
                syscall
                j loop
            """;

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void fileOutputStopsAtTheByteTheLimitAllows(boolean translate) throws Exception {
        Machine m = machine(WRITE_LOOP, MachineOptions.defaults().withTranslation(translate)
                .withWorkingDirectory(dir, true).withLimits(Limits.DEFAULT.withMaxFileBytes(1000)));
        RunResult.LimitReached limit = assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertEquals(RunResult.Limit.FILE_OUTPUT, limit.limit());
        assertEquals("file output limit of 1000 bytes reached", limit.message());
        assertEquals(1000, Files.size(dir.resolve("big.bin")));
    }

    @Test
    void theDefaultFileLimitIs16MiB() throws Exception {
        Machine m = machine(WRITE_LOOP, MachineOptions.defaults().withWorkingDirectory(dir, true));
        RunResult.LimitReached limit = assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertEquals(RunResult.Limit.FILE_OUTPUT, limit.limit());
        assertEquals(16 << 20, Files.size(dir.resolve("big.bin")));
    }

    @Test
    void consoleOutputStopsAtTheByteTheLimitAllowsWithinOneSyscall() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Machine m = machine("""
                .text
                    li $v0, 15
                    li $a0, 1
                    li $a1, 0x10010000
                    li $a2, 0x7fffffff     # 2 GiB from one syscall
                    syscall
                """, MachineOptions.defaults().withLimits(Limits.DEFAULT.withMaxOutputBytes(1000))
                .withConsole(new StreamConsole(InputStream.nullInputStream(), out, OutputStream.nullOutputStream())));
        RunResult.LimitReached limit = assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertEquals(RunResult.Limit.OUTPUT, limit.limit());
        assertEquals(1000, out.size());
    }

    // ---------------------------------------------------------------- 3. lengths near 2^31

    @Test
    void aReadOf2GiBFromASmallFileIsAShortRead() throws Exception {
        Files.writeString(dir.resolve("in.txt"), "twelve bytes");
        Machine m = machine("""
                .data
                name: .asciiz "in.txt"
                .text
                    li $v0, 13
                    la $a0, name
                    li $a1, 0
                    syscall
                    move $a0, $v0
                    li $v0, 14
                    li $a1, 0x10010100
                    li $a2, 0x7fffffff
                    syscall
                    move $s1, $v0
                """, MachineOptions.defaults().withWorkingDirectory(dir, true));
        m.run();
        assertEquals(12, m.register("$s1"));
        assertEquals("twelve bytes", m.readString(0x10010100, 100));
    }

    @Test
    void aWriteOf2GiBRunsIntoTheEndOfMemoryAsARunTimeError() throws Exception {
        Machine m = machine("""
                .data
                name: .asciiz "out.bin"
                .text
                    li $v0, 13
                    la $a0, name
                    li $a1, 1
                    syscall
                    move $a0, $v0
                    li $v0, 15
                    li $a1, 0x7ffffff0
                    li $a2, 0x7fffffff
                    syscall
                """, MachineOptions.defaults().withWorkingDirectory(dir, true));
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        assertEquals(0x0040002c, error.pc()); // the syscall
        assertTrue(error.message().startsWith("address out of range 0x7ff"), error.message());
        assertEquals(0, Files.size(dir.resolve("out.bin"))); // like MARS, the bytes are read before any is written
    }

    @Test
    void anEndlessInputLineCostsBoundedMemory() throws Exception {
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'a';
            }
        };
        Machine m = machine("""
                .text
                    li $v0, 8
                    li $a0, 0x10010000
                    li $a1, 0x7fffffff
                    syscall
                    li $v0, 12
                    syscall
                """, MachineOptions.defaults().withConsole(new StreamConsole(endless, OutputStream.nullOutputStream(),
                OutputStream.nullOutputStream())));
        assertInstanceOf(RunResult.DroppedOff.class, m.run());
        assertEquals(StreamConsole.MAX_LINE + 1, m.readString(0x10010000, 2 * StreamConsole.MAX_LINE).length()); // and "\n"
        assertEquals('a', m.register("$v0"));
    }

    // ---------------------------------------------------------------- 4. memory

    private static final String TOUCH_EVERY_PAGE = """
            .text
                li $t0, 0x10040000
                li $t1, 0x10000
            loop:
                sb $t0, 0($t0)
                addu $t0, $t0, $t1
                sw $t0, 4($t0)
                addu $t0, $t0, $t1
                j loop
            """;

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void touchingPageAfterPageEndsAtTheMemoryLimitInBothTiers(boolean translate) throws Exception {
        Machine m = machine(TOUCH_EVERY_PAGE + ".ktext 0x80000180\n eret\n", MachineOptions.defaults()
                .withTranslation(translate).withLimits(Limits.DEFAULT.withMaxMemoryBytes(1 << 20)));
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        // 1 MiB = 16 pages: the user and kernel text pages, then 14 touched ones; the 15th store (an sb)
        // fails, and the handler does not get it
        assertEquals("Error in hostile.asm line 5: Runtime exception at 0x00400010: memory limit of 1 MiB exceeded"
                + " by a store to 0x10120000", error.marsReport());
        assertEquals(4 + 7 * 5 + 1, error.instructionCount());
        assertEquals(1 << 20, Internals.memory(m).used());
    }

    /** Seeds stream 1, 2, 3, … for ever; has an exception handler (which must not get the limit). */
    private static final String NEW_STREAM_EVERY_PASS = """
            .text
            loop:
                addiu $a0, $a0, 1
                li $v0, 40
                syscall
                j loop
            .ktext 0x80000180
                eret
            """;

    @Test
    void theDefaultMemoryLimitStopsEndlessNewRandomStreams() throws Exception {
        Machine m = machine(NEW_STREAM_EVERY_PASS, MachineOptions.defaults());
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        // 64 MiB less the two text pages: 65,408 streams of 1 KiB
        assertEquals("memory limit of 64 MiB exceeded by random stream 65409 (syscall 40)", error.message());
        assertEquals(Limits.DEFAULT_MEMORY_BYTES, Internals.memory(m).used());
    }

    @Test
    void randomStreamsCountAgainstALowerMemoryLimit() throws Exception {
        Machine m = machine(NEW_STREAM_EVERY_PASS, MachineOptions.defaults()
                .withLimits(Limits.DEFAULT.withMaxMemoryBytes(1 << 20)));
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        // 1 MiB less the two text pages: 14 pages of 64 KiB = 896 streams of 1 KiB
        assertEquals("memory limit of 1 MiB exceeded by random stream 897 (syscall 40)", error.message());
    }

    @Test
    void marsOwnNumbersNeedNoMemoryLimit() throws Exception {
        Machine m = machine(TOUCH_EVERY_PAGE, MachineOptions.defaults().withLimits(Limits.NONE.withMaxInstructions(100)));
        assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertTrue(Internals.memory(m).used() > 30 * 65536L);
        assertEquals(Long.MAX_VALUE, Internals.memory(m).limit());
    }

    // ---------------------------------------------------------------- issue 20: the wall clock everywhere

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theWallClockStopsAnExceptionHandlerThatFaultsForEver(boolean translate) throws Exception {
        Machine m = machine("""
                .text
                    li $v0, 0
                    syscall
                .ktext 0x80000180
                    li $t0, 0x7fffffff
                    addi $t0, $t0, 1
                    eret
                """, MachineOptions.defaults().withTranslation(translate)
                .withLimits(Limits.DEFAULT.withWallClock(Duration.ofMillis(200))));
        RunResult.LimitReached limit = assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertEquals(RunResult.Limit.WALL_CLOCK, limit.limit());
        assertTrue(m.instructionCount() > 0);
        assertTrue(Integer.compareUnsigned(limit.pc(), 0x80000180) >= 0, Integer.toHexString(limit.pc()));
    }
}
