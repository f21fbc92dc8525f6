package io.github.retrokit.spark.mips;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Grading tables: one verdict per submission per test, and one score per submission. */
final class GradeTables {

    static final StructType VERDICTS = new StructType()
            .add("submission", DataTypes.StringType, false)
            .add("test", DataTypes.StringType, false)
            .add("verdict", DataTypes.StringType, false)
            .add("detail", DataTypes.StringType, false)
            .add("instructions", DataTypes.LongType, false)
            .add("points", DataTypes.DoubleType, false)
            .add("max_points", DataTypes.DoubleType, false);

    private GradeTables() {
    }

    static Dataset<Row> verdicts(SparkSession spark, JavaRDD<TestVerdict> records, GradingPlan plan) {
        return spark.createDataFrame(records.map(v -> {
            HarnessTest test = plan.tests().get(v.test());
            return RowFactory.create(plan.submissions().get(v.submission()).name(), test.name(), v.verdict(),
                    v.detail(), v.instructions(), v.passed() ? test.points() : 0.0, test.points());
        }), VERDICTS);
    }

    /** Per submission, in the order given: tests, passed, points, max points, score (0..1). */
    static Dataset<Row> scores(Dataset<Row> verdicts) {
        return verdicts.groupBy("submission")
                .agg(count(lit(1)).as("tests"),
                        sum(when(col("verdict").equalTo(lit(TestVerdict.PASS)), 1).otherwise(0)).as("passed"),
                        sum(col("points")).as("points"), sum(col("max_points")).as("max_points"))
                .withColumn("score", when(col("max_points").gt(0), col("points").divide(col("max_points"))).otherwise(0.0))
                .orderBy("submission");
    }

    /** The text table: one line per submission, with the tests it failed and why. */
    static String text(List<Row> scores, List<Row> failures) {
        int width = "submission".length();
        for (Row r : scores) {
            width = Math.max(width, r.getString(0).length());
        }
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s %6s %6s %7s  %s%n",
                "submission", "tests", "passed", "score", "failed tests"));
        for (Row r : scores) {
            List<String> failed = new ArrayList<>();
            for (Row f : failures) {
                if (f.getString(0).equals(r.getString(0))) {
                    failed.add(f.getString(1) + " (" + f.getString(2) + ")");
                }
            }
            out.append(String.format(Locale.ROOT, "%-" + width + "s %6d %6d %6.1f%%  %s", r.getString(0), r.getLong(1),
                    r.getLong(2), 100 * r.getDouble(5), String.join(", ", failed)).stripTrailing()).append('\n');
        }
        return out.toString();
    }
}
