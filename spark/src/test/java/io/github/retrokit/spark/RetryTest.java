package io.github.retrokit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.spark.job.JobSession;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tasks that fail after doing their work and are retried (local[2,4] allows 4 attempts) count once: the
 * standings equal those of a run without failures, and every match appears exactly once in the tables.
 */
class RetryTest {

    private static SparkSession spark;
    private static final AtomicInteger FAILED_ATTEMPTS = new AtomicInteger();

    @BeforeAll
    static void start() {
        spark = SparkJobs.session();
        spark.sparkContext().addSparkListener(new SparkListener() {
            @Override
            public void onTaskEnd(SparkListenerTaskEnd end) {
                if (end.taskInfo().failed()) {
                    FAILED_ATTEMPTS.incrementAndGet();
                }
            }
        });
    }

    @AfterAll
    static void noMoreInjectedFailures() {
        spark.conf().set(JobSession.FAIL_FIRST_ATTEMPTS, "false");
    }

    private static int failedAttempts() throws java.util.concurrent.TimeoutException {
        spark.sparkContext().listenerBus().waitUntilEmpty();
        return FAILED_ATTEMPTS.get();
    }

    private static SparkJobs.Run crobots(boolean failFirstAttempts, String... more) {
        spark.conf().set(JobSession.FAIL_FIRST_ATTEMPTS, String.valueOf(failFirstAttempts));
        Path dir = SparkJobs.resource("robots");
        String[] args = {"--matches", "4", "--limit", "30000", "--seed", "21", "--partitions", "6",
                dir.resolve("pacer.r").toString(), dir.resolve("sniper.r").toString(), dir.resolve("rammer.r").toString()};
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return SparkJobs.crobots(all);
    }

    @Test
    void retriedMatchesCountOnce(@TempDir Path out) throws Exception {
        SparkJobs.Run clean = crobots(false);
        int before = failedAttempts();
        SparkJobs.Run retried = crobots(true, "--out", out.toString());
        assertEquals(0, retried.status(), retried.err());
        // 4 matches in 4 tasks: the first attempts of tasks 0 and 2 of the matches stage failed at least
        assertTrue(failedAttempts() - before >= 2, "failed attempts: " + (failedAttempts() - before));
        assertEquals(clean.out(), retried.out());
        var matches = spark.read().parquet(out.resolve("matches.parquet").toString());
        assertEquals(4, matches.count());
        assertEquals(4, matches.select("match").distinct().count());
        assertEquals(12, spark.read().parquet(out.resolve("appearances.parquet").toString()).count());
    }

    @Test
    void retriedGamesCountOnce() throws Exception {
        String deck = SparkJobs.resource("austerity/deck-small.txt").toString();
        String[] args = {"5", "10", deck, "shenzi", "ed", "--games", "500", "--seed", "3", "--seed", "4",
                "--partitions", "6"};
        spark.conf().set(JobSession.FAIL_FIRST_ATTEMPTS, "false");
        SparkJobs.Run clean = SparkJobs.austerity(args);
        int before = failedAttempts();
        spark.conf().set(JobSession.FAIL_FIRST_ATTEMPTS, "true");
        SparkJobs.Run retried = SparkJobs.austerity(args);
        assertEquals(0, retried.status(), retried.err());
        assertTrue(failedAttempts() - before >= 3, "failed attempts: " + (failedAttempts() - before));
        assertEquals(clean.out(), retried.out());
        assertTrue(clean.out().contains("games 500 (seed 3)") && clean.out().contains("games 500 (seed 4)"), clean.out());
    }
}
