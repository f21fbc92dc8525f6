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

    /** All diagnostics, grouped by file (in order of each file's first message), then by line and column. */
    List<Diagnostic> all() {
        java.util.Map<String, Integer> rank = new java.util.HashMap<>();
        for (Diagnostic d : all) {
            rank.putIfAbsent(d.file(), rank.size());
        }
        List<Diagnostic> sorted = new ArrayList<>(all);
        sorted.sort(java.util.Comparator.<Diagnostic>comparingInt(d -> rank.get(d.file()))
                .thenComparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return sorted;
    }

    List<Diagnostic> warnings() {
        return all().stream().filter(d -> !d.isError()).toList();
    }
}
