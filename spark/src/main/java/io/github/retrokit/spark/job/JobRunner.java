package io.github.retrokit.spark.job;

import java.io.PrintStream;
import org.apache.spark.sql.SparkSession;

/**
 * Runs one job from a command line: the exit status, one line on stderr for a usage or input error, and the
 * session stopped at the end.
 *
 * <p>Exit status: 0 the job ran (failed matches, games or tests are results, not job failures); 2 usage
 * error; 3 an input cannot be read or does not parse; 4 Spark failed (the message names the stage).
 *
 * <p>Messages name the program as the user typed it ({@code retrokit spark crobots-tournament} through the
 * launcher, the job's own name under spark-submit): {@code <prog>: <what>}, and after a usage error
 * {@code try '<prog> --help'}, as every RetroKit command does.
 */
public final class JobRunner {

    /** Spark itself failed. */
    public static final int SPARK_FAILURE = 4;

    private JobRunner() {
    }

    /** A job body given its session. */
    @FunctionalInterface
    public interface Body {
        void run(SparkSession spark) throws UsageException;
    }

    /** A job: parses and checks its inputs first, then asks for a session to run in. */
    @FunctionalInterface
    public interface Job {
        Body prepare(String[] args) throws UsageException;
    }

    /**
     * Prepares the job, then runs it in the session already running in this JVM, or else in a new one for
     * {@code --master} (default: spark-submit's master, or local[*]) that it stops at the end.
     */
    public static int run(String name, String prog, String[] args, Job job, PrintStream out, PrintStream err) {
        Body body;
        try {
            body = job.prepare(args);
        } catch (UsageException e) {
            return report(prog, e, err);
        }
        if (body == null) {
            return 0;
        }
        SparkSession running = JobSession.running();
        SparkSession spark = running != null ? running : JobSession.start("retrokit " + name, masterOption(args));
        try {
            body.run(spark);
            out.flush();
            return 0;
        } catch (UsageException e) {
            return report(prog, e, err);
        } catch (Exception e) { // Spark's own failures, checked (SparkException) or not
            err.println(prog + ": Spark job failed: " + firstLine(e));
            return SPARK_FAILURE;
        } finally {
            if (running == null) {
                spark.stop();
            }
        }
    }

    /** A job's help text with its usage line naming {@code prog}, the program as typed. */
    public static String usage(String name, String prog, String help) {
        String first = "usage: " + name;
        return help.startsWith(first) ? "usage: " + prog + help.substring(first.length()) : help;
    }

    private static int report(String prog, UsageException e, PrintStream err) {
        err.println(prog + ": " + e.getMessage());
        if (e.status() == UsageException.USAGE) {
            err.println("try '" + prog + " --help'");
        }
        return e.status();
    }

    /** The value of {@code --master}, if given. */
    static String masterOption(String[] args) {
        String master = null;
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--master")) {
                master = args[i + 1];
            }
        }
        return master;
    }

    private static String firstLine(Throwable e) {
        String message = String.valueOf(e.getMessage());
        int nl = message.indexOf('\n');
        return e.getClass().getSimpleName() + ": " + (nl < 0 ? message : message.substring(0, nl));
    }
}
