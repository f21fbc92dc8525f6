package io.github.retrokit.mips.device;

/**
 * A device on the memory bus: it answers the program's loads and stores in the address range it is mapped
 * at ({@code Machine.mapDevice}), instead of plain memory. Accesses arrive aligned to their size (1, 2 or 4
 * bytes) and in program order, each with the number of instructions executed before the accessing one, so
 * a device can model delays in instruction counts exactly, in both execution tiers.
 *
 * <p>Between instructions the bus asks each device for its next timed event ({@link #nextEvent}) and lets
 * it act then ({@link #tick}), for instance to raise an interrupt. A device may also raise one while it is
 * accessed; the processor takes it right after the accessing instruction.
 */
public interface MappedDevice {
    /**
     * A program load of {@code size} bytes at {@code address}.
     *
     * @param address the address, aligned to {@code size}
     * @param size    1, 2 or 4 bytes
     * @param now     instructions executed before the loading one
     * @return the value, zero-extended
     */
    int read(int address, int size, long now);

    /**
     * A program store of the low {@code size} bytes of {@code value} at {@code address}.
     *
     * @param address the address, aligned to {@code size}
     * @param size    1, 2 or 4 bytes
     * @param value   the value; only its low {@code size} bytes count
     * @param now     instructions executed before the storing one
     */
    void write(int address, int size, int value, long now);

    /**
     * When the device next wants {@link #tick}.
     *
     * @param now instructions executed so far
     * @return the instruction count at or after {@code now}, or {@link Long#MAX_VALUE} for never
     */
    default long nextEvent(long now) { return Long.MAX_VALUE; }

    /**
     * Called between instructions.
     *
     * @param now instructions executed so far
     * @return the interrupt request bits (CP0 Cause IP bits, e.g. {@code 0x100}) the device raises now, or 0
     */
    default int tick(long now) { return 0; }

    /**
     * Called once when the device is mapped.
     *
     * @param bus the bus, through which the device raises interrupts or asks the run to stop
     */
    default void attached(BusSignals bus) { }

    /**
     * A copy of the device's state, for time travel.
     *
     * @return an immutable copy, or null if the device has no state
     */
    default Object saveState() { return null; }

    /**
     * Puts back a state {@link #saveState()} returned.
     *
     * @param state what {@link #saveState()} returned
     */
    default void restoreState(Object state) { }
}
