package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.arena.RandomSource;
import io.github.retrokit.crobots.arena.RobotCpu;
import io.github.retrokit.crobots.arena.VmCpu;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.program.RobotProgram;
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
 * The arena's hot loop: {@code tick()} rounds of four robots (each round executes one VM instruction per
 * live robot; every 15th round moves robots and missiles). Baseline: the same loop with four idle
 * processors, i.e. the arena's own bookkeeping and motion without any VM work. {@code batchedFourRobots}
 * plays the same rounds the way unwatched matches do ({@code Arena.play}: each robot's 15 rounds between
 * motion updates in one batch, no events recorded).
 * The score is time per round; VM instructions per second = 4 / score.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class ArenaTickBenchmark {

    /** Rounds per benchmark invocation: long enough for motion, missiles and deaths to matter. */
    static final int ROUNDS = 15_000;

    private Arena robots;
    private Arena batched;
    private Arena idle;

    @Setup
    public void setUp() {
        RobotProgram turret = compile("turret.r", ArenaRobots.TURRET);
        RobotProgram pacer = compile("pacer.r", ArenaRobots.PACER);
        robots = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        batched = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        batched.setRecordEvents(false);
        idle = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        for (int slot = 0; slot < 4; slot++) {
            robots.attach(slot, VmCpu.create(slot % 2 == 0 ? turret : pacer, robots, slot));
            batched.attach(slot, VmCpu.create(slot % 2 == 0 ? turret : pacer, batched, slot));
            idle.attach(slot, RobotCpu.IDLE);
        }
        robots.startMatch(4);
        batched.startMatch(4);
        idle.startMatch(4);
    }

    static RobotProgram compile(String name, String source) {
        return new RobotCompiler().compile(name, source).programOrThrow();
    }

    /** Restarts a match when it has (nearly) ended, so every round measured has robots alive. */
    private static long rounds(Arena arena) {
        if (!arena.running(Long.MAX_VALUE)) {
            arena.startMatch(4);
        }
        for (int i = 0; i < ROUNDS; i++) {
            arena.tick();
        }
        return arena.cycles();
    }

    @Benchmark
    @OperationsPerInvocation(ROUNDS)
    public long tickFourRobots() {
        return rounds(robots);
    }

    @Benchmark
    @OperationsPerInvocation(ROUNDS)
    public long batchedFourRobots() {
        long target = batched.rounds() + ROUNDS;
        while (batched.rounds() < target) {
            if (!batched.running(Long.MAX_VALUE)) {
                target -= batched.rounds();
                batched.startMatch(4);
            }
            batched.play(batched.cycles() + (target - batched.rounds()));
        }
        return batched.cycles();
    }

    @Benchmark
    @OperationsPerInvocation(ROUNDS)
    public long tickFourIdleBaseline() {
        return rounds(idle);
    }
}
