package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.image.ProgramImage;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Assembly failed: carries every diagnostic (errors and warnings) of all files, in the order MARS 4.5 finds them
 * (each file line by line, an included file where its {@code .include} stands, then the second pass).
 * Its message lists the errors, one per line, in {@code file:line:column: error: message} form.
 */
public final class AssemblyException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<AssemblyDiagnostic> diagnostics;
    private final transient ProgramImage partial;

    /**
     * An exception listing every diagnostic of a failed assembly.
     *
     * @param diagnostics the errors and warnings, in the order they were found
     */
    public AssemblyException(List<AssemblyDiagnostic> diagnostics) {
        this(diagnostics, null);
    }

    /**
     * Failed assembly with what was assembled anyway ({@code partial}, may be null).
     *
     * @param diagnostics every error and warning
     * @param partial the part read so far
     */
    public AssemblyException(List<AssemblyDiagnostic> diagnostics, ProgramImage partial) {
        super(diagnostics.stream().filter(AssemblyDiagnostic::isError).map(AssemblyDiagnostic::toString)
                .collect(Collectors.joining(System.lineSeparator())));
        this.diagnostics = List.copyOf(diagnostics);
        this.partial = partial;
    }

    /**
     * The memory image of the lines that did assemble (MARS still dumps it with {@code a}); empty if
     * assembly stopped before placing anything (a missing include, invalid language elements).
     *
     * @return the memory image of the lines that did assemble (MARS still dumps it with {@code a}); empty if
     */
    public Optional<ProgramImage> partialImage() { return Optional.ofNullable(partial); }

    /** {@return all diagnostics, errors and warnings, in the order they were found} */
    public List<AssemblyDiagnostic> diagnostics() { return diagnostics; }

    /** {@return only the errors} */
    public List<AssemblyDiagnostic> errors() {
        return diagnostics.stream().filter(AssemblyDiagnostic::isError).toList();
    }
}
