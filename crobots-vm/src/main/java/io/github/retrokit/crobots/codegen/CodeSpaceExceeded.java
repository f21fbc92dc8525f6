package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.lang.CompileError;
import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.program.Opcode;

/**
 * An emit that would reach the code-space limit: the parse stops there. Its diagnostic's text is the
 * original's trace of the failing emit ({@code -c} mode), e.g. {@code \n\n**efetch**\n\n}; the error
 * message itself is printed with the end-of-file checks.
 */
final class CodeSpaceExceeded extends CompileError {
    private final Opcode opcode;

    CodeSpaceExceeded(Opcode opcode, String source, int line, int column) {
        super(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, line, column, "instruction space exceeded",
                "\n** Error ** instruction space exceeded\n"));
        this.opcode = opcode;
    }

    Opcode opcode() {
        return opcode;
    }

    /** The original's trace for the failing emit, e.g. {@code \n\n**efetch**\n\n}. */
    String debugText() {
        return switch (opcode) {
            case CONST -> "\n\n**econst*\n\n";
            case STORE -> "\n\n**estore*\n\n";
            default -> "\n\n**e" + opcode.name().toLowerCase(java.util.Locale.ROOT) + "**\n\n";
        };
    }
}
