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
 * fresh machine, per tier. Score: seconds per run at the size of {@code suite.txt} (the size
 * {@code compare-mips.sh} gives qemu-mips), or at {@code -p size=N}.
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

    /** 0: the full size of {@code suite.txt}. */
    @Param("0")
    public int size;

    private ProgramImage image;

    @Setup(Level.Trial)
    public void assemble() throws AssemblyException {
        image = MipsSuite.assemble(program, size > 0 ? size : MipsSuite.fullSize(program));
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
