package io.github.retrokit.mips.memory;

/**
 * A load, store or fetch that MARS refuses: misaligned, out of range, or a write to the text segment.
 * The message is MARS's own text including the address, e.g.
 * {@code fetch address not aligned on word boundary 0x10010001}.
 *
 * <p>Thrown on the simulated program's error path only, so it carries no Java stack trace.
 */
public final class AddressException extends RuntimeException {
    /** MIPS cause code 4: address error on load or instruction fetch. */
    public static final int CAUSE_LOAD = 4;
    /** MIPS cause code 5: address error on store. */
    public static final int CAUSE_STORE = 5;
    /**
     * Not a MIPS cause: a device access while the {@link DeviceBus} is closed; the processor executes the
     * instruction again alone (see {@link DeviceBus}).
     */
    public static final int CAUSE_DEVICE = -2;

    private final int address;
    private final int cause;
    private final boolean fatal;

    /**
     * @param text    MARS's message text without the address, e.g. {@code "address out of range "}
     * @param cause   {@link #CAUSE_LOAD}, {@link #CAUSE_STORE} or {@link #CAUSE_DEVICE}
     * @param address the offending address, appended as {@code 0x%08x}
     */
    public AddressException(String text, int cause, int address) {
        this(text, cause, address, false);
    }

    private AddressException(String text, int cause, int address, boolean fatal) {
        super(text + String.format("0x%08x", address), null, false, false);
        this.address = address;
        this.cause = cause;
        this.fatal = fatal;
    }

    /**
     * A store that would take a new 64 KiB page past the machine's memory limit. It ends the run: an
     * exception handler cannot catch it.
     */
    public static AddressException memoryLimit(long limitBytes, int address) {
        return new AddressException("memory limit of " + Memory.describeBytes(limitBytes) + " exceeded by a store to ",
                CAUSE_STORE, address, true);
    }

    /** The address that could not be accessed (MARS puts it in CP0 register 8, BadVAddr). */
    public int address() { return address; }

    /** The MIPS exception cause code, {@link #CAUSE_LOAD} or {@link #CAUSE_STORE}. */
    public int cause() { return cause; }

    /** True if the run must end here (a limit), whatever exception handler the program has. */
    public boolean isFatal() { return fatal; }
}
