package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.List;

/** Collects the diagnostics of one assembly run, in the order they are found. */
final class Diagnostics {
    private final List<Diagnostic> all = new ArrayList<>();

    void error(String file, int line, int column, String message) {
        all.add(Diagnostic.error(file, line, column, message));
    }

    void error(Line at, int column, String message) {
        error(at.file(), at.number(), column, message);
    }

    void warning(Line at, int column, String message) {
        all.add(Diagnostic.warning(at.file(), at.number(), column, message));
    }

    boolean hasErrors() {
        return all.stream().anyMatch(Diagnostic::isError);
    }

    boolean hasWarnings() {
        return all.stream().anyMatch(d -> !d.isError());
    }

    List<Diagnostic> all() {
        return List.copyOf(all);
    }

    List<Diagnostic> warnings() {
        return all.stream().filter(d -> !d.isError()).toList();
    }
}
