package io.github.retrokit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A Spark run (local[2]) and the single-machine CLI with the same seed print the same standings, byte for
 * byte; and the split into tasks changes nothing.
 */
class DeterminismTest {

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkJobs.session();
    }

    private static String[] robots() {
        Path dir = SparkJobs.resource("robots");
        return new String[] {dir.resolve("pacer.r").toString(), dir.resolve("sniper.r").toString(),
                dir.resolve("turret.r").toString(), dir.resolve("rammer.r").toString()};
    }

    @Test
    void crobotsRoundRobinStandingsAreTheClisWithTheSameSeed() throws Exception {
        List<String> options = List.of("-m", "3", "-l", "40000", "--group", "2", "--seed", "11");
        List<String> cli = new java.util.ArrayList<>(List.of("--tournament", "--jobs", "2"));
        cli.addAll(options);
        cli.addAll(List.of(robots()));
        SparkJobs.Run single = SparkJobs.cli(SparkJobs.resource("robots"), "io.github.retrokit.crobots.cli.Main",
                cli.toArray(String[]::new));
        assertEquals(0, single.status(), single.err());

        List<String> job = new java.util.ArrayList<>(List.of("--matches", "3", "--limit", "40000", "--group", "2",
                "--seed", "11", "--partitions", "5"));
        job.addAll(List.of(robots()));
        SparkJobs.Run distributed = SparkJobs.crobots(job.toArray(String[]::new));
        assertEquals(0, distributed.status(), distributed.err());

        assertTrue(single.out().startsWith("Tournament: 4 robots in groups of 2, 18 matches, seed 11"), single.out());
        assertEquals(single.out(), distributed.out());
    }

    @Test
    void austerityStandingsAreTheClisWithTheSameSeed() throws Exception {
        String deck = SparkJobs.resource("austerity/deck20.txt").toString();
        SparkJobs.Run single = SparkJobs.cli(Path.of("."), "io.github.retrokit.austerity.cli.Main", "tournament", "7",
                "15", deck, "shenzi", "banzai", "ed", "--games", "3000", "--seed", "42");
        assertEquals(0, single.status(), single.err());
        SparkJobs.Run distributed = SparkJobs.austerity("7", "15", deck, "shenzi", "banzai", "ed", "--games", "3000",
                "--seed", "42", "--partitions", "7");
        assertEquals(0, distributed.status(), distributed.err());
        assertTrue(single.out().contains("games 3000 (seed 42)"), single.out());
        assertEquals(single.out(), distributed.out());
    }

    @Test
    void randomGroupsDoNotDependOnHowTheMatchesAreSplitIntoTasks() {
        String[] robots = robots();
        SparkJobs.Run one = SparkJobs.crobots("--format", "random-groups", "--group", "3", "--matches", "4",
                "--limit", "30000", "--seed", "5", "--partitions", "1", robots[0], robots[1], robots[2], robots[3]);
        SparkJobs.Run many = SparkJobs.crobots("--format", "random-groups", "--group", "3", "--matches", "4",
                "--limit", "30000", "--seed", "5", "--partitions", "8", robots[0], robots[1], robots[2], robots[3]);
        assertEquals(0, one.status(), one.err());
        assertEquals(one.out(), many.out());
        // 4 robots in groups of at most 3: two groups of 2 per round, so every robot plays every round
        assertTrue(one.out().startsWith("Tournament: 4 robots in random groups of 3, 8 matches, seed 5"), one.out());
        for (String line : one.out().lines().skip(2).toList()) {
            assertEquals("4", line.trim().split("\\s+")[2], line);
        }
    }
}
