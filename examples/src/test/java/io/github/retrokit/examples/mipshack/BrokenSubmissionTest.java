package io.github.retrokit.examples.mipshack;

import static io.github.retrokit.examples.mipshack.GameState.MAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.harness.CallHarness;
import io.github.retrokit.mips.harness.CallOutcome;
import io.github.retrokit.mips.harness.CallReport;
import io.github.retrokit.mips.harness.CallRequest;
import io.github.retrokit.mips.harness.CallResult;
import io.github.retrokit.mips.harness.MemoryWrite;
import io.github.retrokit.mips.harness.NeedlessSave;
import io.github.retrokit.mips.harness.Region;
import io.github.retrokit.mips.harness.RegisterChange;
import io.github.retrokit.mips.image.SourceLine;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A deliberately broken submission, made from our hw4.asm by editing lines: monster_attacks forgets
 * to save and restore $s0, set_cell skips its bounds check (and so writes outside the map), get_cell
 * never calls is_valid_cell, reveal_area keeps its last row in $t9 but still saves $s3. The harness
 * must name each fault precisely.
 */
class BrokenSubmissionTest {
    static final int BASE = MipsHackHarness.BASE;
    static final int MAP_PTR = BASE + MAP;
    static final int PLAYER_PTR = BASE + GameState.PLAYER;

    @TempDir
    static Path dir;
    static CallHarness harness;
    static List<String> lines;

    @BeforeAll
    static void breakAndAssemble() throws Exception {
        String text = Files.readString(MipsHackHarness.FUNCTIONS, StandardCharsets.ISO_8859_1);
        text = deleteAfter(text, "monster_attacks:", "    sw   $s0, 12($sp)\n");
        text = deleteAfter(text, "monster_attacks:", "    lw   $s0, 12($sp)\n");
        text = deleteAfter(text, "set_cell:", "    jal  is_valid_cell\n    bltz $v0, sc_return\n");
        text = deleteAfter(text, "get_cell:", "    jal  is_valid_cell\n    bltz $v0, gc_return\n");
        text = replaceAfter(text, "reveal_area:", "    addiu $s3, $a1, 1\n", "    addiu $t9, $a1, 1\n");
        text = replaceAfter(text, "reveal_area:", "    bgt  $s1, $s3, ra_return\n", "    bgt  $s1, $t9, ra_return\n");
        Path broken = dir.resolve("broken_hw4.asm");
        Files.writeString(broken, text, StandardCharsets.ISO_8859_1);
        lines = text.lines().toList();
        harness = CallHarness.assemble(List.of(broken), dir);
    }

    private static String deleteAfter(String text, String label, String snippet) {
        return replaceAfter(text, label, snippet, "");
    }

    private static String replaceAfter(String text, String label, String snippet, String replacement) {
        int from = text.indexOf("\n" + label + "\n");
        int at = text.indexOf(snippet, from);
        assertTrue(from >= 0 && at >= 0, "fixture edit: " + label);
        return text.substring(0, at) + replacement + text.substring(at + snippet.length());
    }

    private static void loadMap3() {
        GameState state = GameState.fromHex("monsters1.hex", 2, 7, 10, 0);
        harness.memory().writeBytes(BASE, state.memory);
    }

    @Test
    void aClobberedS0IsReportedWithItsEntryAndReturnValues() {
        loadMap3();
        CallResult r = harness.call(CallRequest.of("monster_attacks", MAP_PTR, PLAYER_PTR).withRandomFill(99)
                .withRequiredCalls("get_cell"));
        assertEquals(CallOutcome.RETURNED, r.outcome());
        assertEquals(3, r.v0(), "the damage itself is still right");
        assertEquals(1, r.unrestored().size(), CallReport.text(r));
        RegisterChange s0 = r.unrestored().get(0);
        assertEquals("$s0", s0.register());
        assertEquals(MAP_PTR, s0.after(), "monster_attacks keeps the map pointer in $s0");
        assertEquals(harness.call(CallRequest.of("monster_attacks", MAP_PTR, PLAYER_PTR).withRandomFill(99))
                .unrestored().get(0).before(), s0.before(), "the entry value comes from the seed");
        assertTrue(r.forbiddenWrites().isEmpty());
        assertTrue(r.missingCalls().isEmpty());
    }

