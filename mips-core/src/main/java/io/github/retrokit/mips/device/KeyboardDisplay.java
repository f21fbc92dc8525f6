package io.github.retrokit.mips.device;

import java.util.ArrayList;
import java.util.List;

/**
 * MARS's "Keyboard and Display MMIO Simulator": four word registers at 0xffff0000-0xffff000f.
 *
 * <table>
 *   <caption>registers</caption>
 *   <tr><th>address</th><th>register</th><th>bits</th></tr>
 *   <tr><td>0xffff0000</td><td>receiver control</td><td>bit 0 ready (a key is waiting; read-only),
 *       bit 1 interrupt enable</td></tr>
 *   <tr><td>0xffff0004</td><td>receiver data</td><td>the key in bits 0-7; reading it clears ready</td></tr>
 *   <tr><td>0xffff0008</td><td>transmitter control</td><td>bit 0 ready (read-only), bit 1 interrupt enable</td></tr>
 *   <tr><td>0xffff000c</td><td>transmitter data</td><td>a store while ready displays bits 0-7; the
 *       transmitter is then busy for {@link #delay()} instructions</td></tr>
 * </table>
 *
 * <p>A store to the transmitter data register while the transmitter is busy is ignored, as the character
 * would be lost on the hardware MARS models. Character 12 (form feed) clears the display; character 7 with
 * a non-zero upper part positions the cursor: column in bits 20-31, row in bits 8-19 (MARS 4.5).
 *
 * <p>Interrupts (through the exception handler at 0x80000180, see {@code Cpu.interrupt}): a key arriving
 * while receiver interrupts are enabled requests Cause bit 8 ({@code 0x100}); the transmitter becoming
 * ready again while its interrupts are enabled requests Cause bit 9 ({@code 0x200}).
 *
 * <p>Keys arrive deterministically: when the program reads the receiver control register while no key is
 * waiting, and, with receiver interrupts enabled, every {@link #POLL_INTERVAL} instructions. Each key taken
 * is logged with its instruction count, so a machine restored to an earlier state and run again (time travel)
 * gets the same keys at the same instructions without reading its source again.
 */
public final class KeyboardDisplay implements MappedDevice {
    /** Receiver control register. */
    public static final int RECEIVER_CONTROL = 0xffff0000;
    /** Receiver data register. */
    public static final int RECEIVER_DATA = 0xffff0004;
    /** Transmitter control register. */
    public static final int TRANSMITTER_CONTROL = 0xffff0008;
    /** Transmitter data register. */
    public static final int TRANSMITTER_DATA = 0xffff000c;
    /** The last address of the device. */
    public static final int LAST = 0xffff000f;
    /** MARS's default transmit delay, in instructions. */
    public static final int DEFAULT_DELAY = 5;
    /** With receiver interrupts enabled, a key is looked for this often (instructions). */
    public static final int POLL_INTERVAL = 1000;
    /** Empty receiver polls after the input ended before the run is stopped. */
    public static final long STARVED_POLLS = 100_000;
    /** Cause bit of the keyboard interrupt. */
    public static final int KEYBOARD_INTERRUPT = 0x100;
    /** Cause bit of the display interrupt. */
    public static final int DISPLAY_INTERRUPT = 0x200;

    private final KeySource keys;
    private final DisplaySink display;
    private final int delay;
    private final List<long[]> keyLog = new ArrayList<>();
    private BusSignals bus;
    private State state = State.START;

    /**
     * The device state.
     *
     * @param receiverEnable  receiver interrupt enable bit
     * @param keyWaiting      receiver ready bit
     * @param key             receiver data
     * @param transmitEnable  transmitter interrupt enable bit
     * @param busyUntil       the transmitter is ready from this instruction count on
     * @param interruptDue    a display interrupt is due at {@code busyUntil}
     * @param transmitted     the last value written to the transmitter data register
     * @param keysTaken       keys taken from the source so far (index into the key log)
     * @param starvedPolls    empty receiver polls since the input ended
     */
    public record State(boolean receiverEnable, boolean keyWaiting, int key, boolean transmitEnable, long busyUntil,
                        boolean interruptDue, int transmitted, int keysTaken, long starvedPolls) {
        static final State START = new State(false, false, 0, false, 0, false, 0, 0, 0);
    }

    /**
     * A device reading keys from {@code keys} and showing characters on {@code display}, MARS's delay.
     *
     * @param keys where typed keys come from
     * @param display where the display's characters go
     */
    public KeyboardDisplay(KeySource keys, DisplaySink display) {
        this(keys, display, DEFAULT_DELAY);
    }

    /**
     * As above with a transmit delay of {@code delay} instructions (at least 1).
     *
     * @param keys where typed keys come from
     * @param display where the display's characters go
     * @param delay the delay in instructions
     */
    public KeyboardDisplay(KeySource keys, DisplaySink display, int delay) {
        if (delay < 1) {
            throw new IllegalArgumentException("transmit delay must be at least 1 instruction, not " + delay);
        }
        this.keys = keys;
        this.display = display;
        this.delay = delay;
    }

