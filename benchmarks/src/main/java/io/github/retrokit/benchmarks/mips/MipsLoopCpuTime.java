package io.github.retrokit.benchmarks.mips;

import io.github.retrokit.benchmarks.ToolLine;
import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * The spec's loop ({@link MipsLoopBenchmark#LOOP}) run back to back in one JVM, each run measured in
 * thread CPU time, which a shared machine disturbs far less than JMH's wall-clock score. Prints millions
 * of MIPS instructions per CPU second for every run (wall-clock in parentheses).
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.retrokit.benchmarks.mips.MipsLoopCpuTime interpret|translate [runs]</pre>
 */
public final class MipsLoopCpuTime {
    private MipsLoopCpuTime() { }

    /** Measures; a mistake on the line is named with the usage on stderr, status 2 ({@link ToolLine}). */
    public static void main(String[] args) throws Exception {
        ToolLine.run("MipsLoopCpuTime interpret|translate [runs]", args, MipsLoopCpuTime::measure);
    }

    private static void measure(ToolLine command) throws AssemblyException {
        String mode = command.word(0, "mode", List.of("interpret", "translate"), null);
        int runs = command.count(1, "runs", 8);
        command.atMost(2);
        boolean translation = mode.equals("translate");
        ProgramImage image = new Assembler().assemble("loop.asm", MipsLoopBenchmark.LOOP);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        StringBuilder line = new StringBuilder(mode).append(" M instructions/s, CPU (wall):");
        for (int run = 0; run < runs; run++) {
            long cpu = threads.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            Machine machine = Machine.load(image, MachineOptions.defaults().withTranslation(translation));
            RunResult result = machine.run();
            cpu = threads.getCurrentThreadCpuTime() - cpu;
            wall = System.nanoTime() - wall;
            if (result.instructionCount() != MipsLoopBenchmark.INSTRUCTIONS || machine.readWord(0x10010000) != 20_000_000) {
                throw new IllegalStateException("loop went wrong: " + result);
            }
            line.append(String.format(" %.0f (%.0f)", MipsLoopBenchmark.INSTRUCTIONS * 1e3 / cpu,
                    MipsLoopBenchmark.INSTRUCTIONS * 1e3 / wall));
        }
        System.out.println(line);
    }
}
