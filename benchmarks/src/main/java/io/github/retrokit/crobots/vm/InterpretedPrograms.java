package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.RobotProgram;

/**
 * For the benchmarks: a robot's {@link ProgramCode} that batches run in the interpreter loop only, or translated
 * to JVM code from the start (a benchmark's VMs would pass the translation mark of {@link ProgramCode#of} within
 * seconds). In crobots-vm's package, which the benchmarks reach on the class path.
 */
public final class InterpretedPrograms {

    private InterpretedPrograms() {
    }

    /** {@code program} decoded for the interpreter loop only. */
    public static ProgramCode interpreted(RobotProgram program) {
        return ProgramCode.interpreted(program);
    }

    /** {@code program} translated to JVM code at once. */
    public static ProgramCode translated(RobotProgram program) {
        return ProgramCode.translatedAfter(program, 0);
    }
}
