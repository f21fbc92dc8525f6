package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.internal.Internals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.device.DisplaySink;
import io.github.retrokit.mips.device.KeyboardDisplay;
import io.github.retrokit.mips.device.StreamKeys;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.MachineState;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Time travel: going back to any point reproduces exactly the state seen going forward. */
class TimeTravelTest {
    static ProgramImage image(String name) throws Exception {
        try (InputStream in = TimeTravelTest.class.getResourceAsStream("/debug/" + name)) {
            return new Assembler().assemble(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final int[] inputReads = new int[1];

    private MachineOptions options(String input) {
        InputStream in = new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)) {
            @Override
            public synchronized int read() {
                inputReads[0]++;
                return super.read();
            }

            @Override
            public synchronized int read(byte[] b, int off, int len) {
                inputReads[0]++;
                return super.read(b, off, len);
            }
        };
        return MachineOptions.defaults().withConsole(new StreamConsole(in, new PrintStream(out, true,
                StandardCharsets.UTF_8), System.err));
    }

    private static String output(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** What the test compares at each instruction: all processor state, and a hash of memory. */
    private record Seen(io.github.retrokit.mips.cpu.CpuState cpu, int memory) {
        static Seen of(io.github.retrokit.mips.run.Machine m) {
            return new Seen(Internals.cpu(m).save(), Internals.memory(m).contentHash());
        }

        void check(io.github.retrokit.mips.run.Machine m, long t) {
            assertTrue(cpu.sameAs(Internals.cpu(m).save()), "registers at instruction " + t);
            assertEquals(memory, Internals.memory(m).contentHash(), "memory at instruction " + t);
        }
    }

    @Test
    void backstepToEveryPointOfA10000InstructionRunReproducesTheForwardState() throws Exception {
        TimeTravel travel = TimeTravel.start(image("mix.asm"), options("600\n"), m -> { }, 1000, 4);
        List<Seen> forward = new ArrayList<>();
        forward.add(Seen.of(travel.machine()));
        RunResult result;
        do {
            result = travel.step();
            forward.add(Seen.of(travel.machine()));
        } while (!result.isFinal());
        assertInstanceOf(RunResult.Exited.class, result);
        int last = forward.size() - 1;
        assertTrue(last > 10_000, "a run of more than 10,000 instructions: " + last);
        String printed = output(out);
        int reads = inputReads[0];
        assertTrue(reads > 0);
        assertTrue(travel.checkpoints() <= 4, "at most 4 checkpoints: " + travel.checkpoints());

        for (int t = last; t >= 0; t--) { // step back through the whole run, one instruction at a time
            travel.goTo(t);
            forward.get(t).check(travel.machine(), t);
        }
        Random random = new Random(7);
        for (int i = 0; i < 100; i++) { // and jump around in it
            int t = random.nextInt(last + 1);
            travel.goTo(t);
            forward.get(t).check(travel.machine(), t);
        }
        assertEquals(result, travel.goTo(last + 5), "running to the end again ends the same way");
        assertEquals(printed, output(out), "output already printed is not printed again");
        assertEquals(reads, inputReads[0], "input is read once, then replayed");
    }

    @Test
    void goingBackAndForwardAgainPrintsOnlyWhatIsNew() throws Exception {
        TimeTravel travel = TimeTravel.start(image("mix.asm"), options("300\n"), m -> { });
        travel.runFor(2000);
        String first = output(out);
        travel.back(1500);
        assertEquals(first, output(out));
        RunResult end = travel.runFor(Long.MAX_VALUE);
        assertInstanceOf(RunResult.Exited.class, end);
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        io.github.retrokit.mips.run.Machine m = io.github.retrokit.mips.run.Machine.load(image("mix.asm"),
                MachineOptions.defaults().withConsole(new StreamConsole(new ByteArrayInputStream("300\n".getBytes()),
                        new PrintStream(plain, true, StandardCharsets.UTF_8), System.err)));
        assertEquals(end, m.run());
        assertEquals(output(plain), output(out));
    }

    @Test
    void aLongRunKeepsABoundedNumberOfCheckpoints() throws Exception {
        TimeTravel travel = TimeTravel.start(image("mix.asm"), options("200000\n"), m -> { }, 1000, 8);
        assertInstanceOf(RunResult.Exited.class, travel.runFor(Long.MAX_VALUE));
        long end = travel.now();
        assertTrue(end > 2_000_000);
        assertTrue(travel.checkpoints() <= 8);
        assertTrue(travel.interval() >= end / 8, "the interval doubled: " + travel.interval());
        MachineState atEnd = travel.machine().saveState(null);
        travel.goTo(end / 3);
        travel.goTo(end);
        assertTrue(atEnd.sameAs(travel.machine().saveState(null)));
    }

    @Test
    void deviceStateAndKeysAreReplayed() throws Exception {
        StringBuilder shown = new StringBuilder();
        DisplaySink sink = new DisplaySink() {
            @Override public void character(int c) { shown.append((char) c); }
            @Override public void moveCursor(int column, int row) { }
            @Override public void clear() { }
        };
        ProgramImage image;
        try (InputStream in = getClass().getResourceAsStream("/device/keyboard-interrupt.asm")) {
            image = new Assembler().assemble("k.asm", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        TimeTravel travel = TimeTravel.start(image, options(""), m -> m.mapDevice(
                KeyboardDisplay.RECEIVER_CONTROL, KeyboardDisplay.LAST, new KeyboardDisplay(
                        new StreamKeys(new ByteArrayInputStream("MIPS!".getBytes())), sink)), 500, 4);
        List<MachineState> forward = new ArrayList<>();
        RunResult result;
        do {
            forward.add(travel.machine().saveState(null));
            result = travel.runFor(97);
        } while (!result.isFinal());
        assertEquals("MIPS!", output(out));
        for (int i = forward.size() - 1; i >= 0; i--) {
            travel.goTo(97L * i);
            assertTrue(forward.get(i).sameAs(travel.machine().saveState(null)), "state at " + 97 * i);
        }
        assertEquals(result, travel.runFor(Long.MAX_VALUE));
        assertEquals("MIPS!", output(out));
        assertEquals("", shown.toString());
    }
}
