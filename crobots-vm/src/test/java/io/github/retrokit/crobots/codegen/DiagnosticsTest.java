package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.program.CompileDiagnostic;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Every error and warning with the original's exact text, and where it appears in the listing. */
class DiagnosticsTest {
    private static CompileResult compile(String source) {
        return new RobotCompiler().compile("x.r", source);
    }

    private static String listingBody(CompileResult r) {
        return r.listing().substring("Compiling robot source: x.r\n\n".length());
    }

    private static void assertSingleError(CompileResult r, String message) {
        assertFalse(r.ok());
        assertEquals(1, r.errors().size(), r.diagnostics()::toString);
        assertEquals(message, r.errors().get(0).message());
        assertTrue(r.listing().endsWith("\nx.r could not compile\n\n"), r::listing);
    }

    /** A main whose 250th {@code a = 1;} would emit the 1000th instruction (its CONST): the first that does not fit. */
    private static String overflowingMain(String after) {
        return "main() { int a;\na;\n" + "a = 1;\n".repeat(250) + after + "}\n";
    }

    private static String utilization(int used) {
        return "\nCode utilization: " + used * 100 / 1000 + "%   (" + used + " / 1000) \n";
    }

    @Test
    void syntaxErrorPutsACaretUnderTheOffendingTokenAndStopsTheEcho() {
        CompileResult r = compile("main()\n{\n  a = ;\n  b = 1;\n}\n");
        assertSingleError(r, "syntax error at ';'");
        // the end-of-file checks still run after a syntax error: here the warning and the utilization line
        assertEquals("main()\n{\n  a = ;\n      ^\n** Error ** syntax error\n** Warning ** 1 undeclared variables\n"
                + utilization(1) + "\nx.r could not compile\n\n", listingBody(r));
        CompileDiagnostic d = r.errors().get(0);
        assertEquals(3, d.line());
        assertEquals(7, d.column());
        assertEquals("x.r:3:7: error: syntax error at ';'", d.toString());
    }

    @Test
    void caretColumnCountsTabsToMultiplesOfEightButNotComments() {
        CompileResult r = compile("main() {\n\t/* c */ x = = 1; }");
        assertTrue(listingBody(r).startsWith("main() {\n\t/* c */ x = =\n" + " ".repeat(13) + "^\n** Error ** syntax error\n"),
                r::listing);
    }

    @Test
    void afterASyntaxErrorTheEndOfFileChecksSeeOnlyWhatWasParsed() {
        // g is called before the error and defined after it: the original reports it as undefined
        CompileResult r = compile("f() { g(); }\nmain() { a = = 1; }\ng() { }\n");
        assertEquals(List.of("syntax error at '='", "'g (1)' function referenced, but not defined or intrinsic"),
                r.errors().stream().map(CompileDiagnostic::message).toList());
        assertEquals("f() { g(); }\n\nFunction: f", listingBody(r).substring(0, "f() { g(); }\n\nFunction: f".length()));
        // every end-of-file check runs: the warnings and the utilization line follow the reset
        assertTrue(listingBody(r).endsWith("\nmain() { a = =\n             ^\n** Error ** syntax error\n"
                + "** Error ** 'g (1)' function referenced, but not defined or intrinsic\n\n\n**reset_comp**\n\n"
                + "\n** Warning ** 1 undeclared variables\n" + utilization(7) + "\nx.r could not compile\n\n"), r::listing);
        // a function whose body has the error counts as defined (its header exists from its parameter list on)
        assertEquals(List.of("syntax error at '='"),
                compile("main() { a = = 1; }").errors().stream().map(CompileDiagnostic::message).toList());
    }

    @Test
    void forAndDotAreSyntaxErrors() {
        assertSingleError(compile("main() { for (;;) ; }"), "syntax error at 'for'");
        assertSingleError(compile("main() { a.b = 1; }"), "syntax error at '.'");
    }

    @Test
    void unexpectedEndOfFileIsASyntaxError() {
        assertSingleError(compile("main() { while (1) "), "syntax error at end of file");
    }

    @Test
    void instructionSpaceExceeded() {
        CompileResult r = compile(overflowingMain(""));
        assertSingleError(r, "instruction space exceeded");
        // instruction 999 would be the CONST of statement 250: the parse (and the echo) stops right there,
        // the original's trace of the failing emit follows, and the message comes with the end-of-file checks
        // the utilization line counts the instruction that did not fit, as the original's counter does
        assertTrue(r.listing().endsWith("a = 1;\na = 1\n\n**econst*\n\n\n** Error ** instruction space exceeded\n"
                + "\n\n**reset_comp**\n\n" + utilization(1000) + "\nx.r could not compile\n\n"), r::listing);
        assertEquals("\n\n**econst*\n\n", r.matchModeOutput());
    }

