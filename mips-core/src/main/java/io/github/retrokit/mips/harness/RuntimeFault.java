package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.image.SourceLine;
import java.util.Optional;

/**
 * A runtime error that ended a call.
 *
 * @param message MARS's message, e.g. {@code address out of range 0x00000000}
 * @param pc      the address of the faulting instruction
 * @param source  its source line, if known
 */
public record RuntimeFault(String message, int pc, Optional<SourceLine> source) {

    /** {@return MARS's command-line wording: {@code Error in <file> line N: Runtime exception at 0x...: <message>}} */
    public String marsText() {
        String where = source.map(s -> "Error in " + s.file() + " line " + s.line() + ": ").orElse("");
        return where + String.format("Runtime exception at 0x%08x: ", pc) + message;
    }
}
