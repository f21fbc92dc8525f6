package io.github.retrokit.mips.asm;

import java.util.List;

/**
 * Turns machine words back into MARS's basic-instruction text, as MARS shows it in its
 * "Basic" column: registers by number, literals as 8-digit hex, e.g. {@code addiu $8,$0,0x00000005},
 * {@code lw $8,0x00000004($29)}, {@code beq $8,$9,0x00000003} (branch offset in words),
 * {@code j 0x00400018} (jump target address). Stateless and thread-safe.
 */
public final class MipsDisassembler {
    private MipsDisassembler() {
    }

    /**
     * The basic instruction {@code word} encodes when fetched from {@code address} (the address is
     * needed to show a jump's full target). A word that encodes no MARS instruction gives
     * {@code .word 0x...}.
     *
     * @param word the instruction word
     * @param address the address
     * @return the basic instruction {@code word} encodes when fetched from {@code address} (the address is
     */
    public static String disassemble(int word, int address) {
        BasicForm form = formOf(word);
        if (form == null) {
            return ".word " + hex(word);
        }
        StringBuilder sb = new StringBuilder(form.mnemonic());
        List<OperandType> pattern = form.pattern();
        for (int i = 0; i < pattern.size(); i++) {
            OperandType type = pattern.get(i);
            if (type == OperandType.LPAREN || type == OperandType.RPAREN) {
                sb.append(type == OperandType.LPAREN ? "(" : ")");
                continue;
            }
            boolean afterParen = i > 0 && pattern.get(i - 1) == OperandType.LPAREN;
            sb.append(i == 0 ? " " : afterParen ? "" : ",");
            sb.append(operandText(form, form.names().get(i), type, word, address));
        }
        return sb.toString();
    }

    /**
     * The MIPS mnemonic of {@code word}, or null if it encodes no MARS instruction.
     *
     * @param word the instruction word
     * @return the MIPS mnemonic of {@code word}, or null if it encodes no MARS instruction
     */
    public static String mnemonic(int word) {
        BasicForm form = formOf(word);
        return form == null ? null : form.mnemonic();
    }

    /** The matching form with the most fixed bits ({@code nop} over {@code sll}, {@code break} over {@code break 0}). */
    private static BasicForm formOf(int word) {
        return bestOf(InstructionSet.mars().decodeCandidates(word), word);
    }

    /** The form among {@code forms} that decodes {@code word} fixing most bits, the first of equals; or null. */
    static BasicForm bestOf(List<BasicForm> forms, int word) {
        BasicForm best = null;
        for (BasicForm form : forms) {
            if ((word & form.fixedMask()) == form.fixedBits()
                    && (best == null || Integer.bitCount(form.fixedMask()) > Integer.bitCount(best.fixedMask()))) {
                best = form;
            }
        }
        return best;
    }

    private static String operandText(BasicForm form, String name, OperandType type, int word, int address) {
        BasicForm.Field field = fieldOf(form, name);
        int raw = (word >>> field.shift()) & field.mask();
        return switch (type) {
            case GPR -> "$" + raw;
            case FPR -> "$f" + raw;
            case S16 -> hex((short) raw);
            case LABEL -> field.width() == 26 ? hex((address & 0xF0000000) | (raw << 2)) : hex((short) raw);
            default -> hex(raw);
        };
    }

    private static BasicForm.Field fieldOf(BasicForm form, String operand) {
        for (BasicForm.Field field : form.fields()) {
            if (field.operand().equals(operand)) {
                return field;
            }
        }
        throw new java.util.NoSuchElementException(operand);
    }

    /** {@code String.format("0x%08x", value)} without the formatter (its start costs more than a short assembly). */
    static String hex(int value) {
        char[] text = {'0', 'x', '0', '0', '0', '0', '0', '0', '0', '0'};
        for (int i = 9, v = value; v != 0; i--, v >>>= 4) {
            text[i] = Character.forDigit(v & 15, 16);
        }
        return new String(text);
    }
}
