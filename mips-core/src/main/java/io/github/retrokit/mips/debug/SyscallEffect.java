package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.memory.Memory;

/**
 * What one syscall did to the machine, recorded the first time it ran so that re-executing history applies
 * it again without touching the console, files or clocks: the registers it changed, the bytes it stored,
 * the heap top after it, and the exception it ended with (exit, error, limit), if any.
 *
 * @param registers pairs (register, value): 0-31 general, 32-63 floating point
 * @param stores    pairs (address, byte) in store order
 * @param heapTop   the heap top after the syscall
 * @param thrown    the exception the syscall threw, or null
 */
record SyscallEffect(int[] registers, int[] stores, int heapTop, RuntimeException thrown) {
    /** Applies the effect to {@code cpu} and its memory, then throws what the syscall threw. */
    void replay(Cpu cpu) {
        for (int i = 0; i < registers.length; i += 2) {
            int reg = registers[i];
            if (reg < 32) {
                cpu.setGpr(reg, registers[i + 1]);
            } else {
                cpu.setFpr(reg - 32, registers[i + 1]);
            }
        }
        Memory memory = cpu.memory();
        for (int i = 0; i < stores.length; i += 2) {
            memory.pokeByte(stores[i], stores[i + 1]);
        }
        memory.setHeapTop(heapTop);
        if (thrown != null) {
            throw thrown;
        }
    }
}
