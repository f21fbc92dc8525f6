package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.lang.Diagnostic;
import io.github.retrokit.crobots.program.RobotProgram;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of compiling one robot source.
 *
 * @param sourceName      the name the source was compiled under (printed in the listing)
 * @param program         the compiled robot, empty when an error occurred
 * @param diagnostics     errors and warnings in the order the original prints them: the first error stops
 *                        the parse, then the end-of-file checks may add one more (and an instruction-space
 *                        error comes with them); a failed compile whose listing still reaches the code
 *                        utilization line passed those checks (spec §12's ghost robot)
 * @param listing         the original's complete {@code -c} output for this file, from
 *                        {@code "Compiling robot source: "} to {@code "compiled without errors"} or
 *                        {@code "could not compile"}, addresses normalised to instruction indexes
 * @param matchModeOutput what the original prints to stdout even in match mode: {@code "\n\n**econst*\n\n"}
 *                        when a CONST overflowed the code space, otherwise empty
 */
public record CompileResult(String sourceName, Optional<RobotProgram> program, List<Diagnostic> diagnostics,
                            String listing, String matchModeOutput) {
    public CompileResult {
        diagnostics = List.copyOf(diagnostics);
    }

    /** True when the robot compiled (no error). */
    public boolean ok() {
        return program.isPresent();
    }

    /** The errors, first the one that stopped the parse. */
    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }

    /** The warnings. */
    public List<Diagnostic> warnings() {
        return diagnostics.stream().filter(d -> !d.isError()).toList();
    }

    /** The compiled robot. @throws IllegalStateException naming the first error when it did not compile */
    public RobotProgram programOrThrow() {
        return program.orElseThrow(() -> new IllegalStateException(
                errors().isEmpty() ? sourceName + " could not compile" : errors().get(0).toString()));
    }
}
