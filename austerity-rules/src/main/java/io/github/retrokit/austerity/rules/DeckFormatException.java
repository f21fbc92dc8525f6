package io.github.retrokit.austerity.rules;

/**
 * A deck file's contents are invalid (the hub's exit status 4, {@code Invalid deck file contents}).
 * Names the 1-based line and column and the kind of problem.
 */
public final class DeckFormatException extends Exception {

    /** What is wrong with the deck. */
    public enum Problem {
        /** The file holds no card at all. */
        EMPTY_DECK,
        /** A line is empty (blank lines are not allowed, only one final newline). */
        EMPTY_LINE,
        /** The discount colour is not P, B, Y or R. */
        BAD_COLOUR,
        /** A number is missing or is not a strtol-style whole number. */
        BAD_NUMBER,
        /** A number is negative or too large. */
        OUT_OF_RANGE,
        /** A ':' or ',' separator is missing or wrong. */
        BAD_SEPARATOR,
        /** Text follows the fourth price. */
        EXTRA_FIELDS,
        /** The file is larger than any deck can be (a program reading {@code /dev/zero} or an endless pipe stops there). */
        TOO_LARGE
    }

    /** The 1-based line, 0 when not applicable. */
    private final int line;
    /** The 1-based column, 0 when not applicable. */
    private final int column;
    /** The kind of problem. */
    private final Problem problem;
    /** What was expected or found, without the position. */
    private final String detail;

    /**
     * @param line 1-based line number (0 for {@link Problem#EMPTY_DECK} and {@link Problem#TOO_LARGE})
     * @param column 1-based column (0 when not applicable)
     * @param problem the kind of problem
     * @param detail what was expected or found
     */
    public DeckFormatException(int line, int column, Problem problem, String detail) {
        super(line == 0 ? detail : "line " + line + ", column " + column + ": " + detail, null, false, false);
        this.line = line;
        this.column = column;
        this.problem = problem;
        this.detail = detail;
    }

    /**
     * 1-based line of the problem; 0 for an empty or oversized deck.
     *
     * @return 1-based line of the problem; 0 for an empty or oversized deck
     */
    public int line() {
        return line;
    }

    /**
     * 1-based column of the problem; 0 when not applicable.
     *
     * @return 1-based column of the problem; 0 when not applicable
     */
    public int column() {
        return column;
    }

    /**
     * The kind of problem.
     *
     * @return the kind of problem
     */
    public Problem problem() {
        return problem;
    }

    /**
     * What was expected or found, without the position.
     *
     * @return what was expected or found, without the position
     */
    public String detail() {
        return detail;
    }
}
