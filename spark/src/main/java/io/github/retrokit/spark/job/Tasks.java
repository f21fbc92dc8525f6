package io.github.retrokit.spark.job;

import java.io.Serializable;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

/**
 * The shape every job shares: the plan broadcast once, the task indexes {@code 0..count-1} split into ranges,
 * each range played by one Spark task into records, kept (memory, then disk) for the tables built from them.
 */
public final class Tasks {

    private Tasks() {
    }

    /** Plays one range of task indexes with the broadcast plan; never throws for a bad item. */
    @FunctionalInterface
    public interface RangeWork<P, R> extends Serializable {
        List<R> play(P plan, IndexRanges range);
    }

    /** The records of all {@code count} tasks, in index order, in {@code partitions} Spark tasks (0: automatic). */
    public static <P extends Serializable, R> JavaRDD<R> play(SparkSession spark, P plan, int count, long partitions,
                                                             RangeWork<P, R> work) {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<P> shared = jsc.broadcast(plan);
        boolean chaos = JobSession.failFirstAttempts(spark);
        List<IndexRanges> ranges = IndexRanges.split(count, JobSession.partitions(spark, partitions, count));
        return jsc.parallelize(ranges, Math.max(1, ranges.size())).flatMap(range -> {
            List<R> records = work.play(shared.value(), range);
            JobSession.failFirstAttemptIfAsked(chaos);
            return records.iterator();
        }).persist(StorageLevel.MEMORY_AND_DISK());
    }
}
