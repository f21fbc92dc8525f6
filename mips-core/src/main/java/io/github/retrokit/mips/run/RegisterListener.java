package io.github.retrokit.mips.run;

/**
 * Told after an instruction or syscall changed a register. Register numbers: 0-31 general registers,
 * {@link Machine#HI} (32), {@link Machine#LO} (33), and {@link Machine#FPR_BASE} + n (64 + n) for {@code $f<n>}.
 */
@FunctionalInterface
public interface RegisterListener {
    /**
     * @param register which register (see the numbering above)
     * @param oldValue value before the instruction
     * @param newValue value after it
     * @param pc       address of the instruction that changed it
     */
    void registerChanged(int register, int oldValue, int newValue, int pc);
}
