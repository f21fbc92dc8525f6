package io.github.retrokit.spark.mips;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import io.github.retrokit.spark.job.Arguments;
import io.github.retrokit.spark.job.IndexRanges;
import io.github.retrokit.spark.job.InputFiles;
import io.github.retrokit.spark.job.JobRunner;
import io.github.retrokit.spark.job.ResultTables;
import io.github.retrokit.spark.job.Tasks;
import io.github.retrokit.spark.job.UsageException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * {@code mips-grade}: submissions × harness tests → per-test verdicts and per-submission scores, on Spark. A
 * submission that loops, crashes or does not assemble fails its tests, never the job.
 */
public final class MipsGradeJob {

    static final String NAME = "mips-grade";

    static final String USAGE = """
            usage: mips-grade spec.json|spec.csv submission.asm|dir [...] [--timeout-ms N] [--out DIR]
                     [--partitions N] [--master URL]
              spec          tests: label, args, v0/v1, memory, max_steps, random_fill, require_calls,
                            conventions, points, input (a JSON array, JSON lines, or CSV with a header)
              submission    one .asm file per submission; a directory stands for its .asm files
              --timeout-ms  wall-clock limit of one test on top of its instruction limit (default 10000)
              --out DIR     write verdicts and scores as Parquet, CSV and JSON under DIR
            """;

    private MipsGradeJob() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the job as spark-submit's main class would; returns the exit status (see {@link JobRunner}). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(NAME, args, out, err);
    }

    /**
     * Runs the job with its messages and usage line naming {@code prog}, the program as the user typed it;
     * returns the exit status (see {@link JobRunner}).
     */
    public static int run(String prog, String[] args, PrintStream out, PrintStream err) {
        return JobRunner.run(NAME, prog, args, a -> prepare(a, prog, out), out, err);
    }

    private static JobRunner.Body prepare(String[] args, String prog, PrintStream out) throws UsageException {
        Arguments a = Arguments.parse(args, Set.of("--timeout-ms", "--out", "--partitions", "--master"), Set.of("--help"));
        if (a.has("--help")) {
            out.print(JobRunner.usage(NAME, prog, USAGE));
            return null;
        }
        List<String> positional = a.positional();
        if (positional.size() < 2) {
            throw UsageException.usage("expected a spec and at least one submission");
        }
        String specFile = positional.get(0);
        String specText = new String(InputFiles.read(specFile), StandardCharsets.UTF_8);
        List<Submission> submissions = new ArrayList<>();
        for (InputFiles.Input f : InputFiles.expand(positional.subList(1, positional.size()), ".asm")) {
            submissions.add(new Submission(f.name(),
                    new String(InputFiles.read(f.path()), StandardCharsets.ISO_8859_1)));
        }
        if (submissions.isEmpty()) {
            throw UsageException.usage("no submissions (a directory given holds no .asm file)");
        }
        long timeout = a.number("--timeout-ms", 10_000, 1, 3_600_000);
        long partitions = a.number("--partitions", 0, 1, 100_000);
        ResultTables tables = new ResultTables(a.text("--out", null));
        tables.checkFresh();
        return spark -> {
            GradingPlan plan = new GradingPlan(submissions, GradeSpec.parse(spark, specFile, specText), timeout);
            grade(spark, plan, partitions, tables, out);
        };
    }

    private static void grade(SparkSession spark, GradingPlan plan, long partitions, ResultTables tables,
                              PrintStream out) throws UsageException {
        if (plan.taskCount() > Integer.MAX_VALUE - 1) {
            throw UsageException.usage(plan.taskCount() + " tests are too many for one run");
        }
        JavaRDD<TestVerdict> records = Tasks.play(spark, plan, (int) plan.taskCount(), partitions,
                MipsGradeJob::gradeRange);
        Dataset<Row> verdicts = GradeTables.verdicts(spark, records, plan);
        Dataset<Row> scores = GradeTables.scores(verdicts);
        List<Row> failures = verdicts.filter(col("verdict").notEqual(lit(TestVerdict.PASS)))
                .select("submission", "test", "verdict").collectAsList();
        out.print(GradeTables.text(scores.collectAsList(), failures));
        tables.write("scores", scores);
        tables.write("verdicts", verdicts);
        records.unpersist();
    }

    static List<TestVerdict> gradeRange(GradingPlan plan, IndexRanges range) {
        try (TestRunner runner = new TestRunner(plan)) {
            return runner.run(range);
        }
    }
}
