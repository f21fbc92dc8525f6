package io.github.retrokit.mips.asm;

/** A problem at a column of the line being read; turned into a {@link AssemblyDiagnostic} by the caller. */
final class SyntaxError extends Exception {
    private static final long serialVersionUID = 1L;
    private final int column;
    private final String element;

    SyntaxError(int column, String message) {
        this(column, message, null);
    }

    private SyntaxError(int column, String message, String element) {
        super(message, null, false, false);
        this.column = column;
        this.element = element;
    }

    /** MARS's tokenizer error {@code Invalid language element: <element>}. */
    static SyntaxError invalidElement(int column, String element) {
        return new SyntaxError(column, "Invalid language element: " + element, element);
    }

    /** The text MARS's tokenizer rejected, or null for other problems. */
    String element() {
        return element;
    }

    int column() {
        return column;
    }
}
