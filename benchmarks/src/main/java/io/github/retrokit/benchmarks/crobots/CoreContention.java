package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.benchmarks.ToolLine;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Tells whether the core this thread runs on is shared right now, so that a slow {@link SeriesCpuTime} series can be
 * told from a slow build: two loops of fixed work, each timed in thread CPU, printed as milliseconds per run.
 * <ul>
 *   <li>{@code chain}: one multiply-add chain, each step waiting for the one before (a few instructions per
 *   cycle at most): its time follows the core's clock only;</li>
 *   <li>{@code wide}: eight independent add/xor chains, which keep the core's execution units busy: its time
 *   also grows when another hardware thread (of another virtual machine, on a shared host) runs on the same
 *   physical core, which a dependent chain hardly notices.</li>
 * </ul>
 * On this project's 2-core virtual machine, {@code wide} swung from 170 to 300 ms within minutes while
 * {@code chain} stayed within 3 %, and the series' nanoseconds per round rose by half in the same spells
 * (crobots-vm/docs/performance-history.md, 2026-12-02 09:30–10:30 UTC). Run it on the client compiler, as the
 * series is run:
 *
 * <pre>java -XX:TieredStopAtLevel=1 -cp benchmarks/target/benchmarks.jar \
 *     io.github.retrokit.benchmarks.crobots.CoreContention [runs]</pre>
 */
public final class CoreContention {

    /** Steps per call: each loop is compiled as a method after a few calls, not entered once (on-stack replacement). */
    private static final int BLOCK = 1_000_000;
    private static final int BLOCKS = 200;

    private CoreContention() {
    }

    /** Measures; a mistake on the line is named with the usage on stderr, status 2 ({@link ToolLine}). */
    public static void main(String[] args) throws Exception {
        ToolLine.run("CoreContention [runs]", args, CoreContention::measure);
    }

    private static void measure(ToolLine command) {
        int runs = command.count(0, "runs", 3);
        command.atMost(1);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        StringBuilder line = new StringBuilder("CPU ms per run, chain / wide:");
        int sink = 0;
        for (int run = 0; run < runs; run++) {
            long start = threads.getCurrentThreadCpuTime();
            for (int b = 0; b < BLOCKS; b++) {
                sink += chain(BLOCK);
            }
            long middle = threads.getCurrentThreadCpuTime();
            for (int b = 0; b < BLOCKS; b++) {
                sink += wide(BLOCK);
            }
            long end = threads.getCurrentThreadCpuTime();
            line.append(String.format(" %.0f / %.0f", (middle - start) / 1e6, (end - middle) / 1e6));
        }
        // sink is printed only in the unlikely case 42, but read: no compiler may drop the loops as dead code
        System.out.println(sink == 42 ? line.append(" (").append(sink).append(')') : line);
    }

    /** One dependent chain: each multiply-add waits for the previous one. */
    static int chain(int steps) {
        int y = 1;
        for (int i = 0; i < steps; i++) {
            y = y * 0x9E3779B1 + i;
        }
        return y;
    }

    /** Eight independent chains per step. */
    static int wide(int steps) {
        int x0 = 1;
        int x1 = 2;
        int x2 = 3;
        int x3 = 4;
        int x4 = 5;
        int x5 = 6;
        int x6 = 7;
        int x7 = 8;
        for (int i = 0; i < steps; i++) {
            x0 += i;
            x1 ^= i;
            x2 += x0;
            x3 ^= x1;
            x4 += i ^ 5;
            x5 ^= i + 7;
            x6 += x4;
            x7 ^= x5;
        }
        return x0 ^ x1 ^ x2 ^ x3 ^ x4 ^ x5 ^ x6 ^ x7;
    }
}
