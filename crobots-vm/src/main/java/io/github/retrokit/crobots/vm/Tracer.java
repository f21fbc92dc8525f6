package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.Instruction;

/** Observer of a {@link RobotVm}: called after every executed instruction and on every restart of main. */
public interface Tracer {
    /**
     * Called after {@code instruction}, fetched from {@code address}, has run; the VM's registers and
     * {@link RobotVm#topOfStack()} already show its effect (before a restart it caused).
     */
    void executed(RobotVm vm, int address, Instruction instruction);

    /** Called after main was restarted because of {@code cause}. */
    default void restarted(RobotVm vm, RestartCause cause) {
    }
}
