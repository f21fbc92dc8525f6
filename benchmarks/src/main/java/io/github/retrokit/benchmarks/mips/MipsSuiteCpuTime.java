package io.github.retrokit.benchmarks.mips;

import io.github.retrokit.benchmarks.ToolLine;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * The programs of the MIPS suite ({@link MipsSuite}) run back to back in one JVM, each run measured in
 * thread CPU time (a shared machine disturbs it far less than wall-clock time). Prints, per program,
 * millions of MIPS instructions per CPU second for every run, then the median of the runs after the first.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.retrokit.benchmarks.mips.MipsSuiteCpuTime interpret|translate [runs] [divide] [program...]</pre>
 *
 * <p>{@code divide} shrinks each program to 1/divide of the passes of {@code suite.txt} (default 4).
 */
public final class MipsSuiteCpuTime {
    private MipsSuiteCpuTime() { }

    /** Measures; a mistake on the line is named with the usage on stderr, status 2 ({@link ToolLine}). */
    public static void main(String[] args) throws Exception {
        ToolLine.run("MipsSuiteCpuTime interpret|translate [runs] [divide] [program...]", args,
                MipsSuiteCpuTime::measure);
    }

    private static void measure(ToolLine command) throws AssemblyException {
        String mode = command.word(0, "mode", List.of("interpret", "translate"), null);
        int runs = command.count(1, "runs", 5);
        int divide = command.count(2, "divide", 4);
        List<String> programs = command.names(3, "program", MipsSuite.PROGRAMS);
        boolean translation = mode.equals("translate");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String program : programs) {
            ProgramImage image = MipsSuite.assemble(program, Math.max(1, MipsSuite.fullSize(program) / divide));
            StringBuilder line = new StringBuilder(String.format("%-8s %s M instructions/s, CPU (wall):", program, mode));
            double[] rates = new double[runs];
            for (int run = 0; run < runs; run++) {
                long cpu = threads.getCurrentThreadCpuTime();
                long wall = System.nanoTime();
                long instructions = MipsSuite.run(image, translation).instructions();
                cpu = threads.getCurrentThreadCpuTime() - cpu;
                wall = System.nanoTime() - wall;
                rates[run] = instructions * 1e3 / cpu;
                line.append(String.format(" %.0f (%.0f)", rates[run], instructions * 1e3 / wall));
            }
            double[] later = java.util.Arrays.copyOfRange(rates, Math.min(1, runs - 1), runs);
            java.util.Arrays.sort(later);
            line.append(String.format("  median %.0f", later[later.length / 2]));
            System.out.println(line);
        }
    }
}
