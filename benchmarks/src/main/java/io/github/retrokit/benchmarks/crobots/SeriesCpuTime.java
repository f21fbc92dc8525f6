package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.benchmarks.ToolLine;
import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.arena.RandomSource;
import io.github.retrokit.crobots.arena.VmCpu;
import io.github.retrokit.crobots.vm.ProgramCode;
import io.github.retrokit.crobots.world.Quirks;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * Whole matches in one JVM, as an unwatched series plays them, without the start: the 100-match series of
 * {@code benchmarks/compare-crobots.sh} (sniper, turret, pacer and rover, seed 1, cycle limit 200000: 10,022,670
 * rounds) played again and again on a fresh arena, each series measured in thread CPU time (which a shared
 * machine disturbs far less than wall time). Prints, per series, milliseconds of CPU and nanoseconds per round;
 * the later series show the steady state of the JIT the JVM was started with, the first one its warm-up. The
 * robots' code runs in the interpreter loop ({@code interpret}, as a 100-match series does) or translated to JVM
 * code at once ({@code translate}, as a long tournament does after 50 million instructions). The report, the
 * score and the compile of the robots are left out.
 *
 * <pre>java -XX:TieredStopAtLevel=1 -cp benchmarks/target/benchmarks.jar \
 *     io.github.retrokit.benchmarks.crobots.SeriesCpuTime interpret|translate [series] [matches per series]</pre>
 */
public final class SeriesCpuTime {

    private static final long LIMIT = 200_000;

    private SeriesCpuTime() {
    }

    /** Measures; a mistake on the line is named with the usage on stderr, status 2 ({@link ToolLine}). */
    public static void main(String[] args) throws Exception {
        ToolLine.run("SeriesCpuTime interpret|translate [series] [matches per series]", args, SeriesCpuTime::measure);
    }

    private static void measure(ToolLine command) {
        String mode = command.word(0, "mode", List.of("interpret", "translate"), null);
        int series = command.count(1, "series", 10);
        int matches = command.count(2, "matches per series", 100);
        command.atMost(3);
        boolean translate = mode.equals("translate");
        ProgramCode[] code = ArenaRobots.fourRobotField(translate);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println(mode + ", " + matches + " matches per series: CPU ms, ns per round (wall ms)");
        for (int s = 0; s < series; s++) {
            Arena arena = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
            arena.setRecordEvents(false);
            for (int slot = 0; slot < code.length; slot++) {
                arena.attach(slot, VmCpu.create(code[slot], arena, slot));
            }
            long cpu = threads.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            long rounds = 0;
            for (int m = 0; m < matches; m++) { // MatchPlay's unwatched match
                arena.startMatch(code.length);
                arena.play(LIMIT);
                arena.flush();
                rounds += arena.cycles();
            }
            cpu = threads.getCurrentThreadCpuTime() - cpu;
            wall = System.nanoTime() - wall;
            System.out.printf("series %d: %.1f ms, %.2f ns per round, %d rounds (%.1f ms)%n", s + 1, cpu / 1e6,
                    (double) cpu / rounds, rounds, wall / 1e6);
        }
    }
}
