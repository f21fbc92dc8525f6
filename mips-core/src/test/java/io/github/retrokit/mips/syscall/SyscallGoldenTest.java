package io.github.retrokit.mips.syscall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * One MIPS program per syscall group in {@code syscall/}: {@code name.asm} runs with {@code name.in} as
 * standard input, a fixed clock and a fresh working directory; its standard output (ended by a newline if
 * it lacks one), a {@code --} line
 * and how the run ended must equal {@code name.out} byte for byte.
 */
class SyscallGoldenTest {
    static final long CLOCK = 0x0000012345678abcL;
    static final List<String> PROGRAMS = List.of("print", "print_latin1_quirk", "read_int", "read_int_end_of_input",
            "read_float_double", "read_string", "read_char", "sbrk", "sbrk_limit", "exit2", "time_midi_sleep", "files", "random");

    @TempDir
    Path work;

    @TestFactory
    Stream<DynamicTest> everyProgram() {
        return PROGRAMS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Path dir = Files.createDirectories(work.resolve(name));
            assertEquals(new String(resource(name + ".out"), StandardCharsets.ISO_8859_1),
                    new String(run(name, dir), StandardCharsets.ISO_8859_1));
        }));
    }

    @Test
    void filesAreWrittenInsideTheWorkingDirectoryOnly() throws Exception {
        Path dir = Files.createDirectories(work.resolve("sandbox"));
        run("files", dir);
        assertEquals("abcde", Files.readString(dir.resolve("out.txt")));
        assertFalse(Files.exists(work.resolve("outside.txt")));
    }

    static byte[] run(String name, Path dir) throws Exception {
        byte[] input = resourceOrEmpty(name + ".in");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Machine machine = Machine.load(new Assembler().assemble(name + ".asm",
                        new String(resource(name + ".asm"), StandardCharsets.UTF_8)),
                MachineOptions.defaults()
                        .withConsole(new StreamConsole(new ByteArrayInputStream(input), out, out))
                        .withWorkingDirectory(dir, true)
                        .withClock(() -> CLOCK));
        RunResult result = machine.run();
        byte[] printed = out.toByteArray();
        if (printed.length > 0 && printed[printed.length - 1] != '\n') {
            out.write('\n');
        }
        out.write("--\n".getBytes(StandardCharsets.US_ASCII));
        out.write((summary(result) + "\n").getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    static String summary(RunResult result) {
        if (result instanceof RunResult.Exited exited) {
            return "exited " + exited.exitCode();
        }
        if (result instanceof RunResult.RuntimeError error) {
            return error.marsReport();
        }
        if (result instanceof RunResult.DroppedOff) {
            return "dropped off bottom";
        }
        return result.toString();
    }

    static byte[] resource(String name) throws IOException {
        try (InputStream in = SyscallGoldenTest.class.getResourceAsStream("/syscall/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource syscall/" + name);
            }
            return in.readAllBytes();
        }
    }

    private static byte[] resourceOrEmpty(String name) throws IOException {
        try (InputStream in = SyscallGoldenTest.class.getResourceAsStream("/syscall/" + name)) {
            return in == null ? new byte[0] : in.readAllBytes();
        }
    }
}
