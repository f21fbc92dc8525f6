package io.github.retrokit.mips.syscall;

/**
 * One syscall service (the SPI): register an implementation under its number in a
 * {@link SyscallRegistry} to add or replace a service, e.g. a course's own numbers 80-85.
 *
 * <p>Implementations should be stateless; per-machine state (console, files, random streams) is
 * reached through the {@link SyscallContext}.
 */
@FunctionalInterface
public interface Syscall {
    /**
     * Performs the service. Arguments are in {@code $a0..$a3} / {@code $f12}; results go to
     * {@code $v0} / {@code $f0}.
     *
     * @throws io.github.retrokit.mips.cpu.MipsException with MARS's message for a program error
     * @throws io.github.retrokit.mips.cpu.ProgramExit   to end the program
     * @param context the syscall context
     */
    void execute(SyscallContext context);
}
