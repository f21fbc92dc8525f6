package io.github.retrokit.crobots.lang;

/** Stops compilation at the first error; carries the diagnostic. */
public class CompileError extends Exception {
    private final transient Diagnostic diagnostic;

    public CompileError(Diagnostic diagnostic) {
        super(diagnostic.toString(), null, false, false);
        this.diagnostic = diagnostic;
    }

    public Diagnostic diagnostic() {
        return diagnostic;
    }
}
