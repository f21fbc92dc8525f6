package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.benchmarks.ToolLine;
import io.github.retrokit.crobots.vm.ProgramCode;
import io.github.retrokit.crobots.vm.RobotVm;
import io.github.retrokit.crobots.vm.VmOptions;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * Robot code as an unwatched match runs it: sniper, turret, pacer and rover (the series of
 * {@code benchmarks/compare-crobots.sh}) take turns in batches of 15 instructions ({@code RobotVm.runBatch},
 * pausing in front of {@code rand}, which then runs alone), on worlds whose intrinsics answer constants
 * ({@link VmStepBenchmark.ConstantWorld}, which offers damage, speed, loc_x and loc_y as fields the interpreter
 * loop reads, as the arena does), in the interpreter loop or translated to JVM code. Each run is
 * measured in thread CPU time, which a shared machine disturbs far less than JMH's wall-clock score; run it on
 * the client compiler, as the launcher runs CRobots. Prints nanoseconds of CPU per robot instruction for every
 * run (wall-clock in parentheses). A batch size other than 15 shows what entering the robot's code again costs.
 *
 * <pre>java -XX:TieredStopAtLevel=1 -cp benchmarks/target/benchmarks.jar \
 *     io.github.retrokit.benchmarks.crobots.VmBatchCpuTime interpret|translate [runs] [million instructions] [batch size]</pre>
 */
public final class VmBatchCpuTime {

    private VmBatchCpuTime() {
    }

    /** Measures; a mistake on the line is named with the usage on stderr, status 2 ({@link ToolLine}). */
    public static void main(String[] args) throws Exception {
        ToolLine.run("VmBatchCpuTime interpret|translate [runs] [million instructions] [batch size]", args,
                VmBatchCpuTime::measure);
    }

    private static void measure(ToolLine command) {
        String mode = command.word(0, "mode", List.of("interpret", "translate"), null);
        int runs = command.count(1, "runs", 8);
        long instructions = command.count(2, "million instructions", 20, 1_000_000) * 1_000_000L;
        int batch = command.count(3, "batch size", 15);
        command.atMost(4);
        boolean translate = mode.equals("translate");
        RobotVm[] vms = robots(translate);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        StringBuilder line = new StringBuilder(mode).append(" ns per robot instruction, CPU (wall):");
        for (int run = 0; run < runs; run++) {
            long cpu = threads.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            long done = 0;
            while (done < instructions) {
                done += window(vms, batch);
            }
            cpu = threads.getCurrentThreadCpuTime() - cpu;
            wall = System.nanoTime() - wall;
            line.append(String.format(" %.2f (%.2f)", (double) cpu / done, (double) wall / done));
        }
        System.out.println(line);
    }

    private static RobotVm[] robots(boolean translate) {
        ProgramCode[] code = ArenaRobots.fourRobotField(translate);
        RobotVm[] vms = new RobotVm[code.length];
        for (int i = 0; i < vms.length; i++) {
            vms[i] = new RobotVm(code[i], new VmStepBenchmark.ConstantWorld(), VmOptions.classic());
        }
        return vms;
    }

    /** One window: {@code batch} instructions of each robot (a match's: 15); returns the instructions run. */
    private static int window(RobotVm[] vms, int batch) {
        for (RobotVm vm : vms) {
            int left = batch - vm.runBatch(batch, true);
            while (left > 0) { // paused in front of rand: run it, then on
                vm.step();
                left--;
                left -= vm.runBatch(left, true);
            }
        }
        return batch * vms.length;
    }
}
