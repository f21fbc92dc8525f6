package io.github.retrokit.spark.austerity;

import io.github.retrokit.austerity.game.AusterityStanding;
import io.github.retrokit.austerity.game.AusterityTournament;
import io.github.retrokit.austerity.game.AusterityTournamentResult;
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
                    AusterityTournament.gameSeed(seed, g.game()), g.end(), g.rounds(), g.turns(), String.join(" ", winners),
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

    /**
     * One single-machine {@link AusterityTournamentResult} per configuration: per-task sums (games, wins, sole wins and
     * points per entrant; endings and turns per configuration) folded together, so only finished tasks count
     * and each once.
     */
    static List<AusterityTournamentResult> summaries(StudyPlan plan, JavaRDD<GameRecord> records) {
        Sums shape = new Sums(plan.configurations(), plan.strategies().size());
        long[] sums = records.mapPartitions(games -> {
            long[] s = shape.zero();
            while (games.hasNext()) {
                shape.add(s, games.next());
            }
            return List.of(s).iterator();
        }).fold(shape.zero(), AusterityTables::add);
        List<AusterityTournamentResult> out = new ArrayList<>();
        for (int c = 0; c < plan.configurations(); c++) {
            out.add(shape.result(sums, c, plan));
        }
        return out;
    }

    private static long[] add(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            a[i] += b[i];
        }
        return a;
    }

    /**
     * The layout of a study's sums in one array: per configuration and entrant games, wins, sole wins and
     * points; then per configuration the count of each end reason; then per configuration the turns.
     */
    private record Sums(int configurations, int entrants) implements java.io.Serializable {
        private static final int REASONS = EndReason.values().length;

        long[] zero() {
            return new long[configurations * (entrants * 4 + REASONS + 1)];
        }

        private int entrant(int c, int e) {
            return (c * entrants + e) * 4;
        }

        private int ending(int c, EndReason reason) {
            return configurations * entrants * 4 + c * REASONS + reason.ordinal();
        }

        private int turns(int c) {
            return configurations * (entrants * 4 + REASONS) + c;
        }

        void add(long[] s, GameRecord g) {
            if (g.failed()) {
                return;
            }
            int c = g.configuration();
            for (int e = 0; e < entrants; e++) {
                int at = entrant(c, e);
                s[at]++;
                if (g.won()[e]) {
                    s[at + 1]++;
                    s[at + 2] += g.winners() == 1 ? 1 : 0;
                }
                s[at + 3] += g.points()[e];
            }
            s[ending(c, EndReason.valueOf(g.end()))]++;
            s[turns(c)] += g.turns();
        }

        AusterityTournamentResult result(long[] s, int c, StudyPlan plan) {
            List<AusterityStanding> standings = new ArrayList<>();
            for (int e = 0; e < entrants; e++) {
                int at = entrant(c, e);
                standings.add(new AusterityStanding(e, plan.strategies().get(e), (int) s[at], (int) s[at + 1], (int) s[at + 2],
                        s[at + 3]));
            }
            Map<EndReason, Integer> endings = new EnumMap<>(EndReason.class);
            for (EndReason reason : EndReason.values()) {
                if (s[ending(c, reason)] > 0) {
                    endings.put(reason, (int) s[ending(c, reason)]);
                }
            }
            return new AusterityTournamentResult((int) s[entrant(c, 0)], plan.seedOf(c), standings, endings, s[turns(c)]);
        }
    }

    static Dataset<Row> standings(SparkSession spark, StudyPlan plan, List<AusterityTournamentResult> summaries) {
        List<Row> rows = new ArrayList<>();
        for (int c = 0; c < summaries.size(); c++) {
            AusterityTournamentResult t = summaries.get(c);
            for (AusterityStanding s : t.standings()) {
                rows.add(RowFactory.create(c, plan.deckOf(c).name(), t.seed(), s.entrant(), s.name(), s.games(),
                        s.wins(), s.winRate(), s.winRateLow(), s.winRateHigh(), s.soleWins(), s.averagePoints(),
                        (long) plan.games() - t.games()));
            }
        }
        return spark.createDataFrame(rows, STANDINGS);
    }
}
