package io.github.retrokit.mips.cpu;

/** What the CPU does on {@code syscall}: the machine plugs its syscall table in here. */
@FunctionalInterface
public interface SyscallHandler {
    /**
     * Performs the service numbered by {@code $v0}.
     *
     * @throws MipsException for a program error (MARS message), {@link ProgramExit} to end the run
     */
    void syscall(Cpu cpu);
}
