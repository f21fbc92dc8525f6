package io.github.retrokit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
        assertEquals("crobots-tournament: cannot read '/nonexistent/a.r': no such file\n", run.err());
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
    void aMissingDeckIsAnInputError() {
        SparkJobs.Run run = SparkJobs.austerity("7", "15", "/nonexistent/deck.txt", "shenzi", "ed");
        assertEquals(3, run.status());
        assertEquals("austerity-tournament: cannot read '/nonexistent/deck.txt': no such file\n", run.err());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "crobots | --mode modern       | crobots-tournament: --mode needs classic or fixed, not 'modern'",
        "crobots | --format swiss      | crobots-tournament: --format needs round-robin or random-groups, not 'swiss'",
        "crobots | --matches x         | crobots-tournament: --matches needs a number from 0 to 1000000, not 'x'",
        "crobots | --limit 0           | crobots-tournament: --limit needs a number from 1 to 1000000000, not '0'",
        "crobots | --group 5           | crobots-tournament: --group needs a number from 2 to 4, not '5'",
        "crobots | --partitions -1     | crobots-tournament: --partitions needs a number from 1 to 100000, not '-1'",
        "austerity | --games many      | austerity-tournament: --games needs a number from 0 to 100000000, not 'many'",
        "austerity | --seed 1.5        | austerity-tournament: --seed needs a whole number, not '1.5'",
        "austerity | --max-rounds -1   | austerity-tournament: --max-rounds needs a number from 0 to 2147483647, not '-1'",
        "grade     | --timeout-ms 0    | mips-grade: --timeout-ms needs a number from 1 to 3600000, not '0'",
    })
    void aBadOptionValueIsAUsageErrorInTheSuitesWords(String job, String option, String message) {
        String[] words = option.split(" ");
        SparkJobs.Run run = switch (job) {
            case "crobots" -> SparkJobs.crobots(words[0], words[1], SparkJobs.resource("robots/pacer.r").toString(),
                    SparkJobs.resource("robots/pacer.r").toString());
            case "austerity" -> SparkJobs.austerity("7", "15", SparkJobs.resource("austerity/deck20.txt").toString(),
                    "shenzi", "ed", words[0], words[1]);
            default -> SparkJobs.grade(SparkJobs.resource("grading/spec.json").toString(),
                    SparkJobs.resource("grading/submissions/good.asm").toString(), words[0], words[1]);
        };
        assertEquals(2, run.status(), run.err());
        String prog = message.substring(0, message.indexOf(':'));
        assertEquals(message + "\ntry '" + prog + " --help'\n", run.err());
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
        assertEquals("mips-grade: cannot read '/nonexistent/spec.json': no such file\n", run.err());
    }
}