    @Test
    void aWriteOutsideTheMapNamesTheByteAndTheStoreInstruction() {
        loadMap3();
        Region map = new Region(MAP_PTR, 2 + 7 * 25);
        CallResult r = harness.call(CallRequest.of("set_cell", MAP_PTR, 25, 3, '.').withRandomFill(5)
                .withWritable(map).withRequiredCalls("is_valid_cell"));
        assertEquals(0, r.v0(), "without the check set_cell claims success");
        assertEquals(1, r.forbiddenWrites().size(), CallReport.text(r));
        MemoryWrite w = r.forbiddenWrites().get(0);
        assertEquals(MAP_PTR + 2 + 25 * 25 + 3, w.address());
        assertEquals(1, w.size());
        assertEquals('.', w.value());
        assertFalse(map.contains(w.address(), 1));
        SourceLine line = w.source().orElseThrow();
        assertEquals("    sb   $a3, 2($t0)", line.source());
        assertEquals(line.source(), lines.get(line.line() - 1));
        assertTrue(line.file().endsWith("broken_hw4.asm"), line.file());
        assertEquals(List.of("is_valid_cell"), r.missingCalls());
    }

    @Test
    void aSkippedRequiredCallIsTheOnlyFaultReported() {
        loadMap3();
        CallResult r = harness.call(CallRequest.of("get_cell", MAP_PTR, 2, 7).withRandomFill(6)
                .withRequiredCalls("is_valid_cell"));
        assertEquals('@', r.v0());
        assertEquals(List.of(), r.calledLabels());
        assertEquals(List.of("is_valid_cell"), r.missingCalls());
        assertTrue(r.unrestored().isEmpty());
        assertTrue(r.forbiddenWrites().isEmpty());
        assertFalse(r.clean());
        assertTrue(CallReport.text(r).contains("required call missing: is_valid_cell"));
    }

    @Test
    void anSRegisterSavedButNeverChangedIsANeedlessSave() {
        GameState state = GameState.fromHex("reveal-before.hex", 2, 6, 10, 0);
        harness.memory().writeBytes(BASE, state.memory);
        CallResult r = harness.call(CallRequest.of("reveal_area", MAP_PTR, 6, 4).withRandomFill(12)
                .withWritable(new Region(MAP_PTR, 2 + 7 * 25)));
        assertEquals(1, r.needlessSaves().size(), CallReport.text(r));
        NeedlessSave save = r.needlessSaves().get(0);
        assertEquals(List.of("reveal_area", "$s3"), List.of(save.function(), save.register()));
        assertEquals("    sw   $s3, 4($sp)", save.source().orElseThrow().source());
        assertTrue(r.unrestored().isEmpty() && r.forbiddenWrites().isEmpty(), CallReport.text(r));
        state.model().revealArea(MAP, 6, 4);
        assertEquals(state.cellsHex(), GameState.fromImage(harness.memory().readBytes(BASE, GameState.SIZE))
                .cellsHex(), "the function still works");
    }

    @Test
    void theSubmissionRulesAreChecked() throws Exception {
        assertEquals(List.of(), new MipsHackGrader(MipsHackHarness.FUNCTIONS, dir).ruleViolations());
        assertEquals(List.of("the file has a .data section", "the file defines the label main"),
                new MipsHackGrader(MipsHackGameTest.MAIN, dir).ruleViolations(), "the main file breaks both");
    }

    @Test
    void theOriginalSubmissionPassesTheSameChecks() {
        MipsHackHarness original = new MipsHackHarness(dir);
        original.harness.memory().writeBytes(BASE, GameState.fromHex("monsters1.hex", 2, 7, 10, 0).memory);
        assertTrue(original.harness.call(CallRequest.of("monster_attacks", MAP_PTR, PLAYER_PTR).withRandomFill(99)
                .withRequiredCalls("get_cell")).clean());
        CallResult set = original.harness.call(CallRequest.of("set_cell", MAP_PTR, 25, 3, '.').withRandomFill(5)
                .withWritable(new Region(MAP_PTR, 2 + 7 * 25)).withRequiredCalls("is_valid_cell"));
        assertTrue(set.clean(), CallReport.text(set));
        assertEquals(-1, set.v0());
    }
}
