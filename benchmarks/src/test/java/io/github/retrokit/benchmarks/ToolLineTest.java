package io.github.retrokit.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The measuring tools' command lines: a mistake is one line naming it and the usage line on stderr, status 2,
 * no stack trace, nothing measured; {@code --help} the usage on stdout, status 0.
 */
class ToolLineTest {

    private static final List<String> MODES = List.of("interpret", "translate");

    private static String mistake(String[] args, java.util.function.Consumer<ToolLine> reading) {
        ToolLine line = new ToolLine("Tool interpret|translate [runs]", args);
        ToolLine.Mistake m = assertThrows(ToolLine.Mistake.class, () -> reading.accept(line));
        return m.getMessage();
    }

    @Test
    void eachMistakeIsNamedInTheSuitesWords() {
        assertEquals("mode needs interpret or translate, not 'x'",
                mistake(new String[] {"x"}, l -> l.word(0, "mode", MODES, null)));
        assertEquals("no mode given (interpret or translate)",
                mistake(new String[0], l -> l.word(0, "mode", MODES, null)));
        for (String bad : List.of("x", "0", "-3", "1.5", "99999999999999999999", "2147483648")) {
            assertEquals("runs needs a number from 1 to 2147483647, not '" + bad + "'",
                    mistake(new String[] {"interpret", bad}, l -> l.count(1, "runs", 8)));
        }
        assertEquals("million instructions needs a number from 1 to 1000000, not '1000001'",
                mistake(new String[] {"interpret", "1", "1000001"}, l -> l.count(2, "million instructions", 20, 1_000_000)));
        assertEquals("program needs fib, sieve or sort, not 'fob'", mistake(new String[] {"interpret", "1", "1", "fib", "fob"},
                l -> l.names(3, "program", List.of("fib", "sieve", "sort"))));
        assertEquals("unexpected argument 'more'", mistake(new String[] {"interpret", "1", "more"}, l -> l.atMost(2)));
    }

    @Test
    void whatIsNotGivenTakesItsDefault() {
        ToolLine line = new ToolLine("Tool interpret|translate [runs]", new String[] {"translate"});
        assertEquals("translate", line.word(0, "mode", MODES, null));
        assertEquals(8, line.count(1, "runs", 8));
        assertEquals(List.of("fib"), line.names(2, "program", List.of("fib")));
        assertEquals("interpret", new ToolLine("T x", new String[0]).word(0, "mode", MODES, "interpret"));
    }

    @Test
    void theMistakeAndTheUsageGoToStandardError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ToolLine.refuse(new PrintStream(err, true, StandardCharsets.UTF_8), "Tool interpret|translate [runs]",
                new ToolLine.Mistake("unexpected argument 'x'"));
        assertEquals("Tool: unexpected argument 'x'\nusage: Tool interpret|translate [runs]\n",
                err.toString(StandardCharsets.UTF_8));
    }

    private record Exit(int status, String out, String err) {
    }

    private static Exit java(String tool, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                "io.github.retrokit.benchmarks." + tool));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        return new Exit(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void everyCpuTimeToolRefusesABadArgumentWithStatus2AndNoStackTrace() throws Exception {
        String[][] cases = {
            {"crobots.SeriesCpuTime", "interpret x", "series needs a number from 1 to 2147483647, not 'x'",
                "SeriesCpuTime interpret|translate [series] [matches per series]"},
            {"crobots.VmBatchCpuTime", "translate 2 20 0", "batch size needs a number from 1 to 2147483647, not '0'",
                "VmBatchCpuTime interpret|translate [runs] [million instructions] [batch size]"},
            {"mips.MipsLoopCpuTime", "fast", "mode needs interpret or translate, not 'fast'",
                "MipsLoopCpuTime interpret|translate [runs]"},
            {"mips.MipsSuiteCpuTime", "interpret 1 1 fib quicksort",
                "program needs fib, sieve, sort, collatz, strings or double, not 'quicksort'",
                "MipsSuiteCpuTime interpret|translate [runs] [divide] [program...]"},
            {"mips.TimeTravelCpuTime", "interpret 0", "pairs needs a number from 1 to 2147483647, not '0'",
                "TimeTravelCpuTime interpret|translate [pairs]"},
            {"crobots.CoreContention", "2 3", "unexpected argument '3'", "CoreContention [runs]"},
        };
        for (String[] c : cases) {
            String name = c[0].substring(c[0].indexOf('.') + 1);
            Exit bad = java(c[0], c[1].split(" "));
            assertEquals(new Exit(2, "", name + ": " + c[2] + "\nusage: " + c[3] + "\n"), bad, c[0] + " " + c[1]);
            assertEquals(new Exit(0, "usage: " + c[3] + "\n", ""), java(c[0], "--help"), c[0] + " --help");
        }
        assertEquals(2, java("crobots.SeriesCpuTime").status(), "no mode given");
    }
}
