package io.github.retrokit.spark;

import io.github.retrokit.spark.austerity.AusterityTournamentJob;
import io.github.retrokit.spark.crobots.CrobotsTournamentJob;
import io.github.retrokit.spark.mips.MipsGradeJob;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.SparkSession;

/** Test helpers: one local[2] session, the jobs run in-process, the single-machine CLIs run as processes. */
final class SparkJobs {

    /** What a job or a CLI printed and its exit status. */
    record Run(int status, String out, String err) {
    }

    private static SparkSession session;

    private SparkJobs() {
    }

    /**
     * The one session of the test run, which the jobs join (they stop only sessions they start): local mode on
     * 2 threads allowing 4 attempts per task, its scratch files in a temporary directory under target/ that
     * Spark's shutdown hook empties.
     */
    static synchronized SparkSession session() {
        if (session == null) {
            try {
                // under target/, not /tmp: a forked test JVM that halts without running shutdown hooks leaves
                // nothing behind outside the build directory
                Path build = java.nio.file.Files.createDirectories(Path.of("target", "spark-tmp"));
                java.io.File scratch = java.nio.file.Files.createTempDirectory(build, "session").toFile();
                scratch.deleteOnExit(); // after Spark's shutdown hook has emptied it
                session = SparkSession.builder().master("local[2,4]").appName("retrokit-spark-tests")
                        .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
                        .config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
                        .config("spark.local.dir", scratch.toString())
                        .config("spark.sql.shuffle.partitions", "2").getOrCreate();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return session;
    }

    static Path resource(String name) {
        try {
            return Path.of(SparkJobs.class.getResource("/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Run crobots(String... args) {
        return job(args, (a, out, err) -> CrobotsTournamentJob.run(a, out, err));
    }

    static Run austerity(String... args) {
        return job(args, (a, out, err) -> AusterityTournamentJob.run(a, out, err));
    }

    static Run grade(String... args) {
        return job(args, (a, out, err) -> MipsGradeJob.run(a, out, err));
    }

    private interface Job {
        int run(String[] args, PrintStream out, PrintStream err);
    }

    private static Run job(String[] args, Job job) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = job.run(args, o, e);
        }
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs a library's own CLI main in a new JVM on the test class path, as the launcher would. */
    static Run cli(Path directory, String mainClass, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        Path out = java.nio.file.Files.createTempFile("cli", ".out");
        Path err = java.nio.file.Files.createTempFile("cli", ".err");
        try {
            Process p = new ProcessBuilder(command).directory(directory.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly().waitFor();
                throw new IllegalStateException(mainClass + " did not finish");
            }
            return new Run(p.exitValue(), java.nio.file.Files.readString(out), java.nio.file.Files.readString(err));
        } finally {
            java.nio.file.Files.deleteIfExists(out);
            java.nio.file.Files.deleteIfExists(err);
        }
    }
}
