package io.github.retrokit.spark.job;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits the task indexes {@code 0..count-1} into contiguous ranges, one per Spark task. A range carries
 * only its bounds, so a million matches cost a few hundred small records to schedule.
 *
 * @param from first index (inclusive)
 * @param to   last index (exclusive)
 */
public record IndexRanges(int from, int to) implements Serializable {

    /** {@code parts} ranges as even as possible covering {@code 0..count-1} (fewer when count is smaller). */
    public static List<IndexRanges> split(int count, int parts) {
        int n = Math.max(1, Math.min(parts, count));
        List<IndexRanges> ranges = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            int from = (int) ((long) count * p / n);
            int to = (int) ((long) count * (p + 1) / n);
            if (to > from) {
                ranges.add(new IndexRanges(from, to));
            }
        }
        return ranges;
    }
}
