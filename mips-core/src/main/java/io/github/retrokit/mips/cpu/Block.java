package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.memory.Memory;

/**
 * A region of user text translated to JVM bytecode by {@link Translator}: its basic blocks, with branches,
 * jumps, calls and returns between them as JVM jumps, so loops and calls inside the region run without
 * leaving the generated method.
 */
interface Block {
    /**
     * Executes the region from {@code entry} until control leaves it, the budget does not cover the next
     * basic block, or an instruction faults.
     *
     * @param cpu     the processor (HI, LO, coprocessor 1)
     * @param r       the general registers
     * @param memory  the memory
     * @param budget  instructions that may still execute
     * @param entry   the address to start at, one of the region's block leaders
     * @return instructions executed in the high 32 bits, the next program counter in the low 32 bits (0
     *         instructions if the first block does not fit the budget)
     * @throws BlockFault if an instruction raised a MIPS exception
     */
    long run(Cpu cpu, int[] r, Memory memory, int budget, int entry);
}
