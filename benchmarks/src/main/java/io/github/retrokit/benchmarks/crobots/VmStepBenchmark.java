package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.Intrinsics;
import io.github.retrokit.crobots.vm.Readings;
import io.github.retrokit.crobots.vm.RobotVm;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The VM's step loop alone: one robot (a scan/fire/drive loop with a user function call and arithmetic,
 * like the sample robots) on a world whose intrinsics return constants, 1000 {@code step()}s per call.
 * The score is time per VM instruction. Baseline: the same loop summing 1000 longs from an array, i.e. the
 * cost of the loop itself without any interpretation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class VmStepBenchmark {
    static final String ROBOT = """
            int dir, last;
            aim(d, r) int d, r; {
              if (r > 0 && r <= 700) { cannon(d, r); return 1; }
              return 0;
            }
            main() {
              int range;
              last = damage();
              while (1) {
                range = scan(dir, 10);
                if (!aim(dir, range)) dir = (dir + 20) % 360;
                if (damage() != last) { last = damage(); drive(rand(360), 100); }
              }
            }
            """;
    private static final int STEPS = 1000;

    private RobotVm vm;
    private long[] ring;

    @Setup
    public void setUp() {
        RobotProgram program = new RobotCompiler().compile("bench.r", ROBOT).programOrThrow();
        vm = new RobotVm(program, new ConstantWorld());
        ring = new long[STEPS];
        for (int i = 0; i < STEPS; i++) {
            ring[i] = i;
        }
    }

    /** 1000 VM instructions; the score is per instruction. */
    @Benchmark
    @OperationsPerInvocation(STEPS)
    public long step() {
        RobotVm v = vm;
        for (int i = 0; i < STEPS; i++) {
            v.step();
        }
        return v.topOfStack();
    }

    /** Baseline: the loop and one array load per iteration, no interpretation. */
    @Benchmark
    @OperationsPerInvocation(STEPS)
    public long baselineLoop() {
        long sum = 0;
        long[] r = ring;
        for (int i = 0; i < STEPS; i++) {
            sum += r[i];
        }
        return sum;
    }

    /**
     * A world that answers every intrinsic with a constant (scan sees a target at 300 m every 8th call). Like
     * the arena's, it offers damage, speed, loc_x and loc_y as {@link Readings} fields, so that batches read
     * them in the interpreter loop as in a match instead of calling.
     */
    static final class ConstantWorld implements Intrinsics {
        private int scans;
        private final Readings readings = new Readings();

        ConstantWorld() {
            readings.metreX = 500;
            readings.metreY = 500;
        }

        @Override
        public Readings readings() {
            return readings;
        }

        @Override
        public long scan(long degree, long resolution) {
            return (++scans & 7) == 0 ? 300 : 0;
        }

        @Override
        public long cannon(long degree, long range) {
            return 1;
        }

        @Override
        public long drive(long degree, long speed) {
            return 1;
        }

        @Override
        public long damage() {
            return readings.damage;
        }

        @Override
        public long speed() {
            return readings.speed;
        }

        @Override
        public long locX() {
            return readings.metreX;
        }

        @Override
        public long locY() {
            return readings.metreY;
        }

        @Override
        public long rand(long limit) {
            return limit > 0 ? limit / 2 : 0;
        }

        @Override
        public long sqrt(long x) {
            return (long) Math.sqrt(Math.abs((double) x));
        }

        @Override
        public long sin(long degree) {
            return 0;
        }

        @Override
        public long cos(long degree) {
            return 100000;
        }

        @Override
        public long tan(long degree) {
            return 0;
        }

        @Override
        public long atan(long ratio) {
            return 0;
        }
    }
}
