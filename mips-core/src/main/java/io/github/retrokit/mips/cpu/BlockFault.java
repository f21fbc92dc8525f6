package io.github.retrokit.mips.cpu;

/** A MIPS exception inside a translated {@link Block}: which instruction, and how far the block got. */
final class BlockFault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final transient MipsException exception;
    /** Address of the faulting instruction. */
    final int pc;
    /** Instructions the block completed in earlier passes of its loop (set by the generated code). */
    int priorSteps;

    BlockFault(MipsException exception, int pc) {
        super(exception.getMessage(), null, false, false);
        this.exception = exception;
        this.pc = pc;
    }
}
