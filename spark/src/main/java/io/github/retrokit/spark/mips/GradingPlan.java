package io.github.retrokit.spark.mips;

import java.io.Serializable;
import java.util.List;

/**
 * Everything the executors need, broadcast once: the submissions, the tests and the per-test wall-clock
 * limit. Task index {@code t} is test {@code t mod tests} of submission {@code t / tests}.
 */
public record GradingPlan(List<Submission> submissions, List<HarnessTest> tests, long timeoutMillis)
        implements Serializable {

    public GradingPlan {
        submissions = List.copyOf(submissions);
        tests = List.copyOf(tests);
    }

    public long taskCount() {
        return (long) submissions.size() * tests.size();
    }
}
