package io.github.retrokit.benchmarks.mips;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The spec's speed test: a loop of lw/addi/sw/addi/bne run 1000 × 20000 times, 100,003,008 MIPS
 * instructions in all (MARS 4.5 runs it at about 4-5 million instructions/s). Scores are MIPS
 * instructions per microsecond, i.e. millions of instructions per second.
 *
 * <p>Baseline: the same memory work written directly in Java, per simulated instruction.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class MipsLoopBenchmark {
    /** Instructions the loop program executes, exit syscall included. */
    public static final int INSTRUCTIONS = 100_003_008;

    /** The loop: prints 20000000. */
    public static final String LOOP = String.join("\n",
            ".data",
            "counter: .word 0",
            ".text",
            "        la $s0, counter",
            "        li $t2, 1000",
            "outer:  li $t1, 20000",
            "inner:  lw $t0, 0($s0)",
            "        addi $t0, $t0, 1",
            "        sw $t0, 0($s0)",
            "        addi $t1, $t1, -1",
            "        bne $t1, $zero, inner",
            "        addi $t2, $t2, -1",
            "        bne $t2, $zero, outer",
            "        lw $a0, 0($s0)",
            "        li $v0, 1",
            "        syscall",
            "        li $v0, 10",
            "        syscall",
            "");

    private ProgramImage image;
    private int[] memory;

    @Setup(Level.Trial)
    public void assemble() throws AssemblyException {
        image = new Assembler().assemble("loop.asm", LOOP);
        memory = new int[16];
    }

    /** The interpreter alone: a fresh machine runs the whole program (output discarded). */
    @Benchmark
    @OperationsPerInvocation(INSTRUCTIONS)
    public long interpreter() {
        return runLoop(false);
    }

    /** The default machine: the interpreter plus the translating tier (hot blocks become JVM bytecode). */
    @Benchmark
    @OperationsPerInvocation(INSTRUCTIONS)
    public long translated() {
        return runLoop(true);
    }

    private long runLoop(boolean translation) {
        Machine machine = Machine.load(image, MachineOptions.defaults().withTranslation(translation));
        RunResult result = machine.run();
        if (!(result instanceof RunResult.Exited) || machine.readWord(0x10010000) != 20_000_000) {
            throw new IllegalStateException("loop went wrong: " + result);
        }
        return result.instructionCount();
    }

    /**
     * Baseline: the loop's memory traffic in plain Java. The address is re-read from memory every
     * iteration (it is always 0) so the JIT cannot fold the loop into one addition.
     */
    @Benchmark
    @OperationsPerInvocation(INSTRUCTIONS)
    public int javaLoop() {
        int[] m = memory;
        m[0] = 0;
        int address = 0;
        for (int outer = 1000; outer != 0; outer--) {
            for (int inner = 20000; inner != 0; inner--) {
                m[address] = m[address] + 1;
                address = m[1];
            }
        }
        return m[0];
    }
}
