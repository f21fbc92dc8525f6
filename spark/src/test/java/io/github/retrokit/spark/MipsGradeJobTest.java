package io.github.retrokit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Grading on local[2]: a submission that loops, sleeps, crashes, breaks a convention or does not assemble
 * fails its tests with the reason, and the job still finishes; JSON and CSV specs grade alike.
 */
class MipsGradeJobTest {

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkJobs.session();
    }

    private static String grading(String name) {
        return SparkJobs.resource("grading/" + name).toString();
    }

    @Test
    void everySubmissionGetsAVerdictPerTestAndAScore(@TempDir Path out) throws IOException {
        // sleepy.asm sleeps ten minutes: a TIMEOUT at any timeout; the others must finish within it even on a loaded
        // machine, so it is seconds, not the fraction of a second their calls take.
        SparkJobs.Run run = SparkJobs.grade(grading("spec.json"), grading("submissions"), "--timeout-ms", "5000",
                "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(Files.readString(Path.of(grading("expected-report.txt"))), run.out());

        List<Row> verdicts = spark.read().parquet(out.resolve("verdicts.parquet").toString())
                .orderBy("submission", "test").collectAsList();
        assertEquals(5 * 4, verdicts.size());
        Row loops = spark.read().parquet(out.resolve("verdicts.parquet").toString())
                .filter("submission = 'loops.asm' AND test = 'sum3-small'").first();
        assertEquals("STEP_LIMIT", loops.getAs("verdict"));
        assertEquals(100_000L, (long) loops.getAs("instructions"));
        Row crash = spark.read().parquet(out.resolve("verdicts.parquet").toString())
                .filter("submission = 'crash.asm' AND test = 'sum3-small'").first();
        assertEquals("$v0 = 7, expected 6", crash.getAs("detail"));

        List<String> csv = Files.readAllLines(onlyPart(out.resolve("scores.csv"), ".csv"));
        assertEquals("submission,tests,passed,points,max_points,score", csv.get(0));
        assertEquals("good.asm,4,4,5.0,5.0,1.0", csv.get(3));
        assertEquals(5, Files.readAllLines(onlyPart(out.resolve("scores.json"), ".json")).size());
    }

    @Test
    void aCsvSpecGradesLikeTheJsonSpec() {
        SparkJobs.Run json = SparkJobs.grade(grading("spec.json"), grading("submissions/good.asm"),
                grading("submissions/crash.asm"), grading("submissions/loops.asm"));
        SparkJobs.Run csv = SparkJobs.grade(grading("spec.csv"), grading("submissions/good.asm"),
                grading("submissions/crash.asm"), grading("submissions/loops.asm"));
        assertEquals(0, csv.status(), csv.err());
        assertEquals(json.out(), csv.out());
        assertTrue(csv.out().contains("crash.asm") && csv.out().contains("fill-four (CONVENTION)"), csv.out());
    }

    @Test
    void aSpecThatIsNotJsonIsAnInputErrorInOneLine(@TempDir Path dir) throws IOException {
        Path spec = Files.writeString(dir.resolve("spec.json"), "[{\"label\": \"sum3\"}, {\"label\":");
        SparkJobs.Run run = SparkJobs.grade(spec.toString(), grading("submissions/good.asm"));
        assertEquals(3, run.status());
        assertEquals("mips-grade: spec " + spec + ": record 1 is not a JSON object of test fields\n", run.err());
    }

    @Test
    void aTestWithoutALabelIsAnInputError(@TempDir Path dir) throws IOException {
        Path spec = Files.writeString(dir.resolve("spec.csv"), "test,args\nfirst,\"1,2\"\n");
        SparkJobs.Run run = SparkJobs.grade(spec.toString(), grading("submissions/good.asm"));
        assertEquals(3, run.status());
        assertEquals("mips-grade: " + spec + ": test 1: no label\n", run.err());
    }

    static Path onlyPart(Path table, String suffix) throws IOException {
        try (var files = Files.list(table)) {
            List<Path> parts = files.filter(p -> p.getFileName().toString().startsWith("part-")
                    && p.getFileName().toString().endsWith(suffix)).toList();
            assertEquals(1, parts.size(), parts.toString());
            return parts.get(0);
        }
    }
}
