package io.github.retrokit.benchmarks.mips;

import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The general MIPS programs of {@code benchmarks/mips/} (recursion, a byte-array sieve, a sort,
 * collatz with multu/divu, strings with lb/sb, doubles) in process, one whole run per operation on a
 * fresh machine, per tier. Score: milliseconds per run at the size of {@code suite.txt} (the passes
 * {@code compare-mips.sh} gives qemu-mips), or at that size divided by {@code -p divide=N}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class MipsSuiteBenchmark {
    @Param({"fib", "sieve", "sort", "collatz", "strings", "double"})
    public String program;

    /** Runs 1/divide of the passes of {@code suite.txt} (at least one). */
    @Param("1")
    public int divide;

    private ProgramImage image;

    @Setup(Level.Trial)
    public void assemble() throws AssemblyException {
        image = MipsSuite.assemble(program, Math.max(1, MipsSuite.fullSize(program) / divide));
    }

    /** The interpreter alone. */
    @Benchmark
    public long interpreter() {
        return MipsSuite.run(image, false).instructions();
    }

    /** The default machine: the interpreter plus the translating tier. */
    @Benchmark
    public long translated() {
        return MipsSuite.run(image, true).instructions();
    }
}
