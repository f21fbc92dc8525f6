package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link RobotCompiler#compileToRun} (what a match compiles with) gives what {@link RobotCompiler#compile}
 * gives but the listing's echo and dumps: the same program, diagnostics, match-mode output and end-of-file
 * verdict, for every robot of the test resources whole and cut off at ten places (syntax errors, unclosed
 * comments and functions, missing main), and a listing of only the header, diagnostics and end lines; and
 * {@link RobotCompiler#compileForDisplay} gives the same with the {@code -c} listing's body, without its dumps
 * and {@code -c}-only traces, as the listing.
 */
class CompileToRunTest {

    static Stream<Path> robots() throws IOException, URISyntaxException {
        Path root = Path.of(CompileToRunTest.class.getResource("/robots").toURI()).getParent();
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> robots = files.filter(p -> p.toString().endsWith(".r")).sorted().toList();
            assertTrue(robots.size() >= 40, "the test robots: " + robots.size());
            return robots.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("robots")
    void givesWhatTheFullCompileGivesButTheListing(Path robot) throws IOException {
        forEachCompile(robot, (compiler, text, full, where) -> {
            CompileResult run = compiler.compileToRun("x.r", text);
            assertSameOutcome(full, run, where);
            assertTrue(run.listing().startsWith("Compiling robot source: x.r\n\n"), where);
            assertTrue(run.listing().endsWith(full.ok() ? "compiled without errors\n\n" : "could not compile\n\n"),
                    where);
            assertFalse(run.listing().contains("Generated code"), where);
        });
    }

    /** The same program, diagnostics, match-mode output and end-of-file verdict as the full compile. */
    private static void assertSameOutcome(CompileResult full, CompileResult other, String where) {
        assertEquals(full.program(), other.program(), where);
        assertEquals(full.diagnostics(), other.diagnostics(), where);
        assertEquals(full.matchModeOutput(), other.matchModeOutput(), where);
        assertEquals(full.endOfFileChecksPassed(), other.endOfFileChecksPassed(), where);
    }

    /** A check of one compile: the compiler, the source text, its full compile and where it is. */
    private interface CompileCheck {
        void check(RobotCompiler compiler, String text, CompileResult full, String where);
    }

    /** Runs {@code check} on the robot whole and cut off at ten places, with the classic and a small code limit. */
    private static void forEachCompile(Path robot, CompileCheck check) throws IOException {
        String source = new String(Files.readAllBytes(robot), StandardCharsets.ISO_8859_1);
        for (int cut = 0; cut <= 10; cut++) {
            String text = source.substring(0, source.length() * (10 - cut) / 10);
            for (RobotCompiler compiler : List.of(new RobotCompiler(),
                    new RobotCompiler(CompilerOptions.classic().withCodeLimit(40)))) {
                check.check(compiler, text, compiler.compile("x.r", text),
                        robot.getFileName() + " cut to " + text.length() + " bytes");
            }
        }
    }

    /** A function dump of the {@code -c} listing: its header, three symbol tables and its code lines. */
    private static final java.util.regex.Pattern DUMP = java.util.regex.Pattern.compile(
            "\n\nFunction: [^\n]*\n\n  Local symbol table:\n.*?\n\n Generated code:\n(?: *\\d+ : [^\n]*\n)*",
            java.util.regex.Pattern.DOTALL);

    /** The {@code -c}-only traces (crobots-behaviour.md §10.6, "[d]"); {@code **econst*} is shown in every mode. */
    private static final java.util.regex.Pattern TRACE = java.util.regex.Pattern.compile(
            "\n\n\\*\\*(?:(?:reset_comp|new_func|alloc_var|poolsize|stackid|popid|efetch|ebinop|efcall|eretsub"
                    + "|ebranch|echop|eframe)\\*\\*|estore\\*)\n\n");

    @ParameterizedTest
    @MethodSource("robots")
    void forDisplayGivesTheListingWithoutItsHeaderDumpsTracesAndVerdict(Path robot) throws IOException {
        forEachCompile(robot, (compiler, text, full, where) -> {
            CompileResult shown = compiler.compileForDisplay("x.r", text);
            assertSameOutcome(full, shown, where);
            String header = "Compiling robot source: x.r\n\n";
            String verdict = full.ok() ? "\nx.r compiled without errors\n\n" : "\nx.r could not compile\n\n";
            assertTrue(full.listing().startsWith(header) && full.listing().endsWith(verdict), where);
            String body = full.listing().substring(header.length(), full.listing().length() - verdict.length());
            String expected = TRACE.matcher(DUMP.matcher(body).replaceAll("")).replaceAll("");
            assertEquals(expected, shown.listing(), where);
        });
    }
}
