package io.github.retrokit.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The floor every other measurement is read against: the cost of the harness itself
 * (an empty call, one value sunk into a Blackhole). A module benchmark whose score is
 * near these numbers is measuring JMH, not RetroKit.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class Baseline {

    private int value = 42;

    @Benchmark
    public void empty() {
        // intentionally nothing: the harness cost
    }

    @Benchmark
    public void sinkOneInt(Blackhole hole) {
        hole.consume(value);
    }
}
