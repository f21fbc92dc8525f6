package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.program.RobotProgram;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of compiling one robot source.
 *
 * @param sourceName      the name the source was compiled under (printed in the listing)
 * @param program         the compiled robot, empty when an error occurred
 * @param diagnostics     errors and warnings in the order the original prints them: the first error stops
 *                        the parse, then the end-of-file checks may add one more (and an instruction-space
 *                        error comes with them)
 * @param listing         the original's complete {@code -c} output for this file, from
 *                        {@code "Compiling robot source: "} to {@code "compiled without errors"} or
 *                        {@code "could not compile"}, addresses normalised to instruction indexes
 * @param matchModeOutput what the original prints to stdout even in match mode: {@code "\n\n**econst*\n\n"}
 *                        when a CONST overflowed the code space, otherwise empty
 * @param endOfFileChecksPassed the end-of-file checks (crobots-behaviour.md §10.5) ran to the code utilization
 *                        line: {@code main} defined, every referenced function defined or intrinsic, the
 *                        symbol pools not full. True for every successful compile; when the parse failed,
 *                        this is the spec §12 "ghost robot" whose slot the original leaves ACTIVE
 */
public record CompileResult(String sourceName, Optional<RobotProgram> program, List<CompileDiagnostic> diagnostics,
                            String listing, String matchModeOutput, boolean endOfFileChecksPassed) {
    /**
     * Copies the diagnostics.
     *
     * @param sourceName      the name the source was compiled under (printed in the listing)
     * @param program         the compiled robot, empty when an error occurred
     * @param diagnostics     errors and warnings in the order the original prints them: the first error stops
     *        the parse, then the end-of-file checks may add one more (and an instruction-space
     *        error comes with them)
     * @param listing         the original's complete {@code -c} output for this file, from
     *        {@code "Compiling robot source: "} to {@code "compiled without errors"} or
     *        {@code "could not compile"}, addresses normalised to instruction indexes
     * @param matchModeOutput what the original prints to stdout even in match mode: {@code "\n\n**econst*\n\n"}
     *        when a CONST overflowed the code space, otherwise empty
     * @param endOfFileChecksPassed the end-of-file checks (crobots-behaviour.md §10.5) ran to the code utilization
     *        line: {@code main} defined, every referenced function defined or intrinsic, the
     *        symbol pools not full. True for every successful compile; when the parse failed,
     *        this is the spec §12 "ghost robot" whose slot the original leaves ACTIVE
     */
    public CompileResult {
        diagnostics = List.copyOf(diagnostics);
    }

    /**
     * A result not produced by the compiler (a loaded {@code .cr} file): the checks count as passed exactly
     * when there is a program.
     *
     * @param sourceName      the name the source was loaded under
     * @param program         the program, empty when it could not be loaded
     * @param diagnostics     errors and warnings
     * @param listing         the text {@code -c} prints for it
     * @param matchModeOutput what match mode prints for it on stdout (usually empty)
     */
    public CompileResult(String sourceName, Optional<RobotProgram> program, List<CompileDiagnostic> diagnostics,
                         String listing, String matchModeOutput) {
        this(sourceName, program, diagnostics, listing, matchModeOutput, program.isPresent());
    }

    /**
     * Whether the robot compiled.
     *
     * @return true when there is a program (no error)
     */
    public boolean ok() {
        return program.isPresent();
    }

    /**
     * The errors.
     *
     * @return the errors, first the one that stopped the parse
     */
    public List<CompileDiagnostic> errors() {
        return select(true);
    }

    /**
     * The warnings.
     *
     * @return the warnings, in the order the original prints them
     */
    public List<CompileDiagnostic> warnings() {
        return select(false);
    }

    /** The errors or the warnings, in order (a loop, not a stream: no lambda bootstrap in a cold start). */
    private List<CompileDiagnostic> select(boolean errors) {
        List<CompileDiagnostic> chosen = new ArrayList<>();
        for (CompileDiagnostic d : diagnostics) {
            if (d.isError() == errors) {
                chosen.add(d);
            }
        }
        return List.copyOf(chosen);
    }

    /**
     * The compiled robot.
     *
     * @return the program
     * @throws IllegalStateException naming the first error when it did not compile
     */
    public RobotProgram programOrThrow() {
        if (program.isPresent()) {
            return program.get();
        }
        throw new IllegalStateException(errors().isEmpty() ? sourceName + " could not compile" : errors().get(0).toString());
    }
}
