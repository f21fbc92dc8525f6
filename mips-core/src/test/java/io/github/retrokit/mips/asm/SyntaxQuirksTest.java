package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Literal and tokenizer behaviour of MARS (§1.1 and §4), each quirk in a test named after it. */
class SyntaxQuirksTest {

    @Test
    void commasAreOptionalAndSpacesAllowedInMemoryOperands() throws AssemblyException {
        assertEquals("2402000B 8FA80004", Asm.textHex("li $v0 11\nlw $t0 , 4 ( $sp )"));
    }

    @Test
    void quirkLeadingZeroMeansOctalForLiteralsAndRegisterNumbers() throws AssemblyException {
        assertEquals("24080008 00084021", Asm.textHex("li $t0, 010\naddu $010, $0, $010"));
    }

    @Test
    void hexAndUnsignedDecimalWrapToTwosComplement() throws AssemblyException {
        assertEquals(Asm.textHex("li $t0, -1"), Asm.textHex("li $t0, 0xFFFFFFFF"));
        assertEquals(Asm.textHex("li $t0, -1"), Asm.textHex("li $t0, 4294967295"));
        assertTrue(Asm.errors("li $t0, 4294967296").get(0).startsWith("1:9:"));
    }

    @Test
    void charLiteralsAreIntegers() throws AssemblyException {
        assertEquals("2404000A 24040041 2404005C", Asm.textHex("li $a0, '\\n'\nli $a0, 'A'\nli $a0, '\\\\'"));
    }

    @Test
    void mnemonicsAreCaseInsensitiveRegisterNamesAreNot() throws AssemblyException {
        assertEquals("014B4820", Asm.textHex("ADD $t1, $t2, $t3"));
        assertTrue(Asm.errors("add $T1, $t2, $t3").get(0).startsWith("1:5:"));
    }

    @Test
    void quirkLabelMinusLiteralIsRejectedButPlusNegativeWorks() throws AssemblyException {
        // MARS reads d-4 as d, -, 4: three operands where lw's first form has five
        assertEquals(List.of("4:1: \"lw\": Too few or incorrectly formatted operands. Expected: lw $t1,-100($t2)"),
                Asm.errors(".data\nd: .word 0\n.text\nlw $t0, d-4"));
        assertEquals("3C011001 8C28FFFC", Asm.textHex(".data\nd: .word 0\n.text\nlw $t0, d+-4"));
    }

    @Test
    void quirkLabelEndingInEFollowedByPlusIsReadAsExponent() throws AssemblyException {
        assertTrue(Asm.errors(".data\nde: .word 0\n.text\nlw $t0, de+4").get(0).startsWith("4:9:"));
        assertEquals("3C011001 8C280004", Asm.textHex(".data\nde: .word 0\n.text\nlw $t0, de + 4"));
    }

    @Test
    void quirkHexLiteralEndingInEFollowedByASignIsReadAsExponent() {
        // MARS 4.5: one invalid element 0x1e-3 (and 0XE+1), not the integers 0x1e and -3
        assertEquals(List.of("2:7: .word 0x1e-3\nInvalid language element: 0x1e-3"), Asm.errors(".data\n.word 0x1e-3"));
        assertEquals(List.of("1:9: li $t0, 0XE+1\nInvalid language element: 0XE+1"), Asm.errors("li $t0, 0XE+1"));
    }

    @Test
    void noExpressions() {
        assertTrue(Asm.errors("li $t0, 4+4").get(0).startsWith("1:"));
    }

    @Test
    void mnemonicsMayBeLabels() throws AssemblyException {
        assertEquals("00000000 08100000", Asm.textHex("add: nop\nj add"));
    }

    @Test
    void oneLabelPerLine() {
        assertTrue(Asm.errors("l1: l2: nop").get(0).startsWith("1:5:"));
    }

    @Test
    void labelsAreNotLiteralsAndLiteralsAreNotLabels() {
        assertTrue(Asm.errors("L: addi $t0, $t1, L").get(0).startsWith("1:19:"));
        assertTrue(Asm.errors("beq $t1, $t2, 8").get(0).startsWith("1:15:"));
        assertTrue(Asm.errors("j 0x400000").get(0).startsWith("1:3:"));
    }

    @Test
    void breakCodeRange() throws AssemblyException {
        assertEquals("0000014D 003FFFCD 0000000D", Asm.textHex("break 5\nbreak 65535\nbreak"));
        assertTrue(Asm.errors("break 65536").get(0).startsWith("1:7:"));
        assertTrue(Asm.errors("break -1").get(0).startsWith("1:7:"));
    }

    @Test
    void ccOperandKeepsOnlyThreeBits() throws AssemblyException {
        assertEquals(Asm.textHex("movf $t0, $t1, 1"), Asm.textHex("movf $t0, $t1, 9"));
    }

    @Test
    void cp0RegisterWrittenLikeAGpr() throws AssemblyException {
        assertEquals("40086000 40086000", Asm.textHex("mfc0 $t0, $t4\nmfc0 $t0, $12"));
    }

    @Test
    void jalrForms() throws AssemblyException {
        assertEquals("0120F809 01404809", Asm.textHex("jalr $t1\njalr $t1, $t2"));
    }
}
