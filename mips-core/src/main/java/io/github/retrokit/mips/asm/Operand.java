package io.github.retrokit.mips.asm;

/**
 * A resolved operand of a basic instruction (pass 2): a register, an integer, a label's address,
 * a raw branch offset (SKIP in an expansion) or punctuation.
 */
record Operand(Type type, int value) {
    enum Type { GPR, FPR, INT, ADDRESS, OFFSET, LPAREN, RPAREN, PLUS }

    static final Operand LPAREN = new Operand(Type.LPAREN, 0);
    static final Operand RPAREN = new Operand(Type.RPAREN, 0);
    static final Operand PLUS = new Operand(Type.PLUS, 0);

    boolean fits(OperandType t) {
        return switch (t) {
            case GPR -> type == Type.GPR;
            case FPR -> type == Type.FPR;
            case LABEL -> type == Type.ADDRESS || type == Type.OFFSET;
            case LPAREN -> type == Type.LPAREN;
            case RPAREN -> type == Type.RPAREN;
            case PLUS -> type == Type.PLUS;
            default -> type == Type.INT && t.accepts(value);
        };
    }
}
