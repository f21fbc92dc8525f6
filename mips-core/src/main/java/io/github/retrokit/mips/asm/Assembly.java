package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.image.ProgramImage;
import java.util.List;

/**
 * A successful assembly: the image plus the warnings MARS would print (e.g. {@code .byte 300} truncated).
 *
 * @param image    the assembled program
 * @param warnings warnings in source order; never errors
 */
public record Assembly(ProgramImage image, List<AssemblyDiagnostic> warnings) {
    /**
     * Copies the warnings.
     *
     * @param image    the assembled program
     * @param warnings warnings in source order; never errors
     */
    public Assembly {
        warnings = List.copyOf(warnings);
    }
}
