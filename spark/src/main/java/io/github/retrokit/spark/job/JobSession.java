package io.github.retrokit.spark.job;

import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.SparkSession;

/**
 * The Spark session of one job run. Under {@code spark-submit} the master and every setting come from it;
 * started any other way (the launcher, tests) the job runs embedded on {@code local[*]} unless
 * {@code --master} says otherwise. The web UI is off unless asked for.
 */
public final class JobSession {

    /**
     * Fault injection for tests and drills: with this setting {@code true}, the first attempt of every
     * even-numbered task fails after doing its work, so Spark retries it (needs a master that allows
     * retries, e.g. {@code local[2,4]}).
     */
    public static final String FAIL_FIRST_ATTEMPTS = "spark.retrokit.failFirstAttempts";

    private JobSession() {
    }

    /** The session already running in this JVM (an application embedding the jobs, the tests), if any. */
    public static SparkSession running() {
        return SparkSession.getDefaultSession().isDefined() ? SparkSession.getDefaultSession().get() : null;
    }

    /** Starts the session; {@code master} may be null. */
    public static SparkSession start(String appName, String master) {
        SparkConf conf = new SparkConf();
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        conf.setAppName(appName);
        conf.setIfMissing("spark.ui.enabled", "false");
        conf.setIfMissing("spark.ui.showConsoleProgress", "false");
        if (conf.get("spark.master").startsWith("local")) {
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
            conf.setIfMissing("spark.sql.shuffle.partitions", "4");
        }
        return SparkSession.builder().config(conf).getOrCreate();
    }

    /** Throws on the first attempt of an even-numbered task when {@link #FAIL_FIRST_ATTEMPTS} is on. */
    public static void failFirstAttemptIfAsked(boolean asked) {
        TaskContext task = TaskContext.get();
        if (asked && task != null && task.attemptNumber() == 0 && task.partitionId() % 2 == 0) {
            throw new IllegalStateException("injected failure of task " + task.partitionId() + ", attempt 0 ("
                    + FAIL_FIRST_ATTEMPTS + ")");
        }
    }

    /** Whether the session asks for injected failures. */
    public static boolean failFirstAttempts(SparkSession spark) {
        return Boolean.parseBoolean(spark.conf().get(FAIL_FIRST_ATTEMPTS, "false"));
    }

    /** Tasks for {@code work} items: {@code requested}, or four per core Spark has, never more than the items. */
    public static int partitions(SparkSession spark, long requested, long work) {
        long wanted = requested > 0 ? requested : 4L * spark.sparkContext().defaultParallelism();
        return (int) Math.max(1, Math.min(wanted, Math.max(1, work)));
    }
}
