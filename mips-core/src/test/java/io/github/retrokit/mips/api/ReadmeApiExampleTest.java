package io.github.retrokit.mips.api;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import io.github.retrokit.mips.syscall.SyscallRegistry;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "API" example, run as written: the code between the markers is the README's code block,
 * character for character (the last test checks that), using exported packages only.
 */
class ReadmeApiExampleTest {
    private static final String FIB = String.join("\n",
            "# Prints the first n Fibonacci numbers; n is read from standard input.",
            ".data", "sep:    .asciiz \" \"", ".text", ".globl main",
            "main:   li $v0, 5", "        syscall", "        move $s0, $v0", "        li $t0, 0", "        li $t1, 1",
            "loop:   blez $s0, done", "        move $a0, $t0", "        li $v0, 1", "        syscall",
            "        la $a0, sep", "        li $v0, 4", "        syscall", "        addu $t2, $t0, $t1",
            "        move $t0, $t1", "        move $t1, $t2", "        addi $s0, $s0, -1", "        j loop",
            "done:   li $v0, 10", "        syscall", "");

    @TempDir
    Path directory;

    @Test
    void runsFibonacciThroughTheExportedApi() throws Exception {
        Files.writeString(directory.resolve("fib.asm"), FIB);
        // README API BEGIN
        ProgramImage image = new Assembler().assemble(List.of(directory.resolve("fib.asm")));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Machine machine = Machine.load(image, MachineOptions.defaults()
                .withStartAtMain(true)
                .withConsole(new StreamConsole(new ByteArrayInputStream("10\n".getBytes(US_ASCII)), out, System.err))
                .withWorkingDirectory(directory, true)
                .withLimits(Limits.DEFAULT.withMaxInstructions(1_000_000).withWallClock(Duration.ofSeconds(5)))
                .withSyscalls(SyscallRegistry.standard().with(100, ctx -> ctx.print("hello from Java\n"))));

        RunResult result = machine.run();            // Exited, DroppedOff, RuntimeError, LimitReached, Stopped
        if (result instanceof RunResult.RuntimeError error) {
            System.err.println(error.marsReport());  // Error in fib.asm line 7: Runtime exception at …
        }
        String printed = out.toString(US_ASCII);       // "0 1 1 2 3 5 8 13 21 34 "
        int s0 = machine.register("$s0");              // 0: the loop counted n down
        String separator = machine.readString(0x10010000, 100); // " "
        // README API END
        assertEquals(new RunResult.Exited(0, 138), result);
        assertEquals("0 1 1 2 3 5 8 13 21 34 ", printed);
        assertEquals(0, s0);
        assertEquals(" ", separator);
    }

    @Test
    void theReadmeShowsThisCode() throws Exception {
        String test = Files.readString(Path.of("src/test/java/io/github/retrokit/mips/api/ReadmeApiExampleTest.java"));
        String code = test.substring(test.indexOf("// README API BEGIN\n") + 20, test.indexOf("        // README API END"));
        String unindented = code.lines().map(l -> l.startsWith("        ") ? l.substring(8) : l)
                .reduce("", (a, b) -> a + b + "\n");
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(readme.contains("```java\n" + unindented + "```\n"),
                "README.md's API section shows the code of runsFibonacciThroughTheExportedApi:\n" + unindented);
    }
}
