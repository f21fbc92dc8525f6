package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.memory.Memory;

/**
 * A straight run of user-text instructions translated to JVM bytecode by {@link Translator}: simple
 * integer operations, loads and stores, ended by at most one branch or jump. A block whose branch goes
 * back to its own start loops inside the generated method while the budget allows.
 */
interface Block {
    /**
     * Executes the block (and its loop, if any).
     *
     * @param cpu     the processor (HI and LO)
     * @param r       the general registers
     * @param memory  the memory
     * @param budget  instructions that may still execute (at least {@link #length()})
     * @param mayLoop false to return instead of looping back to the start (a stop address is there)
     * @return instructions executed in the high 32 bits, the next program counter in the low 32 bits
     * @throws BlockFault if an instruction raised a MIPS exception
     */
    long run(Cpu cpu, int[] r, Memory memory, int budget, boolean mayLoop);

    /** Instructions in one pass through the block. */
    int length();
}
