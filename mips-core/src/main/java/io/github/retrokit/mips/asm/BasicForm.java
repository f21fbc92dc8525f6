package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * One basic instruction form of the table {@link BasicInstructionTable}: its operand pattern and
 * its bit layout. Encodes resolved operands into a machine word and decodes words back.
 */
final class BasicForm {
    /** A bit field of the encoding, filled from the operand named {@code operand}. */
    record Field(String operand, int shift, int width) {
        int mask() {
            return width == 32 ? -1 : (1 << width) - 1;
        }
    }

    private final String mnemonic;
    private final String syntax;
    private final List<OperandType> pattern;
    private final List<String> names;
    private final List<Field> fields;
    private final int fixedBits;
    private final int fixedMask;

    private BasicForm(String mnemonic, String syntax, List<OperandType> pattern, List<String> names,
                      List<Field> fields, int fixedBits, int fixedMask) {
        this.mnemonic = mnemonic;
        this.syntax = syntax;
        this.pattern = pattern;
        this.names = names;
        this.fields = fields;
        this.fixedBits = fixedBits;
        this.fixedMask = fixedMask;
    }

    /** Parses one table row: {@code syntax | classes | encoding}. */
    static BasicForm parse(String syntax, String classes, String encoding) {
        String[] parts = TableText.headAndRest(syntax);
        List<OperandType> pattern = new ArrayList<>();
        List<String> names = new ArrayList<>();
        if (parts.length > 1) {
            for (String name : operandNames(parts[1])) {
                names.add(name);
                pattern.add(typeOf(name, classes));
            }
        }
        List<Field> fields = new ArrayList<>();
        int bit = 32;
        int fixed = 0;
        int mask = 0;
        for (String piece : TableText.words(encoding)) {
            if (TableText.isBinary(piece)) {
                bit -= piece.length();
                fixed |= Integer.parseUnsignedInt(piece, 2) << bit;
                mask |= ((1 << piece.length()) - 1) << bit;
            } else {
                int width = widthOf(piece);
                bit -= width;
                fields.add(new Field(operandOf(piece), bit, width));
            }
        }
        if (bit != 0) {
            throw new IllegalStateException("encoding of '" + syntax + "' is not 32 bits");
        }
        return new BasicForm(parts[0].toLowerCase(), syntax.trim(), List.copyOf(pattern), List.copyOf(names),
                List.copyOf(fields), fixed, mask);
    }

    private static OperandType typeOf(String name, String classes) {
        switch (name) {
            case "rd", "rs", "rt", "c0r": return OperandType.GPR;
            case "fd", "fs", "ft": return OperandType.FPR;
            case "L": return OperandType.LABEL;
            case "(": return OperandType.LPAREN;
            case ")": return OperandType.RPAREN;
            case "+": return OperandType.PLUS;
            default: break;
        }
        String key = name + ":";
        for (int at = classes.indexOf(key); at >= 0; at = classes.indexOf(key, at + 1)) {
            if (at == 0 || !TableText.isWordChar(classes.charAt(at - 1))) {
                int end = at + key.length();
                while (end < classes.length() && TableText.isWordChar(classes.charAt(end))) {
                    end++;
                }
                if (end > at + key.length()) {
                    return OperandType.ofClass(classes.substring(at + key.length(), end));
                }
            }
        }
        throw new IllegalStateException("no literal class for operand " + name);
    }

    /** The operand names of a syntax: runs of letters and digits, and each of {@code ( ) +}. */
    private static List<String> operandNames(String operands) {
        List<String> names = new ArrayList<>();
        int i = 0;
        while (i < operands.length()) {
            char c = operands.charAt(i);
            if (Character.isLetterOrDigit(c) && c < 128) {
                int start = i;
                while (i < operands.length() && Character.isLetterOrDigit(operands.charAt(i)) && operands.charAt(i) < 128) {
                    i++;
                }
                names.add(operands.substring(start, i));
            } else {
                if (c == '(' || c == ')' || c == '+') {
                    names.add(String.valueOf(c));
                }
                i++;
            }
        }
        return names;
    }

    private static int widthOf(String field) {
        return switch (field) {
            case "rs", "rt", "rd", "fs", "ft", "fd", "sa", "c0r" -> 5;
            case "cc" -> 3;
            case "imm16", "off16" -> 16;
            case "code20" -> 20;
            case "target26" -> 26;
            default -> throw new IllegalStateException("unknown encoding field " + field);
        };
    }

    private static String operandOf(String field) {
        return switch (field) {
            case "imm16" -> "imm";
            case "off16", "target26" -> "L";
            case "code20" -> "code";
            default -> field;
        };
    }

    String mnemonic() { return mnemonic; }

    /** The form as the table writes it, e.g. {@code lw rt, imm(rs)}. */
    String syntax() { return syntax; }

    List<OperandType> pattern() { return pattern; }

    List<String> names() { return names; }

    int fixedBits() { return fixedBits; }

    int fixedMask() { return fixedMask; }

    List<Field> fields() { return fields; }

    boolean isJump() {
        return fields.stream().anyMatch(f -> f.width() == 26);
    }

    boolean matchesTokens(List<Token> operands) {
        return OperandType.matchAll(pattern, operands);
    }

    boolean matchesOperands(List<Operand> operands) {
        if (operands.size() != pattern.size()) {
            return false;
        }
        for (int i = 0; i < operands.size(); i++) {
            if (!operands.get(i).fits(pattern.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The machine word for {@code operands} (which {@link #matchesOperands} accepted) at {@code address}.
     *
     * @throws EncodingException for a jump whose target lies in another 256 MB region
     */
    int encode(List<Operand> operands, int address) throws EncodingException {
        int word = fixedBits;
        for (Field field : fields) {
            int value = valueOf(field, operands, address);
            word |= (value & field.mask()) << field.shift();
        }
        return word;
    }

    private int valueOf(Field field, List<Operand> operands, int address) throws EncodingException {
        Operand op = operands.get(names.indexOf(field.operand()));
        if (op.type() == Operand.Type.OFFSET) {
            return op.value();
        }
        if (op.type() != Operand.Type.ADDRESS) {
            return op.value();
        }
        if (field.width() == 26) {
            if ((op.value() & 0xF0000000) != (address & 0xF0000000)) {
                throw new EncodingException("Jump target word address beyond 26-bit range");
            }
            return op.value() >>> 2;
        }
        return (op.value() - (address + 4)) >> 2;
    }

    @Override
    public String toString() {
        return syntax;
    }

    /** A well-formed statement that still cannot be encoded (e.g. a jump too far). */
    static final class EncodingException extends Exception {
        private static final long serialVersionUID = 1L;

        EncodingException(String message) {
            super(message, null, false, false);
        }
    }
}
