package io.github.retrokit.crobots.codegen;

import static io.github.retrokit.crobots.codegen.CodeTemplateTest.code;
import static io.github.retrokit.crobots.codegen.CodeTemplateTest.compile;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.program.RobotProgram;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the original's grammar accepts beyond C (measured on the original binary): any unary expression left
 * of an assignment operator, calls applied to any expression, the last name read as the STORE target and
 * the function called; declarations need a specifier.
 */
class OriginalGrammarTest {
    private static List<String> errors(String source) {
        return new RobotCompiler().compile("t.r", source).errors().stream().map(CompileDiagnostic::message).toList();
    }

    @Test
    void anyUnaryExpressionLeftOfAnAssignmentStoresIntoTheLastNameRead() {
        RobotProgram p = compile("main() { int d, e; (d+1) %= 360; -d = e; 7 += 1; }");
        assertEquals("fetch 0 local; const 1; binop +; const 360; store 0 local, %=; chop; "
                + "fetch 0 local; const 0; binop (-); fetch 1 local; store 0 local, =; chop; "
                + "const 7; const 1; store 1 local, +=; chop; const 1; retsub", code(p, "main"));
    }

    @Test
    void theTargetIsTheLastNameBeforeTheOperatorNotOneInTheValue() {
        RobotProgram p = compile("main() { int d, e; (d) = e + (e = 3); }");
        assertEquals("fetch 0 local; fetch 1 local; fetch 1 local; const 3; store 1 local, =; binop +; "
                + "store 0 local, =; chop; const 1; retsub", code(p, "main"));
    }

    @Test
    void aCallAppliesToAnyExpressionAndCallsTheLastNameRead() {
        RobotProgram p = compile("main() { int x; x = speed() < 5(1); damage()(2); }");
        assertEquals(List.of("main", "speed", "damage"), p.functionTable());
        assertEquals("fetch 0 local; fetch 1 local; frame; fcall 1; const 5; frame; const 1; fcall 1; binop <; "
                + "store 0 local, =; chop; fetch 2 local; frame; fcall 2; frame; const 2; fcall 2; chop; "
                + "const 1; retsub", code(p, "main"));
    }

    @Test
    void aNameThatIsNoFunctionCalledThatWayIsAnUndefinedFunction() {
        assertEquals(List.of("'d (1)' function referenced, but not defined or intrinsic"),
                errors("main() { int d; d; 5(1); }"));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = "=>", value = {
        "main() { int d; (long) d = 1; } => syntax error at '='",
        "main() { int d; d + 1 = 2; } => syntax error at '='",
        "a; main() { } => syntax error at ';'",
        "a, b; main() { } => syntax error at ','",
        "f(x) x; { } main() { } => syntax error at 'x'",
    })
    void stillSyntaxErrors(String source, String error) {
        assertEquals(error, errors(source).get(0));
    }

    @Test
    void specifiersComeInAnyNumberAndMayDeclareNothing() {
        RobotProgram p = compile("long long a; int extern b; int ;\nlong f(x) int long x; { int ; register auto c; }\n"
                + "int main() { }");
        assertEquals(List.of("a", "b", "f", "main"), p.externals());
        assertEquals(List.of("x", "c"), p.findFunction("f").locals());
    }

    @Test
    void aFunctionHeadMayHaveMoreParameterListsAndDefinesTheLastNameRead() {
        RobotProgram p = compile("main(a)(b) { b = 1; }\n");
        assertEquals(List.of("main", "a"), p.functionTable());
        assertEquals(List.of("a", "b"), p.findFunction("a").locals());
        assertEquals(2, p.findFunction("a").parameterCount());
    }

    @Test
    void anEmptyFileIsASyntaxError() {
        assertEquals(List.of("syntax error at end of file", "'main' not defined"), errors("/* only a comment */\n"));
    }
}
