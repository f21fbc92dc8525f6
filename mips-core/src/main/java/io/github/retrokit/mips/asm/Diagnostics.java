package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.List;

/** Collects the diagnostics of one assembly run, in the order they are found. */
final class Diagnostics {
    private static final String NOT_FOUND = " not found in symbol table.";
    private final List<AssemblyDiagnostic> all = new ArrayList<>();
    private final List<AssemblyDiagnostic> tokenErrors = new ArrayList<>();
    private AssemblyDiagnostic fatal;

    void error(String file, int line, int column, String message) {
        add(AssemblyDiagnostic.error(file, line, column, message));
    }

    /** Like MARS, an undefined symbol is reported once, at its first use. */
    private void add(AssemblyDiagnostic d) {
        if (d.isError() && d.message().endsWith(NOT_FOUND)) {
            for (AssemblyDiagnostic old : all) {
                if (old.message().equals(d.message())) {
                    return;
                }
            }
        }
        all.add(d);
    }

    /**
     * MARS's tokenizer error: the message echoes the source line, then {@code Invalid language element: x}.
     * When there is any, MARS reports only these and assembles nothing (its command line prints the list
     * twice; {@code mars} does that when it reports them).
     */
    void invalidElement(String file, int line, int column, String source, String element) {
        tokenErrors.add(AssemblyDiagnostic.error(file, line, column, source + "\nInvalid language element: " + element));
    }

    /**
     * An {@code .eqv} error: MARS finds these while it tokenizes, line by line with the invalid elements, and
     * like them they stop it before anything else ({@link #stopping}).
     */
    void eqvError(String file, int line, int column, String message) {
        tokenErrors.add(AssemblyDiagnostic.error(file, line, column, message));
    }

    /** An error that stops assembly at once (MARS: a missing include); only the first is kept. */
    void fatal(String file, int line, int column, String message) {
        if (fatal == null) {
            fatal = AssemblyDiagnostic.error(file, line, column, message);
        }
    }

    /** What MARS reports instead of the other diagnostics, if anything stopped it early; else empty. */
    List<AssemblyDiagnostic> stopping() {
        if (fatal != null) {
            return List.of(fatal);
        }
        return List.copyOf(tokenErrors);
    }

    void error(Line at, int column, String message) {
        add(new AssemblyDiagnostic(AssemblyDiagnostic.Severity.ERROR, at.file(), at.number(), column, message, at.where()));
    }

    void warning(Line at, int column, String message) {
        all.add(new AssemblyDiagnostic(AssemblyDiagnostic.Severity.WARNING, at.file(), at.number(), column, message, at.where()));
    }

    // Loops, not streams and lambdas, here and below: every assembly passes through them, and the first lambda
    // of a run costs its bootstrap (mips-core README, Start-up).
    boolean hasErrors() {
        for (AssemblyDiagnostic d : all) {
            if (d.isError()) {
                return true;
            }
        }
        return false;
    }

    boolean hasWarnings() {
        for (AssemblyDiagnostic d : all) {
            if (!d.isError()) {
                return true;
            }
        }
        return false;
    }

    /**
     * All diagnostics in the order MARS finds them: each file's first pass line by line (its undefined globals at
     * its end), then the labels of data directives, then the second pass.
     */
    List<AssemblyDiagnostic> all() {
        return List.copyOf(all);
    }

    List<AssemblyDiagnostic> warnings() {
        List<AssemblyDiagnostic> warnings = new ArrayList<>();
        for (AssemblyDiagnostic d : all()) {
            if (!d.isError()) {
                warnings.add(d);
            }
        }
        return List.copyOf(warnings);
    }
}
