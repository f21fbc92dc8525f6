package io.github.retrokit.mips.memory;

import io.github.retrokit.mips.device.BusSignals;
import io.github.retrokit.mips.device.MappedDevice;
import java.util.ArrayList;
import java.util.List;

/**
 * The devices mapped on one machine's memory bus, each at an address range outside the data segment (in
 * practice the memory-mapped I/O area from 0xffff0000). {@link Memory} asks the bus only for accesses that
 * miss its data-segment fast path, so ordinary programs never pay for it.
 *
 * <p>The processor keeps the bus <em>closed</em> while it runs many instructions at once (a straight run or
 * a translated block, which do not know their exact instruction count): a device access then throws an
 * {@link AddressException} with cause {@link AddressException#CAUSE_DEVICE}, the processor stops just before
 * the instruction and executes it alone with the bus {@link #open(long) open} at its exact count.
 */
public final class DeviceBus implements BusSignals {
    /** Thrown for every device access while closed (immutable, without a stack trace: it is frequent). */
    private static final AddressException RETRY_ALONE =
            new AddressException("device access, retried alone, at ", AddressException.CAUSE_DEVICE, 0);
    private final List<Mapping> mappings = new ArrayList<>();
    private int low = -1;
    private int high;
    private boolean open;
    private boolean touched;
    private long now;
    private String stopRequest;
    private int pending;

    private record Mapping(int low, int high, MappedDevice device) { }

    DeviceBus() { }

    /** Maps {@code device} at the inclusive range {@code low..high}; ranges of two devices may not overlap. */
    void add(int low, int high, MappedDevice device) {
        for (Mapping m : mappings) {
            if (Integer.compareUnsigned(low, m.high) <= 0 && Integer.compareUnsigned(m.low, high) <= 0) {
                throw new IllegalArgumentException(String.format(
                        "device range 0x%08x-0x%08x overlaps another device", low, high));
            }
        }
        mappings.add(new Mapping(low, high, device));
        device.attached(this);
        if (mappings.size() == 1 || Integer.compareUnsigned(low, this.low) < 0) {
            this.low = low;
        }
        if (mappings.size() == 1 || Integer.compareUnsigned(high, this.high) > 0) {
            this.high = high;
        }
    }

    /** The mapped devices, in mapping order. */
    public List<MappedDevice> devices() {
        return mappings.stream().map(Mapping::device).toList();
    }

    /** True if some device answers at {@code address}. */
    boolean claims(int address) {
        return Integer.compareUnsigned(address - low, high - low) <= 0 && find(address) != null;
    }

    private MappedDevice find(int address) {
        for (Mapping m : mappings) {
            if (Integer.compareUnsigned(address, m.low) >= 0 && Integer.compareUnsigned(address, m.high) <= 0) {
                return m.device;
            }
        }
        return null;
    }

    int read(int address, int size) {
        checkOpen();
        touched = true;
        return find(address).read(address, size, now);
    }

    void write(int address, int size, int value) {
        checkOpen();
        touched = true;
        find(address).write(address, size, value, now);
    }

    private void checkOpen() {
        if (!open) {
            throw RETRY_ALONE;
        }
    }

    /** Lets device accesses through for one instruction that executes {@code now} instructions into the run. */
    public void open(long now) {
        this.open = true;
        this.now = now;
    }

    /**
     * Closes the bus again (see the class comment); true if a device was accessed while it was open (its next
     * event may have changed, so the processor ends its run and lets the machine ask again).
     */
    public boolean close() {
        boolean accessed = touched;
        open = false;
        touched = false;
        return accessed;
    }

    /** The earliest {@link MappedDevice#nextEvent} of all devices. */
    public long nextEvent(long now) {
        long next = Long.MAX_VALUE;
        for (Mapping m : mappings) {
            next = Math.min(next, m.device.nextEvent(now));
        }
        return next;
    }

    /**
     * Ticks every device; returns the interrupt request bits raised now or earlier and not yet taken (a
     * request stays pending until the program accepts it, e.g. after an {@code eret}).
     */
    public int tick(long now) {
        for (Mapping m : mappings) {
            int raised = m.device.tick(now); // may also call raise(): read pending after it
            pending |= raised;
        }
        return pending;
    }

    /** A device requests an interrupt ({@code bits}: CP0 Cause IP bits); it stays pending until taken. */
    @Override
    public void raise(int bits) { pending |= bits; }

    /** The processor took the pending interrupt requests. */
    public void interruptTaken() { pending = 0; }

    /** Interrupt request bits pending (for snapshots). */
    public int pendingInterrupts() { return pending; }

    /** Restores the pending interrupt request bits (from a snapshot). */
    public void setPendingInterrupts(int bits) { pending = bits; }

    /** A device asks the machine to end the run (e.g. its input ended and the program still waits). */
    @Override
    public void requestStop(String reason) {
        if (stopRequest == null) {
            stopRequest = reason;
        }
    }

    /** The pending stop request, or null. */
    public String stopRequest() { return stopRequest; }
}
