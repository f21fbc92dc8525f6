package io.github.retrokit.mips.run;

import static io.github.retrokit.mips.cpu.Encode.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MachineTest {
    /** The spec's loop shape, scaled down: 3 × 4 iterations of lw/addi/sw/addi/bne on one word. */
    private static final int[] LOOP = {
        i(0x3C000000, S0, 0, 0x1001), li(T2, 3), li(T1, 4),
        i(0x8C000000, T0, S0, 0), i(0x20000000, T0, T0, 1), i(0xAC000000, T0, S0, 0), i(0x20000000, T1, T1, -1),
        i(0x14000000, ZERO, T1, -5), i(0x20000000, T2, T2, -1), i(0x14000000, ZERO, T2, -8), li(V0, 10), SYSCALL };

    @Test
    void registersStartLikeMars() {
        Machine m = Machine.load(image(NOP));
        assertEquals(0x10008000, m.register(28));
        assertEquals(0x7fffeffc, m.register("$sp"));
        assertEquals(0x00400000, m.pc());
        for (int n : new int[] {0, 1, 2, 8, 31}) {
            assertEquals(0, m.register(n));
        }
        assertEquals(0x0000ff11, m.cp0(12));
    }

    @Test
    void compactLayoutsStartAtTheirOwnAddresses() {
        Machine m = Machine.load(image(MemoryLayout.COMPACT_TEXT_AT_ZERO, new byte[0], NOP));
        assertEquals(0, m.pc());
        assertEquals(0x1800, m.register("$gp"));
        assertEquals(0x3ffc, m.register("$sp"));
    }

    @Test
    void loopRunsToExitAndCountsInstructions() {
        Machine m = Machine.load(image(LOOP));
        RunResult result = m.run();
        assertEquals(new RunResult.Exited(0, 3 + 3 * (1 + 5 * 4 + 2) - 1 + 2), result);
        assertEquals(12, m.readWord(0x10010000));
    }

    @Test
    void droppingOffTheBottomEndsNormally() {
        Machine m = Machine.load(image(li(T0, 5)));
        assertEquals(new RunResult.DroppedOff(0x00400004, 1), m.run());
        assertEquals(5, m.register(T0));
    }

    @Test
    void instructionLimitStopsAfterExactlyNInstructions() {
        Machine m = Machine.load(image(LOOP), MachineOptions.defaults().withLimits(Limits.NONE.withMaxInstructions(10)));
        RunResult result = m.run();
        assertInstanceOf(RunResult.LimitReached.class, result);
        assertEquals(10, result.instructionCount());
        assertEquals("instruction limit of 10 reached", ((RunResult.LimitReached) result).message());
    }

    @Test
    void stopAddressPausesBeforeTheInstruction() {
        Machine m = Machine.load(image(LOOP));
        m.stopWhenPcEquals(0x0040000c);
        assertEquals(new RunResult.Stopped(0x0040000c, 3), m.run());
        assertEquals(new RunResult.Stopped(0x0040000c, 3), m.run());
        m.clearStop();
        assertInstanceOf(RunResult.Exited.class, m.run());
    }

    @Test
    void stepExecutesOneInstructionAndNotifiesListeners() {
        Machine m = Machine.load(image(LOOP));
        List<String> events = new ArrayList<>();
        m.addInstructionListener((pc, word) -> events.add(String.format("fetch %08x %08x", pc, word)));
        m.addRegisterListener((reg, before, after, pc) -> events.add("reg " + reg + " " + before + "->" + after));
        m.addMemoryWriteListener((a, size, value, pc) -> events.add(String.format("mem %08x %d %d @%08x", a, size, value, pc)));
        for (int k = 0; k < 6; k++) {
            assertInstanceOf(RunResult.Paused.class, m.step());
        }
        assertEquals(List.of(
                "fetch 00400000 3c101001", "reg 16 0->268500992",
                "fetch 00400004 240a0003", "reg 10 0->3",
                "fetch 00400008 24090004", "reg 9 0->4",
                "fetch 0040000c 8e080000",
                "fetch 00400010 21080001", "reg 8 0->1",
                "fetch 00400014 ae080000", "mem 10010000 4 1 @00400014"), events);
    }

    @Test
    void runtimeErrorCarriesMarsTextPcAndSourceLine() {
        Machine m = Machine.load(image(i(0x3C000000, T0, 0, 0x7fff), i(0x35000000, T0, T0, 0xffff),
                i(0x20000000, T0, T0, 1)));
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        assertEquals("arithmetic overflow", error.message());
        assertEquals(0x00400008, error.pc());
        assertEquals("Error in test.asm line 3: Runtime exception at 0x00400008: arithmetic overflow", error.marsReport());
        assertEquals(12 << 2, m.cp0(13) & 0x7c);
        assertEquals(0x00400008, m.cp0(14));
    }

    @Test
    void consoleSyscallsUseTheConfiguredStreams() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StreamConsole console = new StreamConsole(new ByteArrayInputStream("41\n".getBytes(StandardCharsets.UTF_8)),
                out, java.io.OutputStream.nullOutputStream());
        Machine m = Machine.load(image(li(V0, 5), SYSCALL, i(0x24000000, A0, V0, 1), li(V0, 1), SYSCALL),
                MachineOptions.defaults().withConsole(console));
        assertInstanceOf(RunResult.DroppedOff.class, m.run());
        assertEquals("42", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void outputLimitEndsTheRun() {
        Machine m = Machine.load(image(li(A0, 7), li(V0, 1), SYSCALL, i(0x10000000, 0, 0, -2)),
                MachineOptions.defaults().withLimits(Limits.NONE.withMaxOutputBytes(5)));
        RunResult.LimitReached r = assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertEquals(RunResult.Limit.OUTPUT, r.limit());
        assertEquals("output limit of 5 bytes exceeded", r.message());
    }

    @Test
    void layoutMismatchIsRefused() {
        ProgramImage image = image(NOP);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () ->
                Machine.load(image, MachineOptions.defaults().withLayout(MemoryLayout.COMPACT_DATA_AT_ZERO)));
        assertTrue(e.getMessage().contains("Default"));
    }

    @Test
    void programArgumentsAreStoredLikeMars() {
        Machine m = Machine.load(image(NOP), MachineOptions.defaults().withProgramArguments(List.of("ab", "c")));
        assertEquals(2, m.register("$a0"));
        int argv = m.register("$a1");
        assertEquals(m.register("$sp") + 4, argv);
        assertEquals(2, m.readWord(m.register("$sp")));
        assertEquals("ab", m.readString(m.readWord(argv), 100));
        assertEquals("c", m.readString(m.readWord(argv + 4), 100));
        assertEquals(0, m.readWord(argv + 8));
        assertEquals(0x7ffffffa, m.readWord(argv)); // "ab\0" ends at the stack base 0x7ffffffc
        assertEquals(0x7ffffff8, m.readWord(argv + 4)); // "c\0" just below it
    }
}
