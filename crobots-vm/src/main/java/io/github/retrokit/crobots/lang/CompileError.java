package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.CompileDiagnostic;

/** Stops compilation at the first error; carries the diagnostic. */
public class CompileError extends Exception {
    private final transient CompileDiagnostic diagnostic;

    public CompileError(CompileDiagnostic diagnostic) {
        super(diagnostic.toString(), null, false, false);
        this.diagnostic = diagnostic;
    }

    public CompileDiagnostic diagnostic() {
        return diagnostic;
    }
}
