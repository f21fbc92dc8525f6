package io.github.retrokit.benchmarks.austerity;

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

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.protocol.MalformedAusterityMessageException;
import io.github.retrokit.austerity.protocol.Protocol;

/**
 * Strict parsing of the longest hub message ({@code purchasedX:C:P,B,Y,R,W}) against a baseline that only
 * scans the same line's characters (the floor any parser pays).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class CodecBenchmark {

    private String line = "purchasedC:7:1,12,0,3,2";

    /** Parse one message. */
    @Benchmark
    public HubMessage parsePurchased() throws MalformedAusterityMessageException {
        return Protocol.parseHubMessage(line);
    }

    /** Baseline: sum the characters of the same line. */
    @Benchmark
    public int scanLine() {
        int sum = 0;
        for (int i = 0; i < line.length(); i++) {
            sum += line.charAt(i);
        }
        return sum;
    }
}
