package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.asm.AssemblyDiagnostic;
import java.util.List;

/** MARS's command-line report texts (ErrorList format). */
final class Reports {
    private Reports() { }

    /** {@code Error in file line N column M: message}, leaving out a zero line or column like MARS. */
    static String mars(AssemblyDiagnostic d) {
        StringBuilder line = new StringBuilder(d.isError() ? "Error" : "Warning").append(" in ");
        if (d.file() != null) {
            line.append(d.file());
        }
        if (d.line() > 0) {
            line.append(" line ").append(d.where());
        }
        if (d.column() > 0) {
            line.append(" column ").append(d.column());
        }
        return line.append(": ").append(d.message()).toString();
    }

    /**
     * MARS's report: the warnings, then the errors, each in source order on its own line (a warning on line 8
     * comes before an error on line 3). MARS tokenizes twice, the second time with the {@code .eqv} directives,
     * and lists what each time found: the invalid language elements (which, like {@code .eqv} errors, stop it
     * before anything else), then all of them again among the {@code .eqv} errors.
     */
    static String errorsAndWarnings(List<AssemblyDiagnostic> diagnostics) {
        StringBuilder report = new StringBuilder(warnings(diagnostics));
        diagnostics.stream().filter(d -> d.message().contains("\nInvalid language element: "))
                .forEach(d -> report.append(mars(d)).append('\n'));
        diagnostics.stream().filter(AssemblyDiagnostic::isError).forEach(d -> report.append(mars(d)).append('\n'));
        return report.toString();
    }

    /** Only the warnings, one per line. */
    static String warnings(List<AssemblyDiagnostic> diagnostics) {
        StringBuilder report = new StringBuilder();
        diagnostics.stream().filter(d -> !d.isError()).forEach(d -> report.append(mars(d)).append('\n'));
        return report.toString();
    }
}
