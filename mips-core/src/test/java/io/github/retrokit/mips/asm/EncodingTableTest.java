package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every verified example of mars-instructions.md, assembled at the address MARS used, must give
 * MARS's words: one per basic form (Appendix B), one per pseudo template (Appendix A), and the
 * compact-layout variants.
 */
class EncodingTableTest {

    static List<Integer> assembleAt(String labels, MemoryLayout layout, int address, String source) throws AssemblyException {
        return assembleAt(labels, AssemblerOptions.DEFAULT.withLayout(layout), address, source);
    }

    /** The words {@code source} assembles to at {@code address} (-1: the text base) after the label definitions. */
    static List<Integer> assembleAt(String labels, AssemblerOptions options, int address, String source)
            throws AssemblyException {
        MemoryLayout layout = options.layout();
        String at = address < 0 ? "" : String.format(".text 0x%08x%n", address);
        String program = labels + "\n" + (address < 0 ? ".text\n" : at) + source + "\n";
        ProgramImage image = new Assembler(options).assemble("example.asm", program);
        int start = address < 0 ? layout.textBase() : address;
        List<Integer> words = new ArrayList<>();
        for (int a = start; image.instructionAt(a).isPresent(); a += 4) {
            words.add(image.instructionAt(a).getAsInt());
        }
        return words;
    }

    private static String hex(List<Integer> words) {
        return words.stream().map(w -> String.format("%08X", w)).reduce((a, b) -> a + " " + b).orElse("");
    }

    @TestFactory
    Stream<DynamicTest> everyBasicFormEncodesLikeMars() {
        return SpecExamples.basicExamples().stream().map(e -> DynamicTest.dynamicTest("#" + e, () ->
                assertEquals(hex(e.words()), hex(assembleAt(SpecExamples.DEFAULT_LABELS, MemoryLayout.DEFAULT,
                        e.address(), e.source())), e.source())));
    }

    @TestFactory
    Stream<DynamicTest> everyPseudoTemplateExpandsLikeMars() {
        return SpecExamples.pseudoExamples().stream().map(e -> DynamicTest.dynamicTest("T" + e, () ->
                assertEquals(hex(e.words()), hex(assembleAt(SpecExamples.DEFAULT_LABELS, MemoryLayout.DEFAULT,
                        e.address(), e.source())), e.source())));
    }

    @TestFactory
    Stream<DynamicTest> compactExpansionsInBothCompactLayouts() {
        return SpecExamples.compactExamples().stream().flatMap(e -> Stream.of(
                MemoryLayout.COMPACT_DATA_AT_ZERO, MemoryLayout.COMPACT_TEXT_AT_ZERO).map(layout ->
                DynamicTest.dynamicTest("T" + e + " " + layout.marsName(), () ->
                        assertEquals(hex(e.words()), hex(layout == MemoryLayout.COMPACT_DATA_AT_ZERO
                                ? assembleAt(SpecExamples.COMPACT_LABELS, layout, -1, e.source())
                                : assembleAt(SpecExamples.COMPACT_TEXT_LABELS, layout, 0, e.source())), e.source()))));
    }

    @Test
    void specCoversAllFormsAndTemplates() {
        assertEquals(155, SpecExamples.basicExamples().size());
        assertEquals(387, SpecExamples.pseudoExamples().size());
        assertEquals(46, SpecExamples.compactExamples().size());
        assertEquals(155, InstructionSet.mars().basicForms().size());
        assertEquals(388, InstructionSet.mars().templates().size());
        assertEquals(46, InstructionSet.mars().templates().stream().filter(PseudoTemplate::hasCompactExpansion).count());
        assertEquals(83, InstructionSet.mars().templates().stream().map(PseudoTemplate::mnemonic).distinct().count());
    }

    /** The tables' mnemonics as the assembler looks them up: in lower case, each form and template found under its own. */
    @Test
    void everyFormAndTemplateIsFoundUnderItsLowerCaseMnemonic() {
        for (BasicForm form : InstructionSet.mars().basicForms()) {
            assertEquals(form.mnemonic().toLowerCase(java.util.Locale.ROOT), form.mnemonic());
            assertTrue(InstructionSet.mars().basic(form.mnemonic()).contains(form), form.syntax());
        }
        for (PseudoTemplate template : InstructionSet.mars().templates()) {
            assertEquals(template.mnemonic().toLowerCase(java.util.Locale.ROOT), template.mnemonic());
            assertTrue(InstructionSet.mars().pseudo(template.mnemonic()).contains(template), template.form());
        }
    }
}
