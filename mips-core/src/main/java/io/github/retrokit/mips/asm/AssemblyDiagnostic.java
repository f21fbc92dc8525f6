package io.github.retrokit.mips.asm;

/**
 * One assembler message about a source position.
 *
 * @param severity error or warning
 * @param file     the source file as named to the assembler (an included file: as resolved)
 * @param line     1-based line (0 if the message concerns the whole file)
 * @param column   1-based column of the offending token (0 if unknown)
 * @param message  one sentence, no trailing period needed
 * @param where    the line as MARS prints it: the number, or for a line expanded from a macro the call's
 *                 line and the line in the macro, {@code 7->3}
 */
public record AssemblyDiagnostic(Severity severity, String file, int line, int column, String message, String where) {
    /**
     * A message at {@code line} (named {@code where} = the line number).
     *
     * @param severity error or warning
     * @param file the file name as given
     * @param line the line, from 1
     * @param column the column, from 1
     * @param message what went wrong, in words
     */
    public AssemblyDiagnostic(Severity severity, String file, int line, int column, String message) {
        this(severity, file, line, column, message, Integer.toString(line));
    }

    /** How bad a {@link AssemblyDiagnostic} is. */
    public enum Severity {
        /** The program cannot be assembled. */
        ERROR,
        /** Worth knowing; the program is assembled anyway (unless warnings are errors). */
        WARNING
    }

    /**
     * An error at a position.
     *
     * @param file the file name as given
     * @param line the line, from 1
     * @param column the column, from 1
     * @param message what went wrong, in words
     * @return an error at a position
     */
    public static AssemblyDiagnostic error(String file, int line, int column, String message) {
        return new AssemblyDiagnostic(Severity.ERROR, file, line, column, message);
    }

    /**
     * A warning at a position.
     *
     * @param file the file name as given
     * @param line the line, from 1
     * @param column the column, from 1
     * @param message what went wrong, in words
     * @return a warning at a position
     */
    public static AssemblyDiagnostic warning(String file, int line, int column, String message) {
        return new AssemblyDiagnostic(Severity.WARNING, file, line, column, message);
    }

    /** {@return true for an error, false for a warning} */
    public boolean isError() { return severity == Severity.ERROR; }

    /** {@code file:line:column: error: message}, the compiler-style form used by {@code mips asm}. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + (isError() ? "error" : "warning") + ": " + message;
    }

    /** {@return MARS's own form: {@code Error in file line N column M: message}} */
    public String toMarsString() {
        return (isError() ? "Error" : "Warning") + " in " + file + " line " + where + " column " + column + ": " + message;
    }
}
