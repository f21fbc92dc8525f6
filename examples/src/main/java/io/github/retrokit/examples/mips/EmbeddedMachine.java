package io.github.retrokit.examples.mips;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import io.github.retrokit.mips.syscall.SyscallRegistry;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

/**
 * Embedding the MIPS machine: assemble a program from a string, give it a console with scripted input,
 * add a syscall of our own (number 100: print {@code $a0} in Roman numerals), limit it, run it,
 * and read its registers and memory afterwards. Uses only mips-core's public API.
 *
 * <pre>java -cp ... io.github.retrokit.examples.mips.EmbeddedMachine</pre>
 */
public final class EmbeddedMachine {
    static final String PROGRAM = String.join("\n",
            ".data",
            "prompt: .asciiz \"year? \"",
            "result: .word 0",
            ".text",
            ".globl main",
            "main:   la $a0, prompt",
            "        li $v0, 4",
            "        syscall",
            "        li $v0, 5          # read an integer",
            "        syscall",
            "        sw $v0, result",
            "        move $a0, $v0",
            "        li $v0, 100        # our own syscall",
            "        syscall",
            "        li $v0, 10",
            "        syscall",
            "");

    private EmbeddedMachine() { }

    public static void main(String[] args) throws Exception {
        ProgramImage image = new Assembler().assemble("roman.asm", PROGRAM);
        SyscallRegistry syscalls = SyscallRegistry.standard()
                .with(100, context -> context.print(roman(context.arg(0)) + "\n"));
        Machine machine = Machine.load(image, MachineOptions.defaults()
                .withStartAtMain(true)
                .withSyscalls(syscalls)
                .withConsole(new StreamConsole(new ByteArrayInputStream("1987\n".getBytes(StandardCharsets.UTF_8)),
                        System.out, System.err))
                .withLimits(Limits.DEFAULT.withMaxInstructions(10_000)));

        RunResult result = machine.run();

        System.out.println("result:       " + result);
        System.out.println("$v0:          " + machine.register("$v0"));
        System.out.println("word result:  " + machine.readWord(image.address("result").getAsInt()));
        System.out.println("instructions: " + machine.instructionCount());
    }

    static String roman(int n) {
        int[] values = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
        String[] digits = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            for (; n >= values[i]; n -= values[i]) {
                text.append(digits[i]);
            }
        }
        return text.toString();
    }
}
