package io.github.retrokit.spark.crobots;

import io.github.retrokit.crobots.match.RobotStanding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** The tournament's tables: matches, appearances (one row per robot per match) and standings. */
final class CrobotsTables {

    static final StructType MATCHES = new StructType()
            .add("match", DataTypes.IntegerType, false)
            .add("seed", DataTypes.LongType, false)
            .add("robots", DataTypes.StringType, false)
            .add("cycles", DataTypes.LongType, false)
            .add("outcome", DataTypes.StringType, false)
            .add("survivors", DataTypes.StringType, false)
            .add("error", DataTypes.StringType, false);

    static final StructType APPEARANCES = new StructType()
            .add("match", DataTypes.IntegerType, false)
            .add("entry", DataTypes.IntegerType, false)
            .add("robot", DataTypes.StringType, false)
            .add("slot", DataTypes.IntegerType, false)
            .add("result", DataTypes.StringType, false)
            .add("damage", DataTypes.IntegerType, false);

    static final StructType STANDINGS = new StructType()
            .add("rank", DataTypes.IntegerType, false)
            .add("entry", DataTypes.IntegerType, false)
            .add("robot", DataTypes.StringType, false)
            .add("played", DataTypes.IntegerType, false)
            .add("wins", DataTypes.IntegerType, false)
            .add("ties", DataTypes.IntegerType, false)
            .add("losses", DataTypes.IntegerType, false)
            .add("win_rate", DataTypes.DoubleType, false)
            .add("errors", DataTypes.IntegerType, false);

    private CrobotsTables() {
    }

    static Dataset<Row> matches(SparkSession spark, JavaRDD<MatchRecord> records, List<String> names) {
        return spark.createDataFrame(records.map(m -> {
            List<String> robots = new ArrayList<>();
            List<String> survivors = new ArrayList<>();
            for (int slot = 0; slot < m.entries().length; slot++) {
                robots.add(names.get(m.entries()[slot]));
                if (!m.failed() && m.survived()[slot]) {
                    survivors.add(names.get(m.entries()[slot]));
                }
            }
            return RowFactory.create(m.index() + 1, m.seed(), String.join(" ", robots), m.cycles(), m.outcome(),
                    String.join(" ", survivors), m.error());
        }), MATCHES);
    }

    static Dataset<Row> appearances(SparkSession spark, JavaRDD<MatchRecord> records, List<String> names) {
        return spark.createDataFrame(records.flatMap(m -> {
            List<Row> rows = new ArrayList<>(m.entries().length);
            for (int slot = 0; slot < m.entries().length; slot++) {
                int e = m.entries()[slot];
                rows.add(RowFactory.create(m.index() + 1, e, names.get(e), slot, m.resultOf(slot), m.damage()[slot]));
            }
            return rows.iterator();
        }), APPEARANCES);
    }

    /**
     * Every robot's line, ranked as the single-machine tournament ranks them: per-task counts (played, wins,
     * ties, errors per robot) folded together, so only finished tasks count and each once.
     */
    static List<RobotStanding> standings(JavaRDD<MatchRecord> records, List<String> names, Map<Integer, Integer> errors) {
        int n = names.size();
        long[] counts = records.mapPartitions(matches -> {
            long[] c = new long[4 * n];
            while (matches.hasNext()) {
                MatchRecord m = matches.next();
                for (int slot = 0; slot < m.entries().length; slot++) {
                    int at = 4 * m.entries()[slot];
                    switch (m.resultOf(slot)) {
                        case MatchRecord.ERROR -> c[at + 3]++;
                        case "WIN" -> { c[at]++; c[at + 1]++; }
                        case "TIE" -> { c[at]++; c[at + 2]++; }
                        default -> c[at]++;
                    }
                }
            }
            return List.of(c).iterator();
        }).fold(new long[4 * n], CrobotsTables::add);
        List<RobotStanding> table = new ArrayList<>();
        for (int e = 0; e < n; e++) {
            int played = (int) counts[4 * e];
            int wins = (int) counts[4 * e + 1];
            int ties = (int) counts[4 * e + 2];
            errors.put(e, (int) counts[4 * e + 3]);
            table.add(new RobotStanding(e, names.get(e), played, wins, ties, played - wins - ties));
        }
        table.sort(RobotStanding.RANKING);
        return table;
    }

    /** Adds {@code b} into {@code a}. */
    static long[] add(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            a[i] += b[i];
        }
        return a;
    }

    static Dataset<Row> standingsTable(SparkSession spark, List<RobotStanding> table, Map<Integer, Integer> errors) {
        List<Row> rows = new ArrayList<>();
        int rank = 0;
        for (RobotStanding s : table) {
            rows.add(RowFactory.create(++rank, s.entry(), s.name(), s.played(), s.wins(), s.ties(), s.losses(),
                    s.winRate(), errors.getOrDefault(s.entry(), 0)));
        }
        return spark.createDataFrame(rows, STANDINGS);
    }
}
