package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.RobotProgram;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The original's code templates and symbol allocation order (behaviour spec §10.3, §10.4, §13.7). */
class CodeTemplateTest {
    static RobotProgram compile(String source) {
        CompileResult r = new RobotCompiler().compile("t.r", source);
        assertTrue(r.ok(), () -> r.listing());
        return r.programOrThrow();
    }

    /** The code of function {@code name}, one instruction per entry, spaces collapsed. */
    static String code(RobotProgram p, String name) {
        FunctionHeader f = p.findFunction(name);
        int end = p.functions().stream().mapToInt(FunctionHeader::firstInstruction)
                .filter(i -> i > f.firstInstruction()).min().orElse(p.codeSize());
        return p.code().subList(f.firstInstruction(), end).stream()
                .map(i -> i.toString().replaceAll(" +", " ").trim()).collect(Collectors.joining("; "));
    }

    @Test
    void theSpecsCodegenVector() {
        CompileResult r = new RobotCompiler().compile("codegen.r", "int g; main() { int a, b; ++a; a++; --b; b--; "
                + "a = -b; a = !b; a += 3; if (a && b) g = 1; if (a || b) g = 2; else g = 3; "
                + "while (a < 10) a = a + 1; x = 5; return; }");
        RobotProgram p = r.programOrThrow();
        assertEquals(List.of("a", "b", "x"), p.findFunction("main").locals());
        assertEquals(List.of("g", "main"), p.externals());
        assertEquals(List.of("main"), p.functionTable());
        assertEquals(List.of("1 undeclared variables", "2 postfix operators"),
                r.warnings().stream().map(CompileDiagnostic::message).toList());
        assertTrue(r.listing().contains("\nCode utilization: 7%   (76 / 1000) \n"));
        String inc = "fetch 0 local; const 1; store 0 local, +=; chop; ";
        String dec = "fetch 1 local; const 1; store 1 local, -=; chop; ";
        assertEquals(inc + inc + dec + dec
                + "fetch 0 local; fetch 1 local; const 0; binop (-); store 0 local, =; chop; "
                + "fetch 0 local; fetch 1 local; const 0; binop (!); store 0 local, =; chop; "
                + "fetch 0 local; const 3; store 0 local, +=; chop; "
                + "fetch 0 local; fetch 1 local; binop &&; branch 42; fetch 0 external; const 1; "
                + "store 0 external, =; chop; const 0; branch 42; "
                + "fetch 0 local; fetch 1 local; binop ||; branch 52; fetch 0 external; const 2; "
                + "store 0 external, =; chop; const 0; branch 56; fetch 0 external; const 3; store 0 external, =; chop; "
                + "fetch 0 local; const 10; binop <; branch 68; fetch 0 local; fetch 0 local; const 1; binop +; "
                + "store 0 local, =; chop; const 0; branch 56; "
                + "fetch 2 local; const 5; store 2 local, =; chop; "
                + "const 1; retsub; const 1; retsub", code(p, "main"));
    }

    @Test
    void theSpecsTargetListing() {
        String source = "/* target just sits there */\n\nmain() {\n  while(1)\n   ;\n}\n";
        assertEquals("Compiling robot source: target.r\n\n/* target just sits there */\n\nmain() {\n  while(1)\n   ;\n}"
                + "\n\nFunction: main\n\n  Local symbol table:\n\n\n\nExternal symbol table:\n   0 : main      "
                + "\n\nFunction symbol table:\n   0 : main      \n\n Generated code:\n"
                + "    0 : const   1\n    1 : branch  4\n    2 : const   0\n    3 : branch  0\n    4 : const   1\n"
                + "    5 : retsub\n\n\nCode utilization: 0%   (6 / 1000) \n\ntarget.r compiled without errors\n\n",
                new RobotCompiler().compile("target.r", source).listing());
    }

