package io.github.retrokit.mips.cpu;

/**
 * The program counter points where no instruction can be fetched (misaligned, or outside the text
 * segments while self-modifying code is off). MARS ends the run with
 * {@code invalid program counter value: 0x...}; no exception handler is consulted.
 */
public final class InvalidPcException extends RuntimeException {
    private final int pc;

    /** The fetch at {@code pc} failed. */
    public InvalidPcException(int pc) {
        super(String.format("invalid program counter value: 0x%08x", pc), null, false, false);
        this.pc = pc;
    }

    /** The program counter that could not be fetched from. */
    public int pc() { return pc; }
}
