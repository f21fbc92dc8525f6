package io.github.retrokit.crobots.program;

import java.util.Objects;

/**
 * One compiler message: severity, where (source name, 1-based line and column; 0 when it has no place,
 * e.g. end-of-file checks), the message in the original's words (e.g. {@code syntax error},
 * {@code 'main' not defined}) and {@code text}, the exact characters the original prints for it.
 */
public record CompileDiagnostic(Severity severity, String source, int line, int column, String message, String text) {
    /** Error or warning. */
    public enum Severity { ERROR, WARNING }

    public CompileDiagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(text, "text");
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** One line for humans: {@code sniper.r:12:5: error: syntax error}. */
    @Override
    public String toString() {
        String where = line > 0 ? source + ":" + line + ":" + column : source;
        return where + ": " + (isError() ? "error" : "warning") + ": " + message;
    }
}