    /** Templates inside {@code main() { int a, b, c; BODY }}: locals a=0, b=1, c=2; main's trailer dropped. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", value = {
        "a = 5; => fetch 0 local; const 5; store 0 local, =; chop",
        "a += b * 2; => fetch 0 local; fetch 1 local; const 2; binop *; store 0 local, +=; chop",
        "a = b = c; => fetch 0 local; fetch 1 local; fetch 2 local; store 1 local, =; store 0 local, =; chop",
        "a <<= 1; => fetch 0 local; const 1; store 0 local, <<=; chop",
        "a %= b; => fetch 0 local; fetch 1 local; store 0 local, %=; chop",
        "a % b; => fetch 0 local; fetch 1 local; binop; chop",
        "-5; => const 5; const 0; binop (-); chop",
        "~a; => fetch 0 local; const 0; binop (~); chop",
        "!!a; => fetch 0 local; const 0; binop (!); const 0; binop (!); chop",
        "a + b * c; => fetch 0 local; fetch 1 local; fetch 2 local; binop *; binop +; chop",
        "a - b - c; => fetch 0 local; fetch 1 local; binop -; fetch 2 local; binop -; chop",
        "(a - b) - c; => fetch 0 local; fetch 1 local; binop -; fetch 2 local; binop -; chop",
        "a - (b - c); => fetch 0 local; fetch 1 local; fetch 2 local; binop -; binop -; chop",
        "a << 1 < b; => fetch 0 local; const 1; binop <<; fetch 1 local; binop <; chop",
        "a == b != c; => fetch 0 local; fetch 1 local; binop ==; fetch 2 local; binop !=; chop",
        "a & b ^ c | a; => fetch 0 local; fetch 1 local; binop &; fetch 2 local; binop ^; fetch 0 local; binop |; chop",
        "a || b && c; => fetch 0 local; fetch 1 local; fetch 2 local; binop &&; binop ||; chop",
        "a >= b >> c; => fetch 0 local; fetch 1 local; fetch 2 local; binop >>; binop >=; chop",
        "a <= b / c; => fetch 0 local; fetch 1 local; fetch 2 local; binop /; binop <=; chop",
        "(int) a; => fetch 0 local; chop",
        "(long) -a; => fetch 0 local; const 0; binop (-); chop",
        "++a; => fetch 0 local; const 1; store 0 local, +=; chop",
        "b--; => fetch 1 local; const 1; store 1 local, -=; chop",
        "drive(a, 100); => fetch 3 local; frame; fetch 0 local; const 100; fcall 1; chop",
        "a = damage(); => fetch 0 local; fetch 3 local; frame; fcall 1; store 0 local, =; chop",
        "if (a) b = 1; => fetch 0 local; branch 8; fetch 1 local; const 1; store 1 local, =; chop; const 0; branch 8",
        "if (a) ; else ; => fetch 0 local; branch 4; const 0; branch 4",
        "if (a) b; else c; => fetch 0 local; branch 6; fetch 1 local; chop; const 0; branch 8; fetch 2 local; chop",
        "while (a) ; => fetch 0 local; branch 4; const 0; branch 0",
        "while (a) b; => fetch 0 local; branch 6; fetch 1 local; chop; const 0; branch 0",
        "return a; => fetch 0 local; retsub",
        "return; => const 1; retsub",
        "break; => ''",
        "{ } ; => ''",
        "{ int d; d = 1; } => fetch 3 local; const 1; store 3 local, =; chop",
    })
    void template(String body, String expected) {
        String source = "main() { int a, b, c; " + body + " }";
        String all = code(compile(source), "main");
        String trailer = "const 1; retsub";
        String got = all.equals(trailer) ? "" : all.substring(0, all.length() - trailer.length() - 2);
        assertEquals(expected, got);
    }

    @Test
    void callingAnUndefinedFunctionFetchesALocalSlotButADefinedOneItsExternal() {
        RobotProgram p = compile("f() { } main() { f(); g(); } g() { }");
        assertEquals("fetch 0 external; frame; fcall 0; chop; fetch 0 local; frame; fcall 2; chop; const 1; retsub",
                code(p, "main"));
        assertEquals(List.of("g"), p.findFunction("main").locals());
        assertEquals(List.of("f", "main", "g"), p.functionTable());
        assertEquals(List.of("f", "main", "g"), p.externals());
    }

    @Test
    void nestedCallsGetTheirFunctionIndexInnermostFirst() {
        RobotProgram p = compile("main() { drive(scan(1, 2), 3); }");
        assertEquals(List.of("main", "scan", "drive"), p.functionTable());
        assertEquals(List.of("drive", "scan"), p.findFunction("main").locals());
        assertEquals("fetch 0 local; frame; fetch 1 local; frame; const 1; const 2; fcall 1; const 3; fcall 2; chop; "
                + "const 1; retsub", code(p, "main"));
    }

    @Test
    void parametersComeFirstThenNamesByFirstAppearance() {
        RobotProgram p = compile("main() { } f(x, y) int x; int y; { int z; w = x + rand(y) + z; }");
        FunctionHeader f = p.findFunction("f");
        assertEquals(List.of("x", "y", "z", "w", "rand"), f.locals());
        assertEquals(2, f.parameterCount());
        assertEquals(5, f.localCount());
    }

    @Test
    void identifiersAreSignificantToSevenCharacters() {
        RobotProgram p = compile("int last_direction; main() { last_dis = 4; }");
        assertEquals(List.of("last_di", "main"), p.externals());
        assertEquals("fetch 0 external; const 4; store 0 external, =; chop; const 1; retsub", code(p, "main"));
    }

    @Test
    void postfixYieldsTheNewValueAndStoresIntoTheLastIdentifier() {
        assertEquals("fetch 0 local; const 1; store 0 local, +=; const 2; binop *; chop; const 1; retsub",
                code(compile("main() { int a; a++ * 2; }"), "main"));
    }

    @Test
    void compoundAssignmentFetchesTheOldValueBeforeTheRightSide() {
        assertEquals("fetch 0 external; fetch 1 external; frame; fcall 0; store 0 external, +=; chop; const 1; retsub",
                code(compile("int g; f() { } main() { g += f(); }"), "main"));
    }

    @Test
    void staleLocalsFromEntry16OnSurviveIntoLaterFunctions() {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < 18; i++) {
            names.append(i == 0 ? "" : ", ").append("v").append(i);
        }
        RobotProgram p = compile("main() { int " + names + "; } f() { v17 = 1; }");
        FunctionHeader f = p.findFunction("f");
        assertEquals(0, f.localCount());
        assertEquals("fetch 17 local; const 1; store 17 local, =; chop; const 1; retsub", code(p, "f"));
    }

    @Test
    void aLaterFunctionWithManyLocalsSkipsTheStaleEntriesAndCountsThem() {
        StringBuilder mains = new StringBuilder();
        StringBuilder gs = new StringBuilder();
        for (int i = 0; i < 18; i++) {
            mains.append(i == 0 ? "" : ", ").append("v").append(i);
            gs.append(i == 0 ? "" : ", ").append("w").append(i);
        }
        // main's v16, v17 stay in entries 16, 17; g's w0..w15 take 0..15, w16 and w17 go to 18 and 19
        FunctionHeader g = compile("main() { int " + mains + "; } g() { int " + gs + "; }").findFunction("g");
        assertEquals(20, g.localCount());
        assertEquals(List.of("v16", "v17", "w16", "w17"), g.locals().subList(16, 20));
    }

    @Test
    void withoutThePostfixQuirkPostfixYieldsTheOldValueInFiveInstructions() {
        RobotCompiler c = new RobotCompiler(CompilerOptions.classic().withPostfixValue(false));
        RobotProgram p = c.compile("t.r", "main() { int a, b; a++; b--; ++a; }").programOrThrow();
        assertEquals("fetch 0 local; const 1; store 0 local, +=; const 1; binop -; chop; "
                + "fetch 1 local; const 1; store 1 local, -=; const 1; binop +; chop; "
                + "fetch 0 local; const 1; store 0 local, +=; chop; const 1; retsub", code(p, "main"));
    }

    @Test
    void withoutTheStaleLocalsQuirkEveryFunctionStartsWithAnEmptyLocalTable() {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < 18; i++) {
            names.append(i == 0 ? "" : ", ").append("v").append(i);
        }
        RobotCompiler c = new RobotCompiler(CompilerOptions.classic().withStaleLocals(false));
        RobotProgram p = c.compile("t.r", "main() { int " + names + "; } f() { v17 = 1; }").programOrThrow();
        assertEquals(1, p.findFunction("f").localCount());
        assertEquals("fetch 0 local; const 1; store 0 local, =; chop; const 1; retsub", code(p, "f"));
    }

    @Test
    void aTopLevelInitializerEmitsCodeBetweenFunctions() {
        CompileResult r = new RobotCompiler().compile("t.r", "main() { } int x = 5; f() { }");
        RobotProgram p = r.programOrThrow();
        assertEquals(List.of("const 1", "retsub", "const 5", "chop", "const 1", "retsub"),
                p.code().stream().map(Instruction::toString).map(s -> s.replaceAll(" +", " ")).toList());
        assertEquals(4, p.findFunction("f").firstInstruction());
    }

    @Test
    void aFunctionDeclaratorLeavesTheCompilerInsideAFunction() {
        RobotProgram p = compile("int f(); int g; main() { g = 1; }");
        assertEquals(List.of("f"), p.externals());
        assertEquals(List.of("g", "main"), p.findFunction("main").locals());
        assertEquals(List.of("f", "main"), p.functions().stream().map(FunctionHeader::name).toList());
    }

    @Test
    void aParameterTakesANewLocalEntryEvenWhenItsNameHasOne() {
        // main's entries 16+ stay in the pool (stale locals); foo's parameters still take entries 0, 1, 2
        RobotProgram p = compile("main() { int a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,b0,b1,b2,b3,b4,b5,xx,yy; }\n"
                + "foo(yy, q, q) { int xx, q; xx = yy + q; }\n");
        assertEquals(List.of("yy", "q", "q"), p.findFunction("foo").locals());
        assertEquals(List.of("fetch 16 local", "fetch 0 local", "fetch 1 local"), p.code().subList(2, 5).stream()
                .map(Instruction::toString).map(s -> s.replaceAll(" +", " ")).toList());
    }

    @Test
    void codeLimitIsConfigurable() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            body.append("a = ").append(i).append(";\n");
        }
        String source = "main() { int a; " + body + "}";
        assertEquals(false, new RobotCompiler().compile("t.r", source).ok());
        CompileResult big = new RobotCompiler(CompilerOptions.classic().withCodeLimit(2000)).compile("t.r", source);
        assertTrue(big.ok());
        assertTrue(big.listing().contains("\nCode utilization: 60%   (1202 / 2000) \n"));
    }

    @Test
    void amigaHeaderLinesAreSkippedWhenAsked() {
        String source = "My Robot Company\nJ. Random Hacker\nmain() { }\n";
        assertEquals(false, new RobotCompiler().compile("t.r", source).ok());
        CompileResult r = new RobotCompiler(CompilerOptions.classic().withAmigaHeader(true)).compile("t.r", source);
        assertTrue(r.ok(), r.listing());
        assertTrue(r.listing().startsWith("Compiling robot source: t.r\n\nMy Robot Company\nJ. Random Hacker\nmain() { }"));
    }
}
