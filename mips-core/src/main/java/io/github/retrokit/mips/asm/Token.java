package io.github.retrokit.mips.asm;

/**
 * One token of a source line.
 *
 * @param kind   what it is
 * @param text   the text as written (for {@link Kind#STRING}: the decoded contents)
 * @param column 1-based column of its first character
 * @param value  register number for GPR/FPR, the 32-bit value for INTEGER
 * @param real   the value of a REAL (and of an INTEGER, as a double)
 */
record Token(Kind kind, String text, int column, int value, double real) {

    /**
     * What a token is. {@code BAD_FPR} is a word MARS takes for an FPU register that names none ({@code $f},
     * {@code $f01}, {@code $f0x1}: {@code $f} and an integer literal 0..31 spelt otherwise than {@code $f0..$f31});
     * {@code MINUS} a minus sign that does not start a number.
     */
    enum Kind { IDENT, GPR, FPR, BAD_FPR, INTEGER, REAL, STRING, LPAREN, RPAREN, PLUS, MINUS, COLON }

    static Token of(Kind kind, String text, int column) {
        return new Token(kind, text, column, 0, 0);
    }

    static Token integer(String text, int column, int value) {
        return new Token(Kind.INTEGER, text, column, value, value);
    }

    boolean is(Kind k) {
        return kind == k;
    }

    boolean isDirective() {
        return kind == Kind.IDENT && text.startsWith(".");
    }

    /** Same token placed at another column (used when macro/eqv text is substituted). */
    Token at(int newColumn) {
        return new Token(kind, text, newColumn, value, real);
    }

    @Override
    public String toString() {
        return kind == Kind.STRING ? '"' + text + '"' : text;
    }
}
