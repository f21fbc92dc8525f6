package io.github.retrokit.mips.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.retrokit.mips.debug.Stop.Reason;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The debugger API: every command stops where and why it documents. */
class DebuggerTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private Debugger debugger(String program, String input) throws Exception {
        MachineOptions options = MachineOptions.defaults().withConsole(new StreamConsole(
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err));
        return new Debugger(TimeTravel.start(TimeTravelTest.image(program), options, m -> { }));
    }

    private static int address(Debugger d, String label) {
        return d.machine().image().address(label).getAsInt();
    }

    @Test
    void breakpointsByLabelLineAndAddressStopBeforeTheInstruction() throws Exception {
        Debugger d = debugger("calls.asm", "");
        Breakpoint byLabel = d.addBreakpoint("fact", null);
        assertEquals(address(d, "fact"), byLabel.address());
        assertEquals(address(d, "fact"), d.addBreakpoint("calls.asm:13", null).address());
        assertEquals(address(d, "fact") + 16, d.addBreakpoint("17", null).address());
        assertEquals(0x00400004, d.addBreakpoint("0x00400004", null).address());
        Stop stop = d.resume();
        assertEquals(Reason.BREAKPOINT, stop.reason());
        assertEquals("Breakpoint 4, 0x00400004 calls.asm:6", stop.detail());
        assertEquals(0x00400004, d.machine().pc());
        stop = d.resume();
        assertEquals("Breakpoint 1, " + String.format("0x%08x", address(d, "fact")) + " <fact> calls.asm:13",
                stop.detail());
        assertEquals(5, d.machine().register("$a0"));
    }

    @Test
    void aConditionalBreakpointStopsOnlyWhenItsConditionHolds() throws Exception {
        Debugger d = debugger("calls.asm", "");
        d.addBreakpoint("fact", "$a0 == 2");
        Stop stop = d.resume();
        assertEquals(Reason.BREAKPOINT, stop.reason());
        assertEquals(2, d.machine().register("$a0"));
        d.deleteAll();
        d.addBreakpoint("done", "*result != 0");
        assertEquals(Reason.ENDED, d.resume().reason(), "result is written after the last return");
        assertEquals("120", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void stepOverRunsACallToItsReturnAndStepOutReturnsToTheCaller() throws Exception {
        Debugger d = debugger("calls.asm", "");
        d.step(1);
        assertEquals(0x00400004, d.machine().pc());
        Stop over = d.stepOver();
        assertEquals(Reason.STEPPED_OVER, over.reason());
        assertEquals(0x00400008, d.machine().pc());
        assertEquals(120, d.machine().register("$v0"));

        Debugger e = debugger("calls.asm", "");
        e.addBreakpoint("fact", "$a0 == 3");
        e.resume();
        e.deleteAll();
        Stop out = e.stepOut();
        assertEquals(Reason.RETURNED, out.reason());
        assertEquals(6, e.machine().register("$v0"), "fact(3) returned");
        assertEquals(address(e, "fact") + 28, e.machine().pc(), "back in fact(4) after its jal");
    }

    @Test
    void runToStopsAtTheAddressUnlessABreakpointComesFirst() throws Exception {
        Debugger d = debugger("calls.asm", "");
        Stop stop = d.runTo("done");
        assertEquals(Reason.REACHED, stop.reason());
        assertEquals(0, d.machine().register("$a0"), "done is first reached in fact(0)");
    }

    @Test
    void watchpointsReportTheChange() throws Exception {
        Debugger d = debugger("calls.asm", "");
        d.addWatchpoint("$a0");
        Stop stop = d.resume();
        assertEquals(Reason.WATCHPOINT, stop.reason());
        assertEquals("Watchpoint 1: $a0 changed from 0 (0x00000000) to 5 (0x00000005)", stop.detail());
        d.deleteAll();
        d.addWatchpoint("result");
        stop = d.resume();
        assertEquals("Watchpoint 2: 0x10010000 changed from 0 (0x00000000) to 120 (0x00000078)", stop.detail());
    }

    @Test
    void backAndReverseContinueRestoreTheEarlierState() throws Exception {
        Debugger d = debugger("calls.asm", "");
        d.addBreakpoint("fact", null);
        d.resume();
        d.resume();
        d.resume();
        assertEquals(3, d.machine().register("$a0"));
        long third = d.machine().instructionCount();
        d.resume();
        Stop back = d.reverseResume();
        assertEquals(Reason.BREAKPOINT, back.reason());
        assertEquals(third, d.machine().instructionCount());
        assertEquals(3, d.machine().register("$a0"));
        d.back(2);
        assertEquals(third - 2, d.machine().instructionCount());
        assertEquals(Reason.AT_START, d.back(1_000_000).reason());
        assertEquals(0x00400000, d.machine().pc());
        d.deleteAll();
        Stop end = d.resume();
        assertEquals(Reason.ENDED, end.reason());
        assertInstanceOf(RunResult.Exited.class, end.result());
        assertEquals("120", out.toString(StandardCharsets.UTF_8), "printed once");
    }

    @Test
    void badLocationsAndConditionsAreNamed() throws Exception {
        Debugger d = debugger("calls.asm", "");
        assertEquals("no label 'nowhere'",
                assertThrows(IllegalArgumentException.class, () -> d.addBreakpoint("nowhere", null)).getMessage());
        assertEquals("no instruction at line calls.asm:2",
                assertThrows(IllegalArgumentException.class, () -> d.addBreakpoint("calls.asm:2", null)).getMessage());
        assertEquals("condition '$a0' needs one of == != < <= > >=",
                assertThrows(IllegalArgumentException.class, () -> d.addBreakpoint("fact", "$a0")).getMessage());
        assertEquals("'$zz' is no register",
                assertThrows(IllegalArgumentException.class, () -> d.addBreakpoint("fact", "$zz == 1")).getMessage());
    }
}
