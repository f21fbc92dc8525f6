package io.github.retrokit.mips.cpu;

/** A MIPS exception inside a translated {@link Block}: which instruction, and how far the region got. */
final class BlockFault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final transient MipsException exception;
    /** Address of the faulting instruction. */
    final int pc;
    /**
     * Instructions the region charged before the fault, the whole basic block of the faulting instruction
     * included (set by the generated code).
     */
    int chargedSteps;
    /** The address right after the faulting instruction's basic block (set by the generated code). */
    int blockEnd;

    BlockFault(MipsException exception, int pc) {
        super(exception.getMessage(), null, false, false);
        this.exception = exception;
        this.pc = pc;
    }

    /** Instructions completed before the faulting one. */
    long stepsBefore() {
        return chargedSteps - ((blockEnd - pc) >>> 2);
    }
}
