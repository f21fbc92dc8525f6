package io.github.retrokit.crobots.program;

import java.util.Objects;

/**
 * One compiler message: severity, where (source name, 1-based line and column; 0 when it has no place,
 * e.g. end-of-file checks), the message in the original's words (e.g. {@code syntax error},
 * {@code 'main' not defined}) and {@code text}, the exact characters the original prints for it.
 *
 * @param severity error or warning
 * @param source   the source's name
 * @param line     1-based line, 0 when the message has no place
 * @param column   1-based column, 0 when the message has no place
 * @param message  the message in the original's words
 * @param text     the exact characters the original prints for it (listing and match-mode output)
 */
public record CompileDiagnostic(Severity severity, String source, int line, int column, String message, String text) {
    /** Error or warning. */
    public enum Severity {
        /** The robot does not compile. */
        ERROR,
        /** Reported; the robot still compiles. */
        WARNING
    }

    /**
     * Checks that no field is null.
     *
     * @param severity error or warning
     * @param source   the source's name
     * @param line     1-based line, 0 when the message has no place
     * @param column   1-based column, 0 when the message has no place
     * @param message  the message in the original's words
     * @param text     the exact characters the original prints for it (listing and match-mode output)
     * @throws NullPointerException for a null field
     */
    public CompileDiagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(text, "text");
    }

    /**
     * Whether this is an error (the robot does not compile) rather than a warning.
     *
     * @return true for {@link Severity#ERROR}
     */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * One line for humans: {@code sniper.r:12:5: error: syntax error}.
     *
     * @return the line, without a line end
     */
    @Override
    public String toString() {
        String where = line > 0 ? source + ":" + line + ":" + column : source;
        return where + ": " + (isError() ? "error" : "warning") + ": " + message;
    }
}
