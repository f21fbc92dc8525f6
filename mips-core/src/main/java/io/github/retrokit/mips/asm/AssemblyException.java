package io.github.retrokit.mips.asm;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Assembly failed: carries every diagnostic (errors and warnings) of all files, in source order.
 * Its message lists the errors, one per line, in {@code file:line:column: error: message} form.
 */
public final class AssemblyException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<Diagnostic> diagnostics;

    public AssemblyException(List<Diagnostic> diagnostics) {
        super(diagnostics.stream().filter(Diagnostic::isError).map(Diagnostic::toString)
                .collect(Collectors.joining(System.lineSeparator())));
        this.diagnostics = List.copyOf(diagnostics);
    }

    /** All diagnostics, errors and warnings, in the order they were found. */
    public List<Diagnostic> diagnostics() { return diagnostics; }

    /** Only the errors. */
    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }
}
