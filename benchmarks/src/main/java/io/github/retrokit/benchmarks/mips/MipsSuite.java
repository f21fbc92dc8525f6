package io.github.retrokit.benchmarks.mips;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The MIPS benchmark suite of {@code benchmarks/mips/} (on the class path under {@code /mips/}): the same
 * program files and sizes that {@code benchmarks/compare-mips.sh} runs end to end. A program reads its
 * size from the word {@code size}, which {@link #source} puts in front of it, and ends at {@code finish}
 * with its checksum in {@code $a0}, where the MARS ending prints it and exits.
 */
public final class MipsSuite {
    /** The programs, in the order of {@code suite.txt}. */
    public static final List<String> PROGRAMS = List.of("fib", "sieve", "sort", "collatz", "strings", "double");

    private MipsSuite() { }

    /** The size of {@code program} for the full runs (column 2 of {@code suite.txt}). */
    public static int fullSize(String program) {
        for (String line : resource("suite.txt").split("\n")) {
            String[] fields = line.trim().split("\\s+");
            if (!line.startsWith("#") && fields.length >= 2 && fields[0].equals(program)) {
                return Integer.parseInt(fields[1]);
            }
        }
        throw new IllegalArgumentException("not in the MIPS suite: " + program);
    }

    /** The whole MARS-dialect program: its size word, the program, the MARS ending. */
    public static String source(String program, int size) {
        return "        .data\nsize:   .word " + size + "\n" + resource(program + ".asm") + resource("finish-mars.asm");
    }

    public static ProgramImage assemble(String program, int size) throws AssemblyException {
        return new Assembler().assemble(program + ".asm", source(program, size));
    }

    /** Runs {@code image} on a fresh machine with or without the translating tier. */
    public static Outcome run(ProgramImage image, boolean translation) {
        Machine machine = Machine.load(image, MachineOptions.defaults().withTranslation(translation));
        RunResult result = machine.run();
        if (!(result instanceof RunResult.Exited)) {
            throw new IllegalStateException("suite program did not exit: " + result);
        }
        return new Outcome(machine.register("a0"), result.instructionCount());
    }

    /** What a suite program left: the checksum it printed and the instructions it executed. */
    public record Outcome(int checksum, long instructions) { }

    private static String resource(String name) {
        try (InputStream in = MipsSuite.class.getResourceAsStream("/mips/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing class-path resource /mips/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
