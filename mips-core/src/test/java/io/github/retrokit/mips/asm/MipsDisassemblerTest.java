package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.mips.image.ProgramImage;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Disassembly in MARS's basic notation; re-assembling it gives the same word (property over Appendix B). */
class MipsDisassemblerTest {

    @Test
    void marsBasicNotation() {
        assertEquals("addiu $2,$0,0x00000005", MipsDisassembler.disassemble(0x24020005, 0x00400000));
        assertEquals("lw $8,0x00000004($29)", MipsDisassembler.disassemble(0x8FA80004, 0x00400000));
        assertEquals("addi $8,$9,0xfffffffb", MipsDisassembler.disassemble(0x2128FFFB, 0x00400000));
        assertEquals("ori $8,$1,0x0000ffff", MipsDisassembler.disassemble(0x3428FFFF, 0x00400000));
        assertEquals("bne $1,$0,0xfffffffe", MipsDisassembler.disassemble(0x1420FFFE, 0x00400000));
        assertEquals("j 0x00400008", MipsDisassembler.disassemble(0x08100002, 0x00400000));
        assertEquals("nop", MipsDisassembler.disassemble(0, 0x00400000));
        assertEquals("break", MipsDisassembler.disassemble(0x0000000D, 0x00400000));
        assertEquals("add.s $f0,$f1,$f2", MipsDisassembler.disassemble(0x46020800, 0x00400000));
        assertEquals(".word 0xffffffff", MipsDisassembler.disassemble(-1, 0x00400000));
        assertEquals("syscall", MipsDisassembler.mnemonic(0x0000000C));
    }

    @TestFactory
    Stream<DynamicTest> disassemblyReassemblesToTheSameWord() {
        return SpecExamples.basicExamples().stream()
                .filter(e -> !e.source().contains("tfwd") && !e.source().contains("tback"))
                .map(e -> DynamicTest.dynamicTest("#" + e, () -> {
                    int word = e.words().get(0);
                    String text = MipsDisassembler.disassemble(word, 0x00400000);
                    ProgramImage image = Asm.assemble(text);
                    assertEquals(word, image.instructionAt(0x00400000).getAsInt(), text);
                }));
    }

    @Test
    void sourceMapCarriesBasicTextOfEveryExpandedWord() throws AssemblyException {
        ProgramImage image = Asm.assemble("  li $t0, 0x12345678   # big");
        assertEquals("lui $1,0x00001234", image.sourceLine(0x00400000).orElseThrow().basic());
        assertEquals("ori $8,$1,0x00005678", image.sourceLine(0x00400004).orElseThrow().basic());
        assertEquals("  li $t0, 0x12345678   # big", image.sourceLine(0x00400004).orElseThrow().source());
    }

    /**
     * The decoding index (opcode, and function field where a form fixes it) offers the form that trying every
     * basic form finds: for every form's own bits with random operand fields, and for random words.
     */
    @Test
    void decodingIndexFindsTheFormThatTryingEveryFormFinds() {
        java.util.Random random = new java.util.Random(11);
        java.util.List<Integer> words = new java.util.ArrayList<>();
        for (BasicForm form : InstructionSet.mars().basicForms()) {
            for (int k = 0; k < 20; k++) {
                words.add(form.fixedBits() | (random.nextInt() & ~form.fixedMask()));
            }
        }
        for (int k = 0; k < 20_000; k++) {
            words.add(random.nextInt());
        }
        for (int word : words) {
            BasicForm everyForm = MipsDisassembler.bestOf(InstructionSet.mars().basicForms(), word);
            BasicForm indexed = MipsDisassembler.bestOf(InstructionSet.mars().decodeCandidates(word), word);
            assertEquals(everyForm == null ? null : everyForm.syntax(), indexed == null ? null : indexed.syntax(),
                    Integer.toHexString(word));
        }
    }
}
