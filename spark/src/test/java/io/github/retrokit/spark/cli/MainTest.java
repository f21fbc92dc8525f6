package io.github.retrokit.spark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Through the launcher ({@code retrokit spark <job>}) every message and usage line names the job as typed. */
class MainTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"crobots-tournament", "austerity-tournament", "mips-grade"})
    void aJobsHelpStartsWithItsUsageAsTyped(String job) {
        Run run = run(job, "--help");
        assertEquals(0, run.status());
        assertTrue(run.out().startsWith("usage: retrokit spark " + job + " "), run.out());
        assertEquals("", run.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"crobots-tournament", "austerity-tournament", "mips-grade"})
    void anUnknownOptionNamesTheJobAsTypedAndPointsToItsHelp(String job) {
        Run run = run(job, "--bogus");
        assertEquals(2, run.status());
        assertEquals("retrokit spark " + job + ": unknown option '--bogus'\ntry 'retrokit spark " + job
                + " --help'\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void anOptionWithoutItsValueIsAUsageError() {
        Run run = run("mips-grade", "spec.json", "a.asm", "--out");
        assertEquals(2, run.status());
        assertEquals("retrokit spark mips-grade: --out needs a value\ntry 'retrokit spark mips-grade --help'\n",
                run.err());
    }

    @Test
    void anInputErrorHasNoHelpHint() {
        Run run = run("mips-grade", "/nonexistent/spec.json", "x.asm");
        assertEquals(3, run.status());
        assertEquals("retrokit spark mips-grade: cannot read '/nonexistent/spec.json': no such file\n", run.err());
    }

    @Test
    void anUnknownJobIsAUsageError() {
        Run run = run("crobots-tornament");
        assertEquals(2, run.status());
        assertEquals("retrokit spark: unknown job 'crobots-tornament' (expected crobots-tournament,"
                + " austerity-tournament or mips-grade)\ntry 'retrokit spark --help'\n", run.err());
    }

    @Test
    void spark_submitsMainClassesKeepTheJobsOwnName() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = io.github.retrokit.spark.mips.MipsGradeJob.run(new String[] {"--bogus"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals("mips-grade: unknown option '--bogus'\ntry 'mips-grade --help'\n",
                err.toString(StandardCharsets.UTF_8));
    }
}
