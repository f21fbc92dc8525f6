package io.github.retrokit.mips.asm;

import java.util.List;

/** A problem at a column of the line being read; turned into a {@link AssemblyDiagnostic} by the caller. */
final class SyntaxError extends Exception {
    private static final long serialVersionUID = 1L;
    private final int column;
    private final String element;
    /** The invalid elements after this one on the same line (MARS reports each); empty for other problems. */
    private transient List<SyntaxError> following = List.of();

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

    /** This invalid element with the ones after it on its line ({@link #following}). */
    SyntaxError followedBy(List<SyntaxError> later) {
        following = List.copyOf(later);
        return this;
    }

    /** {@return the invalid elements after this one on its line, in column order} */
    List<SyntaxError> following() {
        return following;
    }

    /** The text MARS's tokenizer rejected, or null for other problems. */
    String element() {
        return element;
    }

    int column() {
        return column;
    }
}
