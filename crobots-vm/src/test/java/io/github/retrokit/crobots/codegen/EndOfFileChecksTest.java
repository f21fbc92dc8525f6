package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.program.CompileDiagnostic;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link CompileResult#endOfFileChecksPassed()}: whether the end-of-file checks of crobots-behaviour.md §10.5
 * found {@code main} and every referenced function, also after a syntax error (the §12 ghost robot).
 */
class EndOfFileChecksTest {

    static Stream<Arguments> sources() {
        return Stream.of(
                // description, source, compiles, checks passed
                Arguments.of("clean compile", "main() { int a; a = 1; }\n", true, true),
                Arguments.of("clean compile calling an intrinsic", "main() { drive(0, 100); }\n", true, true),
                Arguments.of("syntax error inside main's body", "main() { a = = 1; }\n", false, true),
                Arguments.of("syntax error after main was defined", "main() { }\nf() { a = = 1; }\n", false, true),
                Arguments.of("syntax error before main", "f() { a = = 1; }\nmain() { }\n", false, false),
                Arguments.of("syntax error, no main at all", "f() { a = = 1; }\n", false, false),
                Arguments.of("function referenced but not defined", "main() { g(); }\n", false, false),
                Arguments.of("referenced function defined only after the syntax error",
                        "f() { g(); }\nmain() { a = = 1; }\ng() { }\n", false, false),
                Arguments.of("no main", "f() { }\n", false, false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sources")
    void theChecksPassWhenMainAndEveryReferencedFunctionExist(String what, String source, boolean compiles,
                                                                boolean passed) {
        CompileResult r = new RobotCompiler().compile("x.r", source);
        assertEquals(compiles, r.ok(), r::listing);
        assertEquals(passed, r.endOfFileChecksPassed(), r::listing);
        // the original prints the code utilization line whatever the checks found
        assertTrue(r.listing().contains("\nCode utilization: "), r::listing);
    }

    @Test
    void anInstructionSpaceOverflowAfterMainStillPassesTheChecks() {
        CompileResult r = new RobotCompiler().compile("x.r", "main() { int a;\na;\n" + "a = 1;\n".repeat(250) + "}\n");
        assertFalse(r.ok());
        assertEquals("instruction space exceeded", r.errors().get(0).message());
        assertTrue(r.endOfFileChecksPassed());
    }

    @Test
    void aResultBuiltWithoutTheFlagPassesExactlyWhenItHasAProgram() {
        CompileResult compiled = new RobotCompiler().compile("x.r", "main() { }\n");
        CompileResult loaded = new CompileResult("x.cr", compiled.program(), List.of(), "", "");
        assertTrue(loaded.endOfFileChecksPassed());
        CompileDiagnostic corrupt = new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, "x.cr", 0, 0, "bad", "bad");
        CompileResult refused = new CompileResult("x.cr", Optional.empty(), List.of(corrupt), "bad\n", "");
        assertFalse(refused.endOfFileChecksPassed());
    }
}
