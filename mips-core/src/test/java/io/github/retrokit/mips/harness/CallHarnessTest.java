package io.github.retrokit.mips.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.SourceLine;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The call harness on small fixture functions, well-behaved and deliberately broken. */
class CallHarnessTest {
    static final String FIXTURE = "conventions.asm";

    static CallHarness harness() {
        try {
            return new CallHarness(new Assembler().assemble(FIXTURE, resource(FIXTURE)), Path.of("."));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static String resource(String name) {
        try (InputStream in = CallHarnessTest.class.getResourceAsStream("/harness/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void fifthAndSixthArgumentsFollowO32() {
        CallResult r = harness().call(CallRequest.of("sum6", 1, 2, 3, 4, 5, 6).withRandomFill(1));
        assertEquals(CallOutcome.RETURNED, r.outcome());
        assertEquals(21, r.v0());
        assertTrue(r.clean(), CallReport.text(r));
        assertEquals(8, r.instructions());
    }

    @Test
    void packedStackArgumentsStartAtZeroSp() {
        CallResult r = harness().call(CallRequest.of("sum6_packed", 1, 2, 3, 4, 50, 600)
                .withStackArguments(StackArguments.PACKED));
        assertEquals(660, r.v0());
        assertTrue(r.clean());
    }

    @Test
    void randomFillIsRepeatableAndReachesTemporaries() {
        CallHarness h = harness();
        int zero = h.call(CallRequest.of("reads_t0")).v0();
        int first = h.call(CallRequest.of("reads_t0").withRandomFill(42)).v0();
        int again = h.call(CallRequest.of("reads_t0").withRandomFill(42)).v0();
        int other = h.call(CallRequest.of("reads_t0").withRandomFill(43)).v0();
        assertEquals(0, zero);
        assertEquals(first, again);
        assertNotEquals(first, other);
    }

    @Test
    void randomizedRegionsGetRandomBytes() {
        CallHarness h = harness();
        int counter = h.address("counter");
        h.call(CallRequest.of("reads_t0").withRandomFill(5).withRandomized(new Region(counter, 4)));
        int once = h.memory().readWord(counter);
        h.memory().writeWord(counter, 0);
        h.call(CallRequest.of("reads_t0").withRandomFill(5).withRandomized(new Region(counter, 4)));
        assertNotEquals(0, once);
        assertEquals(once, h.memory().readWord(counter));
    }

    @Test
    void callsAreListedInOrderThroughJalAndJalr() {
        CallHarness h = harness();
        CallResult quadruple = h.call(CallRequest.of("quadruple", 5).withRandomFill(3).withRequiredCalls("twice"));
        assertEquals(20, quadruple.v0());
        assertEquals(List.of("twice", "twice"), quadruple.calledLabels());
        assertTrue(quadruple.clean(), CallReport.text(quadruple));
        LabelCall first = quadruple.calls().get(0);
        assertEquals(h.address("twice"), first.target());
        assertEquals(31, first.source().map(SourceLine::line).orElse(0));
        CallResult viaJalr = h.call(CallRequest.of("via_jalr", 7));
        assertEquals(List.of("twice"), viaJalr.calledLabels());
        assertEquals(14, viaJalr.v0());
    }

    @Test
    void aMissingRequiredCallIsAViolation() {
        CallResult r = harness().call(CallRequest.of("twice", 4).withRequiredCalls("is_valid_cell"));
        assertEquals(List.of("is_valid_cell"), r.missingCalls());
        assertFalse(r.clean());
        assertEquals(CallOutcome.RETURNED, r.outcome());
    }

    @Test
    void aClobberedSavedRegisterIsReportedWithBothValues() {
        CallResult r = harness().call(CallRequest.of("clobbers_s0", 9).withRandomFill(11));
        assertEquals(1, r.unrestored().size());
        RegisterChange change = r.unrestored().get(0);
        assertEquals("$s0", change.register());
        assertEquals(7, change.after());
        assertNotEquals(7, change.before());
        assertEquals(9, r.v0());
    }

    @Test
    void aStackPointerNotGivenBackIsReported() {
        CallResult r = harness().call(CallRequest.of("leaves_sp_moved"));
        assertEquals(List.of("$sp"), r.unrestored().stream().map(RegisterChange::register).toList());
        RegisterChange sp = r.unrestored().get(0);
        assertEquals(sp.before() - 8, sp.after());
    }

    @Test
    void aWriteOutsideTheWritableRegionsNamesAddressSizeValueAndLine() {
        CallHarness h = harness();
        int counter = h.address("counter");
        CallResult r = h.call(CallRequest.of("stores_global", 0x1234));
        assertEquals(1, r.forbiddenWrites().size());
        MemoryWrite w = r.forbiddenWrites().get(0);
        assertEquals(counter, w.address());
        assertEquals(4, w.size());
        assertEquals(0x1234, w.value());
        SourceLine line = w.source().orElseThrow();
        assertEquals(FIXTURE, line.file());
        assertEquals(61, line.line());
        assertTrue(line.source().contains("sw   $a0, 0($t0)"), line.source());
        assertEquals(h.address("stores_global") + 8, w.pc());
        assertEquals(0x1234, h.memory().readWord(counter));
    }

    @Test
    void theStackBelowTheEntrySpIsWritableTheCallersFrameIsNot() {
        CallHarness h = harness();
        assertTrue(h.call(CallRequest.of("stores_below_sp", 5)).clean(), "a store below $sp harms nobody");
        CallResult above = h.call(CallRequest.of("stores_above_sp").withRandomFill(4));
        int entrySp = h.layout().stackPointer() - 16;
        assertEquals(List.of(entrySp), above.forbiddenWrites().stream().map(MemoryWrite::address).toList(),
                CallReport.text(above));
        CallResult packed = h.call(CallRequest.of("stores_above_sp").withStackArguments(StackArguments.PACKED));
        assertEquals(h.layout().stackPointer(), packed.forbiddenWrites().get(0).address());
        int heap = h.allocate(4);
        CallResult frame = h.call(CallRequest.of("pushes_then_stores", heap));
        assertEquals(List.of(heap), frame.forbiddenWrites().stream().map(MemoryWrite::address).toList(),
                CallReport.text(frame));
        assertTrue(h.call(CallRequest.of("pushes_then_stores", heap).withWritable(new Region(heap, 1))).clean());
    }

    @Test
    void theStackArgumentAreaIsWritableOnlyWhenArgumentsArePassedThere() {
        CallHarness h = harness();
        CallResult six = h.call(CallRequest.of("overwrites_fifth", 1, 2, 3, 4, 5, 6));
        assertTrue(six.clean(), CallReport.text(six));
        CallResult none = h.call(CallRequest.of("overwrites_fifth"));
        assertEquals(List.of(h.layout().stackPointer()), none.forbiddenWrites().stream().map(MemoryWrite::address)
                .toList(), "16($sp) with no stack arguments is the caller's memory");
    }

    @Test
    void memoryTakenWithSbrkDuringTheCallIsTheFunctionsOwn() {
        CallHarness h = harness();
        int before = h.allocate(4);
        CallResult r = h.call(CallRequest.of("sbrk_and_write").withRandomFill(8));
        assertTrue(r.clean(), CallReport.text(r));
        assertEquals(before + 4, r.v0());
    }

    @Test
    void anSRegisterSavedButNeverChangedIsANeedlessSave() {
        CallHarness h = harness();
        CallResult r = h.call(CallRequest.of("saves_unused_s1", 3).withRandomFill(2));
        assertEquals(List.of("$s1"), r.needlessSaves().stream().map(NeedlessSave::register).toList(),
                CallReport.text(r));
        NeedlessSave save = r.needlessSaves().get(0);
        assertEquals("saves_unused_s1", save.function());
        assertTrue(save.source().orElseThrow().source().contains("sw   $s1, 4($sp)"), save.toString());
        assertEquals(h.address("saves_unused_s1") + 8, save.pc());
        assertTrue(r.unrestored().isEmpty());
        assertFalse(r.clean());
        assertTrue(CallReport.text(r).contains("needless save: saves_unused_s1 saves $s1 but never changes it"),
                CallReport.text(r));
    }

    @Test
    void aSaveIsNeededWhenSomePathOverwritesTheRegister() {
        CallHarness h = harness();
        assertTrue(h.call(CallRequest.of("saves_s2_on_one_path", 0)).clean(), "the path taken does not matter");
        assertTrue(h.call(CallRequest.of("quadruple", 2)).needlessSaves().isEmpty());
    }

    @Test
    void aCalleesNeedlessSaveIsReportedUnderItsOwnName() {
        CallResult r = harness().call(CallRequest.of("calls_needless", 1).withRandomFill(9));
        assertEquals(List.of(new NeedlessSave("saves_unused_s1", "$s1", r.needlessSaves().get(0).pc(),
                r.needlessSaves().get(0).source())), r.needlessSaves());
    }

    @Test
    void declaringTheRegionWritableAllowsTheWrite() {
        CallHarness h = harness();
        CallResult r = h.call(CallRequest.of("stores_global", 1).withWritable(h.region("counter:4")));
        assertTrue(r.clean(), CallReport.text(r));
    }

    @Test
    void aRuntimeErrorCarriesMarsWording() {
        CallHarness h = harness();
        CallResult r = h.call(CallRequest.of("overflows"));
        assertEquals(CallOutcome.RUNTIME_ERROR, r.outcome());
        RuntimeFault fault = r.error().orElseThrow();
        assertEquals("arithmetic overflow", fault.message());
        assertEquals(String.format("Error in %s line 68: Runtime exception at 0x%08x: arithmetic overflow", FIXTURE,
                fault.pc()), fault.marsText());
        assertFalse(r.clean());
    }

    @Test
    void aLostReturnAddressEndsWithMarsInvalidPcMessage() {
        CallResult r = harness().call(CallRequest.of("jumps_to_zero"));
        assertEquals(CallOutcome.RUNTIME_ERROR, r.outcome());
        assertEquals("invalid program counter value: 0x00000000", r.error().orElseThrow().message());
        assertEquals(0, r.error().orElseThrow().pc());
    }

    @Test
    void aCallHasTheDefaultMemoryLimit() throws Exception {
        CallHarness h = new CallHarness(new Assembler().assemble("streams.asm", """
                .text
                streams: addiu $a0, $a0, 1
                         li $v0, 40
                         syscall
                         j streams
                """), Path.of("."));
        CallResult r = h.call(CallRequest.of("streams", 0).withMaxSteps(1_000_000));
        assertEquals(CallOutcome.RUNTIME_ERROR, r.outcome());
        assertEquals("memory limit of 64 MiB exceeded by random stream 65473 (syscall 40)",
                r.error().orElseThrow().message());
    }

    @Test
    void aCallHasTheDefaultFileLimit(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        CallHarness h = new CallHarness(new Assembler().assemble("fill.asm", """
                .data
                name:   .asciiz "big.bin"
                .text
                fill:   li $v0, 13
                        la $a0, name
                        li $a1, 1
                        syscall
                        move $s0, $v0
                loop:   li $v0, 15
                        move $a0, $s0
                        li $a1, 0x10010000
                        li $a2, 0x3f0000
                        syscall
                        j loop
                """), dir);
        CallResult r = h.call(CallRequest.of("fill"));
        assertEquals(CallOutcome.RUNTIME_ERROR, r.outcome());
        assertEquals("file output limit of 16777216 bytes reached", r.error().orElseThrow().message());
        assertEquals(16 << 20, java.nio.file.Files.size(dir.resolve("big.bin")));
    }

    @Test
    void theStepLimitStopsARunawayFunction() {
        CallResult r = harness().call(CallRequest.of("spins").withMaxSteps(1000));
        assertEquals(CallOutcome.STEP_LIMIT, r.outcome());
        assertEquals(1000, r.instructions());
    }

    @Test
    void exitingInsteadOfReturningIsReported() {
        assertEquals(CallOutcome.EXITED, harness().call(CallRequest.of("exits")).outcome());
    }

    @Test
    void printedOutputIsCaptured() {
        CallResult r = harness().call(CallRequest.of("prints_char", 'A'));
        assertEquals("A", r.output());
        assertTrue(r.clean());
    }

    @Test
    void anUnknownLabelIsRefusedClearly() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> harness().call(CallRequest.of("nope")));
        assertEquals("no label nope in the program", e.getMessage());
    }

    @Test
    void memoryHelpersRoundTripStringsAndStructs() {
        GuestMemory m = harness().memory();
        int end = m.writeAsciiz(0x10010100, "map3.txt");
        assertEquals(0x10010109, end);
        assertEquals("map3.txt", m.readAsciiz(0x10010100, 64));
        Struct player = Struct.of("row:u8", "col:u8", "health:s8", "coins:u8");
        m.writeStruct(0x10010200, player, Map.of("row", 3, "col", 200, "health", -2, "coins", 5));
        assertEquals(Map.of("row", 3, "col", 200, "health", -2, "coins", 5), m.readStruct(0x10010200, player));
        assertEquals(0x05fec803, m.readWord(0x10010200));
    }

    @ParameterizedTest
    @ValueSource(strings = {"12", "-3", "0x10010000", "'U'", "counter"})
    void valuesParseAsGradersTypeThem(String text) {
        CallHarness h = harness();
        int expected = switch (text) {
            case "12" -> 12;
            case "-3" -> -3;
            case "0x10010000" -> 0x10010000;
            case "'U'" -> 'U';
            default -> h.address("counter");
        };
        assertEquals(expected, h.value(text, "argument"));
    }

    @Test
    void badValuesAndRegionsNameTheText() {
        CallHarness h = harness();
        assertEquals("argument 'x1' is neither a 32-bit number nor a label",
                assertThrows(IllegalArgumentException.class, () -> h.value("x1", "argument")).getMessage());
        assertEquals("region '12' is not ADDR:LEN",
                assertThrows(IllegalArgumentException.class, () -> h.region("12")).getMessage());
    }
}
