package io.github.retrokit.mips.asm;

/** A problem at a column of the line being read; turned into a {@link Diagnostic} by the caller. */
final class SyntaxError extends Exception {
    private static final long serialVersionUID = 1L;
    private final int column;

    SyntaxError(int column, String message) {
        super(message, null, false, false);
        this.column = column;
    }

    int column() {
        return column;
    }
}
