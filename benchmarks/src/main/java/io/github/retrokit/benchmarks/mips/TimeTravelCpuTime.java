package io.github.retrokit.benchmarks.mips;

import io.github.retrokit.benchmarks.ToolLine;
import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.debug.TimeTravel;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;

/**
 * The cost of recording for time travel: the spec's 100,003,008-instruction loop run plainly and recorded
 * ({@link TimeTravel}: checkpoints and syscall log), interleaved in one JVM, each run in thread CPU time.
 * Prints every run and the medians, then the cost of going back: one {@code goTo} to the middle of the run
 * and one to its last instruction.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.retrokit.benchmarks.mips.TimeTravelCpuTime interpret|translate [pairs]</pre>
 */
public final class TimeTravelCpuTime {
    private TimeTravelCpuTime() { }

    /** Measures; a mistake on the line is named with the usage on stderr, status 2 ({@link ToolLine}). */
    public static void main(String[] args) throws Exception {
        ToolLine.run("TimeTravelCpuTime interpret|translate [pairs]", args, TimeTravelCpuTime::measure);
    }

    private static void measure(ToolLine command) throws AssemblyException {
        boolean translation = command.word(0, "mode", List.of("interpret", "translate"), "translate").equals("translate");
        int pairs = command.count(1, "pairs", 7);
        command.atMost(2);
        ProgramImage image = new Assembler().assemble("loop.asm", MipsLoopBenchmark.LOOP);
        MachineOptions options = MachineOptions.defaults().withTranslation(translation);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] plain = new long[pairs];
        long[] recorded = new long[pairs];
        TimeTravel last = null;
        for (int i = 0; i < pairs; i++) {
            long cpu = threads.getCurrentThreadCpuTime();
            RunResult a = Machine.load(image, options).run();
            plain[i] = threads.getCurrentThreadCpuTime() - cpu;
            cpu = threads.getCurrentThreadCpuTime();
            last = TimeTravel.start(image, options, m -> { });
            RunResult b = last.runFor(Long.MAX_VALUE);
            recorded[i] = threads.getCurrentThreadCpuTime() - cpu;
            if (!a.equals(b) || a.instructionCount() != MipsLoopBenchmark.INSTRUCTIONS) {
                throw new IllegalStateException("runs differ: " + a + " / " + b);
            }
            System.out.printf("pair %d: plain %.1f ms, recorded %.1f ms%n", i + 1, plain[i] / 1e6, recorded[i] / 1e6);
        }
        double p = median(plain) / 1e6;
        double r = median(recorded) / 1e6;
        System.out.printf("%s: median CPU plain %.1f ms, recorded %.1f ms, cost %+.1f%%; %d checkpoints, interval %d,"
                + " %.1f MiB%n", translation ? "translate" : "interpret", p, r, 100 * (r - p) / p, last.checkpoints(),
                last.interval(), last.checkpointBytes() / 1048576.0);
        long cpu = threads.getCurrentThreadCpuTime();
        last.goTo(MipsLoopBenchmark.INSTRUCTIONS / 2);
        long middle = threads.getCurrentThreadCpuTime() - cpu;
        cpu = threads.getCurrentThreadCpuTime();
        last.goTo(MipsLoopBenchmark.INSTRUCTIONS - 1);
        long end = threads.getCurrentThreadCpuTime() - cpu;
        System.out.printf("go back to the middle: %.1f ms CPU; forward again to the last instruction: %.1f ms CPU%n",
                middle / 1e6, end / 1e6);
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
