package io.github.retrokit.spark.austerity;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import io.github.retrokit.austerity.game.Standing;
import io.github.retrokit.austerity.game.Tournament;
import io.github.retrokit.austerity.game.TournamentResult;
import io.github.retrokit.austerity.rules.EndReason;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** A study's tables: games, results (one row per entrant per played game) and standings per configuration. */
final class AusterityTables {

    static final StructType GAMES = new StructType()
            .add("configuration", DataTypes.IntegerType, false)
            .add("deck", DataTypes.StringType, false)
            .add("seed", DataTypes.LongType, false)
            .add("game", DataTypes.IntegerType, false)
            .add("deck_seed", DataTypes.LongType, false)
            .add("end", DataTypes.StringType, false)
            .add("rounds", DataTypes.IntegerType, false)
            .add("turns", DataTypes.IntegerType, false)
            .add("winners", DataTypes.StringType, false)
            .add("error", DataTypes.StringType, false);

    static final StructType RESULTS = new StructType()
            .add("configuration", DataTypes.IntegerType, false)
            .add("game", DataTypes.IntegerType, false)
            .add("entrant", DataTypes.IntegerType, false)
            .add("strategy", DataTypes.StringType, false)
            .add("seat", DataTypes.IntegerType, false)
            .add("points", DataTypes.IntegerType, false)
            .add("won", DataTypes.BooleanType, false)
            .add("sole", DataTypes.BooleanType, false);

    static final StructType STANDINGS = new StructType()
            .add("configuration", DataTypes.IntegerType, false)
            .add("deck", DataTypes.StringType, false)
            .add("seed", DataTypes.LongType, false)
            .add("entrant", DataTypes.IntegerType, false)
            .add("strategy", DataTypes.StringType, false)
            .add("games", DataTypes.IntegerType, false)
            .add("wins", DataTypes.IntegerType, false)
            .add("win_rate", DataTypes.DoubleType, false)
            .add("ci95_low", DataTypes.DoubleType, false)
            .add("ci95_high", DataTypes.DoubleType, false)
            .add("sole_wins", DataTypes.IntegerType, false)
            .add("avg_points", DataTypes.DoubleType, false)
            .add("failed_games", DataTypes.LongType, false);

    private AusterityTables() {
    }

    static Dataset<Row> games(SparkSession spark, JavaRDD<GameRecord> records, StudyPlan plan) {
        return spark.createDataFrame(records.map(g -> {
            List<String> winners = new ArrayList<>();
            for (int e = 0; e < g.won().length; e++) {
                if (g.won()[e]) {
                    winners.add(plan.strategies().get(e));
                }
            }
            long seed = plan.seedOf(g.configuration());
            return RowFactory.create(g.configuration(), plan.deckOf(g.configuration()).name(), seed, g.game(),
                    Tournament.gameSeed(seed, g.game()), g.end(), g.rounds(), g.turns(), String.join(" ", winners),
                    g.error());
        }), GAMES);
    }

    static Dataset<Row> results(SparkSession spark, JavaRDD<GameRecord> records, StudyPlan plan) {
        return spark.createDataFrame(records.filter(g -> !g.failed()).flatMap(g -> {
            List<Row> rows = new ArrayList<>(g.points().length);
            for (int e = 0; e < g.points().length; e++) {
                rows.add(RowFactory.create(g.configuration(), g.game(), e, plan.strategies().get(e), g.seats()[e],
                        g.points()[e], g.won()[e], g.won()[e] && g.winners() == 1));
            }
            return rows.iterator();
        }), RESULTS);
    }

    /** One single-machine {@link TournamentResult} per configuration, from the games and results tables. */
    static List<TournamentResult> summaries(StudyPlan plan, Dataset<Row> games, Dataset<Row> results) {
        int configs = plan.configurations();
        int n = plan.strategies().size();
        long[][] sums = new long[configs * n][4];
        for (Row r : results.groupBy("configuration", "entrant")
                .agg(count(lit(1)), sum(when(col("won"), 1).otherwise(0)), sum(when(col("sole"), 1).otherwise(0)),
                        sum(col("points")))
                .collectAsList()) {
            long[] s = sums[r.getInt(0) * n + r.getInt(1)];
            s[0] = r.getLong(2);
            s[1] = r.getLong(3);
            s[2] = r.getLong(4);
            s[3] = r.getLong(5);
        }
        List<Map<EndReason, Integer>> endings = new ArrayList<>();
        long[] turns = new long[configs];
        for (int c = 0; c < configs; c++) {
            endings.add(new EnumMap<>(EndReason.class));
        }
        for (Row r : games.filter(col("end").notEqual(lit(GameRecord.ERROR))).groupBy("configuration", "end")
                .agg(count(lit(1)), sum(col("turns"))).collectAsList()) {
            endings.get(r.getInt(0)).put(EndReason.valueOf(r.getString(1)), (int) r.getLong(2));
            turns[r.getInt(0)] += r.getLong(3);
        }
        List<TournamentResult> out = new ArrayList<>();
        for (int c = 0; c < configs; c++) {
            List<Standing> standings = new ArrayList<>();
            int played = 0;
            for (int e = 0; e < n; e++) {
                long[] s = sums[c * n + e];
                played = (int) s[0];
                standings.add(new Standing(e, plan.strategies().get(e), (int) s[0], (int) s[1], (int) s[2], s[3]));
            }
            out.add(new TournamentResult(played, plan.seedOf(c), standings, endings.get(c), turns[c]));
        }
        return out;
    }

    static Dataset<Row> standings(SparkSession spark, StudyPlan plan, List<TournamentResult> summaries) {
        List<Row> rows = new ArrayList<>();
        for (int c = 0; c < summaries.size(); c++) {
            TournamentResult t = summaries.get(c);
            for (Standing s : t.standings()) {
                rows.add(RowFactory.create(c, plan.deckOf(c).name(), t.seed(), s.entrant(), s.name(), s.games(),
                        s.wins(), s.winRate(), s.winRateLow(), s.winRateHigh(), s.soleWins(), s.averagePoints(),
                        (long) plan.games() - t.games()));
            }
        }
        return spark.createDataFrame(rows, STANDINGS);
    }
}
