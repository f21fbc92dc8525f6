package io.github.retrokit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Wrong command lines and unreadable inputs end in one line and an exit status, before Spark starts. */
class BadInputTest {

    @Test
    void anUnknownOptionIsAUsageError() {
        SparkJobs.Run run = SparkJobs.crobots("--rounds", "3", "a.r");
        assertEquals(2, run.status());
        assertEquals("crobots-tournament: unknown option '--rounds'\ntry 'crobots-tournament --help'\n", run.err());
    }

    @Test
    void aMissingRobotIsAnInputError() {
        SparkJobs.Run run = SparkJobs.crobots("--seed", "1", "/nonexistent/a.r", "/nonexistent/b.r");
        assertEquals(3, run.status());
        assertEquals("crobots-tournament: robot /nonexistent/a.r: no such file\n", run.err());
    }

    @Test
    void fewerThanTwoRobotsThatCompileCannotPlay(@TempDir Path dir) throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.r"), "main() { x = ; }\n");
        Path good = SparkJobs.resource("robots/pacer.r");
        SparkJobs.Run run = SparkJobs.crobots(bad.toString(), good.toString());
        assertEquals(3, run.status());
        assertTrue(run.err().startsWith("crobots-tournament: " + bad + " could not compile ("), run.err());
        assertTrue(run.err().endsWith("crobots-tournament: cannot play without at least 2 robots that compile\n"), run.err());
    }

    @Test
    void aBadDeckIsAnInputError(@TempDir Path dir) throws IOException {
        Path deck = Files.writeString(dir.resolve("deck.txt"), "B:7:15,16,1\n");
        SparkJobs.Run run = SparkJobs.austerity("7", "15", deck.toString(), "shenzi", "ed");
        assertEquals(3, run.status());
        assertTrue(run.err().startsWith("austerity-tournament: deck " + deck + ": "), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }

    @Test
    void anUnknownStrategyIsAUsageError() {
        SparkJobs.Run run = SparkJobs.austerity("7", "15", SparkJobs.resource("austerity/deck20.txt").toString(),
                "shenzi", "nala");
        assertEquals(2, run.status());
        assertEquals("austerity-tournament: unknown strategy 'nala': no built-in strategy, StrategyProvider or class"
                + " of that name on the class path (built in: shenzi, banzai, ed)\ntry 'austerity-tournament --help'\n",
                run.err());
    }

    @Test
    void anOutputDirectoryWithResultsIsRefused(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("standings.csv"), "old");
        SparkJobs.Run run = SparkJobs.grade(SparkJobs.resource("grading/spec.json").toString(),
                SparkJobs.resource("grading/submissions/good.asm").toString(), "--out", dir.toString());
        assertEquals(2, run.status());
        assertEquals("mips-grade: --out " + dir + ": already exists and is not empty\ntry 'mips-grade --help'\n",
                run.err());
    }

    @Test
    void aMissingSpecIsAnInputError() {
        SparkJobs.Run run = SparkJobs.grade("/nonexistent/spec.json", "x.asm");
        assertEquals(3, run.status());
        assertEquals("mips-grade: spec /nonexistent/spec.json: no such file\n", run.err());
    }
}