    /** {@return the transmit delay in instructions} */
    public int delay() { return delay; }

    /** {@return the current state} */
    public State state() { return state; }

    @Override
    public void attached(BusSignals bus) { this.bus = bus; }

    @Override
    public int read(int address, int size, long now) {
        int register = address & ~3;
        int word = switch (register) {
            case RECEIVER_CONTROL -> receiverControl(now);
            case RECEIVER_DATA -> takeKey();
            case TRANSMITTER_CONTROL -> (now >= state.busyUntil ? 1 : 0) | (state.transmitEnable ? 2 : 0);
            default -> state.transmitted;
        };
        int shift = (address & 3) * 8;
        return size == 4 ? word : (word >>> shift) & (size == 2 ? 0xffff : 0xff);
    }

    private int receiverControl(long now) {
        if (!state.keyWaiting) {
            if (!lookForKey(now) && inputEnded()) {
                state = with(state.keysTaken, state.starvedPolls + 1);
                if (state.starvedPolls >= STARVED_POLLS && bus != null) {
                    bus.requestStop("keyboard input ended and the program kept waiting for a key");
                }
            }
        }
        return (state.keyWaiting ? 1 : 0) | (state.receiverEnable ? 2 : 0);
    }

    private int takeKey() {
        State s = state;
        state = new State(s.receiverEnable, false, s.key, s.transmitEnable, s.busyUntil, s.interruptDue,
                s.transmitted, s.keysTaken, s.starvedPolls);
        return s.key;
    }

    @Override
    public void write(int address, int size, int value, long now) {
        State s = state;
        if (address == RECEIVER_CONTROL) {
            state = new State((value & 2) != 0, s.keyWaiting, s.key, s.transmitEnable, s.busyUntil, s.interruptDue,
                    s.transmitted, s.keysTaken, s.starvedPolls);
        } else if (address == TRANSMITTER_CONTROL) {
            state = new State(s.receiverEnable, s.keyWaiting, s.key, (value & 2) != 0, s.busyUntil, s.interruptDue,
                    s.transmitted, s.keysTaken, s.starvedPolls);
        } else if (address == TRANSMITTER_DATA && now >= s.busyUntil) {
            state = new State(s.receiverEnable, s.keyWaiting, s.key, s.transmitEnable, now + delay, s.transmitEnable,
                    value, s.keysTaken, 0);
            show(value);
        }
    }

    private void show(int value) {
        int c = value & 0xff;
        if (c == 7 && (value >>> 8) != 0) {
            display.moveCursor(value >>> 20, (value >>> 8) & 0xfff);
        } else if (c == 12) {
            display.clear();
        } else {
            display.character(c);
        }
    }

    @Override
    public long nextEvent(long now) {
        long next = Long.MAX_VALUE;
        if (state.interruptDue) {
            next = Math.max(now, state.busyUntil);
        }
        if (state.receiverEnable && !state.keyWaiting && !inputEnded()) {
            next = Math.min(next, (now / POLL_INTERVAL + 1) * POLL_INTERVAL);
        }
        return next;
    }

    @Override
    public int tick(long now) {
        int requests = 0;
        State s = state;
        if (s.interruptDue && now >= s.busyUntil) {
            state = new State(s.receiverEnable, s.keyWaiting, s.key, s.transmitEnable, s.busyUntil, false,
                    s.transmitted, s.keysTaken, s.starvedPolls);
            if (s.transmitEnable) {
                requests |= DISPLAY_INTERRUPT;
            }
        }
        if (state.receiverEnable && !state.keyWaiting && now % POLL_INTERVAL == 0) {
            lookForKey(now);
        }
        return requests;
    }

    /** Takes the next key if there is one now; a key taken with receiver interrupts enabled raises one. */
    private boolean lookForKey(long now) {
        int k = state.keysTaken;
        int key;
        if (k < keyLog.size()) {
            long[] logged = keyLog.get(k);
            if (logged[0] != now) {
                return false;
            }
            key = (int) logged[1];
        } else {
            key = keys.next();
            if (key < 0) {
                if (key == KeySource.END) {
                    keyLog.add(new long[] {-1, KeySource.END});
                }
                return false;
            }
            keyLog.add(new long[] {now, key});
        }
        State s = state;
        state = new State(s.receiverEnable, true, key, s.transmitEnable, s.busyUntil, s.interruptDue,
                s.transmitted, k + 1, 0);
        if (s.receiverEnable && bus != null) {
            bus.raise(KEYBOARD_INTERRUPT);
        }
        return true;
    }

    private boolean inputEnded() {
        int k = state.keysTaken;
        return k < keyLog.size() && keyLog.get(k)[1] == KeySource.END;
    }

    private State with(int keysTaken, long starvedPolls) {
        State s = state;
        return new State(s.receiverEnable, s.keyWaiting, s.key, s.transmitEnable, s.busyUntil, s.interruptDue,
                s.transmitted, keysTaken, starvedPolls);
    }

    @Override
    public Object saveState() { return state; }

    @Override
    public void restoreState(Object saved) { state = (State) saved; }
}
