package io.github.retrokit.mips.device;

import static io.github.retrokit.mips.device.DeviceTestSupport.keys;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.retrokit.mips.device.DeviceTestSupport.Rig;
import io.github.retrokit.mips.run.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * MARS's Keyboard and Display MMIO Simulator as documented in {@link KeyboardDisplay}: registers, ready bits,
 * the transmit delay, interrupts through the handler at 0x80000180, control characters, in both tiers.
 */
class KeyboardDisplayTest {
    @ParameterizedTest(name = "translate={0}")
    @ValueSource(booleans = {false, true})
    void aPollingProgramEchoesEveryKeyThroughTheDisplay(boolean translate) throws Exception {
        Rig rig = new Rig("echo-poll.asm", keys("hello, world q"), translate, 10);
        RunResult result = rig.machine.run();
        assertInstanceOf(RunResult.Exited.class, result);
        assertEquals("hello, world q", rig.display.text.toString());
        // a store at count c makes the transmitter busy until c + 10: the poll at c + 7 finds it busy, the
        // next one (c + 12) ready; that is once per key except the first
        assertEquals(13, rig.machine.register("$s1"));
        Rig fast = new Rig("echo-poll.asm", keys("hello, world q"), translate);
        fast.machine.run();
        assertEquals(0, fast.machine.register("$s1"), "MARS's delay of 5 is over before the next poll");
    }

    @Test
    void bothTiersExecuteTheSameInstructionsWithADevice() throws Exception {
        Rig interpreted = new Rig("echo-poll.asm", keys("abcdefghijklmnopq"), false);
        Rig translated = new Rig("echo-poll.asm", keys("abcdefghijklmnopq"), true);
        RunResult a = interpreted.machine.run();
        RunResult b = translated.machine.run();
        assertEquals(a, b);
        assertEquals(interpreted.machine.register("$s1"), translated.machine.register("$s1"));
    }

    @Test
    void theTransmitterIsBusyForTheDelayAfterAStore() {
        KeyboardDisplay device = new KeyboardDisplay(keys(""), new DeviceTestSupport.RecordingDisplay(), 5);
        assertEquals(1, device.read(KeyboardDisplay.TRANSMITTER_CONTROL, 4, 0));
        device.write(KeyboardDisplay.TRANSMITTER_DATA, 4, 'x', 100);
        for (long now = 101; now < 105; now++) {
            assertEquals(0, device.read(KeyboardDisplay.TRANSMITTER_CONTROL, 4, now), "busy at " + now);
        }
        assertEquals(1, device.read(KeyboardDisplay.TRANSMITTER_CONTROL, 4, 105));
    }

    @Test
    void aStoreWhileBusyIsLostAndControlCharactersClearAndPositionTheCursor() {
        DeviceTestSupport.RecordingDisplay display = new DeviceTestSupport.RecordingDisplay();
        KeyboardDisplay device = new KeyboardDisplay(keys(""), display, 5);
        device.write(KeyboardDisplay.TRANSMITTER_DATA, 4, 12, 0);
        device.write(KeyboardDisplay.TRANSMITTER_DATA, 4, 'L', 1);
        device.write(KeyboardDisplay.TRANSMITTER_DATA, 4, (7 << 20) | (3 << 8) | 7, 10);
        device.write(KeyboardDisplay.TRANSMITTER_DATA, 1, 'A', 20);
        assertEquals("<clear><at 7,3>A", display.text.toString());
    }

    @Test
    void readingTheReceiverDataClearsReadyAndControlBitsReadBack() {
        KeyboardDisplay device = new KeyboardDisplay(keys("k"), new DeviceTestSupport.RecordingDisplay(), 5);
        device.write(KeyboardDisplay.RECEIVER_CONTROL, 4, 0xffffffff, 0);  // only the enable bit is writable
        assertEquals(3, device.read(KeyboardDisplay.RECEIVER_CONTROL, 4, 1));
        assertEquals('k', device.read(KeyboardDisplay.RECEIVER_DATA, 4, 2));
        assertEquals(2, device.read(KeyboardDisplay.RECEIVER_CONTROL, 1, 3));
        assertEquals('k', device.read(KeyboardDisplay.RECEIVER_DATA, 1, 4), "the data register keeps the key");
    }

    @ParameterizedTest(name = "translate={0}")
    @ValueSource(booleans = {false, true})
    void anInterruptDrivenProgramReceivesEveryKeyInItsHandler(boolean translate) throws Exception {
        Rig rig = new Rig("keyboard-interrupt.asm", keys("MIPS!"), translate);
        RunResult result = rig.machine.run();
        assertInstanceOf(RunResult.Exited.class, result);
        assertEquals("MIPS!", rig.output());
        assertEquals(0x100, rig.machine.cp0(13) & 0x37c, "Cause: IP bit 8, exception code 0");
        // keys arrive every 1000 instructions once interrupts are on (main spins 5 instructions a pass)
        assertEquals(true, rig.machine.register("$s0") > 4 * KeyboardDisplay.POLL_INTERVAL / 5);
    }

    @Test
    void interruptsArriveAtTheSameInstructionInBothTiers() throws Exception {
        Rig a = new Rig("keyboard-interrupt.asm", keys("MIPS!"), false);
        Rig b = new Rig("keyboard-interrupt.asm", keys("MIPS!"), true);
        assertEquals(a.machine.run(), b.machine.run());
        assertEquals(a.machine.register("$s0"), b.machine.register("$s0"));
    }

    @ParameterizedTest(name = "translate={0}")
    @ValueSource(booleans = {false, true})
    void theDisplayInterruptsWhenTheTransmitterIsReadyAgain(boolean translate) throws Exception {
        Rig rig = new Rig("display-interrupt.asm", keys(""), translate);
        assertInstanceOf(RunResult.Exited.class, rig.machine.run());
        assertEquals("ABCDE", rig.display.text.toString());
        assertEquals(5, rig.machine.register("$s2"));
        assertEquals(0x200, rig.machine.cp0(13) & 0x300);
    }

    @Test
    void aProgramPollingAfterTheInputEndedIsStopped() throws Exception {
        Rig rig = new Rig("echo-poll.asm", keys("abc"), true);
        RunResult result = rig.machine.run();
        RunResult.LimitReached limit = assertInstanceOf(RunResult.LimitReached.class, result);
        assertEquals(RunResult.Limit.DEVICE, limit.limit());
        assertEquals("keyboard input ended and the program kept waiting for a key", limit.message());
        assertEquals("abc", rig.display.text.toString());
    }

    @Test
    void devicesCanOnlyBeMappedOutsideTheDataSegment() throws Exception {
        Rig rig = new Rig("echo-poll.asm", keys(""), true);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> rig.machine.mapDevice(0x10010000, 0x1001000f, rig.device));
        assertEquals("a device can only be mapped in kernel data or memory-mapped I/O, not at 0x10010000-0x1001000f",
                e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> rig.machine.mapDevice(0xffff0008, 0xffff0010, rig.device));
    }
}
