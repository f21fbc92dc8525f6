package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.program.RobotFile;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.RobotVm;
import io.github.retrokit.crobots.vm.StubWorld;

import java.io.IOException;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Random and truncated sources never produce anything but a diagnostic; random valid programs run. */
class CompilerFuzzTest {
    private static final String ALPHABET = "main(){}int long if else while return break for ; , = + - * / % < > "
            + "<= >= == != && || ! ~ & | ^ << >> ++ -- += -= /* */ 0 12 999999999999999999999 a b_c scan drive "
            + "\t\n\r#\"'[]?:.$@`\u00e9\u0000";

    private static void assertDiagnosedOrCompiled(CompileResult r) {
        // a program exactly when there is no error, and then the listing's verdict says so
        assertTrue(r.ok() == r.errors().isEmpty(), () -> r.diagnostics().toString());
        assertTrue(r.listing().endsWith(r.ok() ? " compiled without errors\n\n" : " could not compile\n\n"));
    }

    @Test
    void randomGarbageOnlyEverGivesADiagnostic() {
        Random random = new Random(1985);
        RobotCompiler compiler = new RobotCompiler();
        for (int n = 0; n < 3000; n++) {
            StringBuilder src = new StringBuilder();
            int length = random.nextInt(200);
            for (int i = 0; i < length; i++) {
                if (random.nextInt(4) == 0) {
                    src.append((char) random.nextInt(256));
                } else {
                    int at = random.nextInt(ALPHABET.length() - 4);
                    src.append(ALPHABET, at, at + 1 + random.nextInt(4));
                }
            }
            assertDiagnosedOrCompiled(compiler.compile("fuzz.r", src.toString()));
        }
    }

    @Test
    void everyTruncationOfTheSampleRobotsGivesADiagnostic() throws IOException {
        for (String robot : new String[] {"sniper.r", "turret.r", "pacer.r"}) {
            String source = GoldenListingTest.resource(robot);
            for (int cut = 0; cut < source.length(); cut += 3) {
                assertDiagnosedOrCompiled(new RobotCompiler().compile(robot, source.substring(0, cut)));
            }
        }
    }

    @Test
    void deepNestingIsAnErrorNotAHostStackOverflow() {
        String source = "main() { " + "{".repeat(100_000) + " }";
        CompileResult r = new RobotCompiler().compile("deep.r", source);
        assertEquals("yacc stack overflow at '{'", r.errors().get(0).message());
        assertTrue(new RobotCompiler().compile("deep.r", "main() { a = " + "-".repeat(100_000) + "1; }").errors()
                .get(0).message().startsWith("yacc stack overflow"));
    }

    @Test
    void randomValidProgramsCompileRunAndSurviveASaveLoadRoundTrip() throws IOException {
        RobotCompiler compiler = new RobotCompiler(CompilerOptions.classic().withCodeLimit(CompilerOptions.MAX_CODE_LIMIT));
        for (int seed = 0; seed < 300; seed++) {
            String source = new RandomPrograms(seed).program();
            CompileResult r = compiler.compile("random.r", source);
            assertTrue(r.ok(), () -> r.listing());
            RobotProgram p = r.programOrThrow();
            assertEquals(p, RobotFile.fromBytes(RobotFile.toBytes(p), "random.cr"));
            RobotVm vm = new RobotVm(p, new StubWorld());
            for (int i = 0; i < 3000; i++) {
                vm.step();
                assertTrue(vm.sp() >= 0 && vm.sp() < vm.rp() && vm.rp() <= RobotVm.DATASPACE,
                        () -> "registers out of range: sp=" + vm.sp() + " rp=" + vm.rp() + "\n" + source);
            }
        }
    }
}
