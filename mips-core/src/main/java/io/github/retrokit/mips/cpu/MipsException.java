package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.memory.AddressException;

/**
 * A MIPS run-time exception raised by an instruction or a syscall, with MARS's message text, e.g.
 * {@code arithmetic overflow} or {@code invalid integer input (syscall 5)}. If the program has an
 * exception handler the CPU transfers control to it; otherwise the run ends with this error.
 *
 * <p>Thrown on the simulated program's error path only, so it carries no Java stack trace.
 */
public final class MipsException extends RuntimeException {
    /** Cause code: address error on load or fetch. */
    public static final int ADDRESS_LOAD = 4;
    /** Cause code: address error on store. */
    public static final int ADDRESS_STORE = 5;
    /** Cause code: syscall (used by MARS for syscall errors). */
    public static final int SYSCALL = 8;
    /** Cause code: breakpoint ({@code break}). */
    public static final int BREAKPOINT = 9;
    /** Cause code: reserved instruction (a word that is no instruction). */
    public static final int RESERVED_INSTRUCTION = 10;
    /** Cause code: arithmetic overflow. */
    public static final int OVERFLOW = 12;
    /** Cause code: trap ({@code teq} …). */
    public static final int TRAP = 13;
    /** No cause code: a MARS run-time error that sets no CP0 register (odd FPR for a double). */
    public static final int NONE = -1;
    /**
     * Not an error: a device access inside a straight run or translated block; the processor executes the
     * instruction again alone with the device bus open ({@link io.github.retrokit.mips.memory.DeviceBus}).
     */
    public static final int DEVICE = AddressException.CAUSE_DEVICE;

    private final int cause;
    private final boolean hasAddress;
    private final int badAddress;
    private final boolean fatal;

    /** An exception with MARS's {@code message} and a cause code (or {@link #NONE}). */
    public MipsException(String message, int cause) {
        this(message, cause, false, 0, false);
    }

    private MipsException(String message, int cause, boolean hasAddress, int badAddress, boolean fatal) {
        super(message, null, false, false);
        this.cause = cause;
        this.hasAddress = hasAddress;
        this.badAddress = badAddress;
        this.fatal = fatal;
    }

    /** The exception for a refused memory access, keeping its message, cause, address and fatality. */
    public static MipsException of(AddressException e) {
        return new MipsException(e.getMessage(), e.cause(), true, e.address(), e.isFatal());
    }

    /**
     * A run-time error that ends the run whatever exception handler the program has: a limit of the
     * machine (memory), not a fault of the MIPS architecture.
     */
    public static MipsException fatal(String message) {
        return new MipsException(message, NONE, false, 0, true);
    }

    /** True if no exception handler may catch this: the run ends with it. */
    public boolean isFatal() { return fatal; }

    /** The MIPS cause code (CP0 register 13 bits 2..6), or {@link #NONE}. */
    public int cause() { return cause; }

    /** True if this is an address error; then {@link #badAddress()} is meaningful. */
    public boolean hasBadAddress() { return hasAddress; }

    /** The faulting address of an address error (CP0 BadVAddr). */
    public int badAddress() { return badAddress; }
}