    @Test
    void theParseStopsAtTheInstructionThatDoesNotFitSoALaterSyntaxErrorIsNeverSeen() {
        CompileResult r = compile(overflowingMain("a = = 2;\n"));
        assertSingleError(r, "instruction space exceeded");
        assertFalse(r.listing().contains("syntax error"), r::listing);
    }

    @Test
    void aSymbolPoolOverflowIsReportedAtEachNameThatDoesNotFitAndCompilingGoesOn() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 65; i++) {
            body.append("v").append(i).append(" = 1;\n");
        }
        CompileResult r = compile("main() {\n" + body + "x = = 2;\n}\n");
        // v64 fails as it is read and again as the STORE's target (after the ';' was read), x as it is read
        assertEquals(List.of("symbol pool exceeded", "symbol pool exceeded", "symbol pool exceeded",
                "syntax error at '='"), r.errors().stream().map(CompileDiagnostic::message).toList());
        String alloc = "\n\n**alloc_var**\n\n\n\n** Error ** symbol pool exceeded\n";
        assertTrue(r.listing().contains("v63 = 1;\nv64" + alloc + " = 1;" + alloc + "\nx" + alloc + " = =\n    ^\n"
                + "** Error ** syntax error\n** Warning ** 66 undeclared variables\n" + utilization(261)), r::listing);
    }

    @Test
    void instructionSpaceExceededByAnotherInstructionHasNoMatchModeOutput() {
        StringBuilder body = new StringBuilder("rand(a);\n");
        for (int i = 0; i < 500; i++) {
            body.append("a;\n");
        }
        CompileResult r = compile("main() { int a;\n" + body + "}\n");
        assertSingleError(r, "instruction space exceeded");
        assertTrue(r.listing().contains("\n\n**efetch**\n\n\n** Error ** instruction space exceeded\n"), r::listing);
        assertEquals("", r.matchModeOutput());
    }

    @Test
    void functionReferencedButNotDefined() {
        CompileResult r = compile("main() { foo(1); }\n");
        assertSingleError(r, "'foo (1)' function referenced, but not defined or intrinsic");
        assertTrue(r.listing().endsWith("\n\n** Error ** 'foo (1)' function referenced, but not defined or intrinsic\n"
                + "\n\n**reset_comp**\n\n" + utilization(7) + "\nx.r could not compile\n\n"), r::listing);
    }

    @Test
    void mainNotDefined() {
        CompileResult r = compile("f() { }\n");
        assertSingleError(r, "'main' not defined");
        assertTrue(r.listing().endsWith("\n\n** Error ** 'main' not defined\n\n\n**reset_comp**\n\n" + utilization(2)
                + "\nx.r could not compile\n\n"), r::listing);
        // an empty file is a syntax error too: the grammar wants at least one declaration
        assertEquals(List.of("syntax error at end of file", "'main' not defined"),
                compile("").errors().stream().map(CompileDiagnostic::message).toList());
    }

    @Test
    void functionDefinitionSameAsIntrinsic() {
        CompileResult r = compile("main() { }\nscan(d, r) { }\n");
        assertSingleError(r, "'scan' function definition same as intrinsic");
        // reported where the head's parameter list closes; the head is refused (**new_func**), so the body
        // goes on compiling as more of the previous function, main, which its dump shows
        assertTrue(r.listing().contains("scan(d, r)\n** Error ** 'scan' function definition same as intrinsic\n"
                + "\n\n**new_func**\n\n { }\n\nFunction: main\n\n  Local symbol table:\n   0 : d            1 : r"),
                r::listing);
        assertTrue(r.listing().contains(" Generated code:\n    0 : const   1\n    1 : retsub\n    2 : const   1\n"
                + "    3 : retsub\n\n" + utilization(4)), r::listing);
    }

    @Test
    void aHeadWithoutSpecifiersNeedsABody() {
        CompileResult r = compile("main() { }\nf(x);\n");
        assertSingleError(r, "syntax error at ';'");
        assertTrue(r.listing().contains("\nf(x);\n    ^\n** Error ** syntax error\n"), r::listing);
    }

    @Test
    void symbolPoolExceeded() {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < 65; i++) {
            names.append(i == 0 ? "" : ", ").append("v").append(i);
        }
        CompileResult r = compile("int " + names + ";\nmain() { }\n");
        // v64 and main do not fit in the external pool; compiling goes on (main is still defined), and the
        // full pool is reported again after the utilization line
        assertEquals(List.of("symbol pool exceeded", "symbol pool exceeded", "symbol pool full (64 external entries)"),
                r.errors().stream().map(CompileDiagnostic::message).toList());
        String alloc = "\n\n**alloc_var**\n\n\n\n** Error ** symbol pool exceeded\n";
        assertTrue(r.listing().contains(", v64" + alloc + ";\nmain" + alloc + "() { }\n\nFunction: main"), r::listing);
        assertTrue(r.listing().endsWith(utilization(2) + "\n\n**poolsize**\n\n\nx.r could not compile\n\n"), r::listing);
    }

    @Test
    void aPoolFilledToExactly64IsReportedAfterTheUtilizationLine() {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < 63; i++) {
            names.append(i == 0 ? "" : ", ").append("v").append(i);
        }
        CompileResult full = compile("int " + names + ";\nmain() { }\n");
        assertSingleError(full, "symbol pool full (64 external entries)");
        assertTrue(full.listing().endsWith(utilization(2) + "\n\n**poolsize**\n\n\nx.r could not compile\n\n"),
                full::listing);
        assertTrue(compile("int " + names.substring(0, names.lastIndexOf(",")) + ";\nmain() { }\n").ok());
    }

    @Test
    void ifAndWhileNestLevels() {
        assertTrue(compile("main() { " + "if (1) ".repeat(16) + "; }").ok());
        CompileResult ifs = compile("main() { " + "if (1) ".repeat(17) + "; }");
        assertSingleError(ifs, "'if' nest level exceeded");
        assertTrue(ifs.listing().contains("if (1)\n** Error ** 'if' nest level exceeded\n" + utilization(33)
                + "\nx.r could not compile"), ifs::listing);
        assertTrue(compile("main() { " + "while (1) ".repeat(16) + "; }").ok());
        CompileResult whiles = compile("main() { " + "while (1) ".repeat(17) + "; }");
        assertSingleError(whiles, "'while' nest level exceeded");
        assertTrue(whiles.listing().contains("\n** Error ** 'while' nest level exceeded\n"));
    }

    @Test
    void sixtyFourNestedCallsOrAssignmentsOverflowTheOriginalsNameStacks() {
        assertTrue(compile("main() { " + "sqrt(".repeat(63) + "1" + ")".repeat(63) + "; }").ok());
        assertTrue(compile("main() { " + "a = ".repeat(63) + "1; }").ok());
        // the 64th name is refused where it is pushed, and the pop that finds the stack empty (the outermost
        // call's, or assignment's) reports it too; compiling goes on, the robot is rejected
        CompileResult calls = compile("main() { " + "sqrt(".repeat(64) + "1" + ")".repeat(64) + "; }");
        assertTrue(calls.listing().contains("sqrt(sqrt(\n\n**stackid**\n\n1" + ")".repeat(64) + "\n\n**popid**\n\n; }"),
                calls::listing);
        assertTrue(calls.listing().endsWith(utilization(196) + "\nx.r could not compile\n\n"), calls::listing);
        CompileResult assignments = compile("main() { " + "a = ".repeat(64) + "1; }");
        assertTrue(assignments.listing().contains("a = a =\n\n**stackid**\n\n 1;\n\n**popid**\n\n }"),
                assignments::listing);
        assertFalse(assignments.ok());
    }

    @Test
    void extremeNestingOverflowsTheParseStack() {
        CompileResult r = compile("main() { a = " + "(".repeat(200) + "1" + ")".repeat(200) + "; }");
        assertSingleError(r, "yacc stack overflow at '('");
        assertTrue(r.listing().contains("^\n** Error ** yacc stack overflow"));
    }

    @Test
    void initializerAndBreakWarningsAppearRightAfterTheirSemicolon() {
        CompileResult r = compile("main() {\n  int a = 5, b;\n  while (1) break;\n}\n");
        assertTrue(r.ok());
        assertEquals(List.of("unsupported initializer", "unsupported break"),
                r.warnings().stream().map(CompileDiagnostic::message).toList());
        assertTrue(listingBody(r).startsWith("main() {\n  int a = 5,\n**Warning** unsupported initializer\n b;\n"
                + "  while (1) break;\n**Warning** unsupported break\n\n}"), r::listing);
    }

    @Test
    void undeclaredAndPostfixCountsAndCodeUtilization() {
        CompileResult r = compile("main() { a = 1; b++; c--; drive(1, 2); }\n");
        assertTrue(r.ok());
        assertTrue(r.listing().endsWith("\n\n** Warning ** 3 undeclared variables\n\n** Warning ** 2 postfix operators\n"
                + "\nCode utilization: 2%   (20 / 1000) \n\nx.r compiled without errors\n\n"), r::listing);
    }
}
