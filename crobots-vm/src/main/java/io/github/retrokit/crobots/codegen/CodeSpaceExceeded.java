package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.program.Opcode;

/** An emit that would reach the code-space limit; remembers which kind of instruction failed. */
final class CodeSpaceExceeded extends Exception {
    private final Opcode opcode;

    CodeSpaceExceeded(Opcode opcode) {
        super("instruction space exceeded", null, false, false);
        this.opcode = opcode;
    }

    Opcode opcode() {
        return opcode;
    }

    /** The original's trace for the failing emit ({@code -c} mode), e.g. {@code \n\n**efetch**\n\n}. */
    String debugText() {
        return switch (opcode) {
            case CONST -> "\n\n**econst*\n\n";
            case STORE -> "\n\n**estore*\n\n";
            default -> "\n\n**e" + opcode.name().toLowerCase(java.util.Locale.ROOT) + "**\n\n";
        };
    }
}
