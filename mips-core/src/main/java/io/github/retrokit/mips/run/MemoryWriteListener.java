package io.github.retrokit.mips.run;

/** Told about every store the program makes (instructions and syscalls), after it succeeded. */
@FunctionalInterface
public interface MemoryWriteListener {
    /**
     * One store.
     *
     * @param address the address written (for a word: its aligned address)
     * @param size    1, 2 or 4 bytes
     * @param value   the value stored (low {@code size} bytes significant)
     * @param pc      address of the instruction that stored it (the {@code syscall} for syscalls)
     */
    void memoryWritten(int address, int size, int value, int pc);
}
