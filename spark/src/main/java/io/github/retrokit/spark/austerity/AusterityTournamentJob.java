package io.github.retrokit.spark.austerity;

import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.game.AusterityTournament;
import io.github.retrokit.austerity.game.AusterityTournamentResult;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.spark.job.Arguments;
import io.github.retrokit.spark.job.IndexRanges;
import io.github.retrokit.spark.job.InputFiles;
import io.github.retrokit.spark.job.JobRunner;
import io.github.retrokit.spark.job.ResultTables;
import io.github.retrokit.spark.job.Tasks;
import io.github.retrokit.spark.job.UsageException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.SparkSession;

/**
 * {@code austerity-tournament}: strategies × decks × seeds → games → standings with 95% confidence intervals,
 * on Spark. Each (deck, seed) configuration prints the table {@code austerity tournament} prints for it.
 */
public final class AusterityTournamentJob {

    static final String NAME = "austerity-tournament";

    static final String USAGE = """
            usage: austerity-tournament tokens points deck strategy strategy [strategy ...] [--games N]
                     [--seed N ...] [--deck FILE ...] [--max-rounds N] [--out DIR] [--partitions N] [--master URL]
              --games N     games per configuration (default 1000)
              --seed N      a tournament seed (repeatable; default 1): one configuration per deck and seed
              --deck FILE   another deck to study (repeatable)
              --out DIR     write standings, games and results as Parquet, CSV and JSON under DIR
            """;

    private AusterityTournamentJob() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the job as spark-submit's main class would; returns the exit status (see {@link JobRunner}). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(NAME, args, out, err);
    }

    /**
     * Runs the job with its messages and usage line naming {@code prog}, the program as the user typed it;
     * returns the exit status (see {@link JobRunner}).
     */
    public static int run(String prog, String[] args, PrintStream out, PrintStream err) {
        return JobRunner.run(NAME, prog, args, a -> prepare(a, prog, out), out, err);
    }

    private static JobRunner.Body prepare(String[] args, String prog, PrintStream out) throws UsageException {
        Arguments a = Arguments.parse(args, Set.of("--games", "--seed", "--deck", "--max-rounds", "--out",
                "--partitions", "--master"), Set.of("--help"));
        if (a.has("--help")) {
            out.print(JobRunner.usage(NAME, prog, USAGE));
            return null;
        }
        List<String> positional = a.positional();
        int players = positional.size() - 3;
        if (players < GameSetup.MIN_PLAYERS || players > GameSetup.MAX_PLAYERS) {
            throw UsageException.usage("expected tokens, points, a deck and " + GameSetup.MIN_PLAYERS + " to "
                    + GameSetup.MAX_PLAYERS + " strategies");
        }
        int tokens = (int) Arguments.number("tokens", positional.get(0), 0, Integer.MAX_VALUE);
        int points = (int) Arguments.number("points", positional.get(1), 0, Integer.MAX_VALUE);
        List<String> strategies = positional.subList(3, positional.size());
        for (String s : strategies) {
            try {
                Entrant.of(s);
            } catch (IllegalArgumentException e) {
                throw UsageException.usage(e.getMessage());
            }
        }
        List<String> deckFiles = new ArrayList<>(List.of(positional.get(2)));
        deckFiles.addAll(a.all("--deck"));
        List<StudyPlan.DeckText> decks = new ArrayList<>();
        for (String f : deckFiles) {
            decks.add(deck(f));
        }
        List<Long> seeds = new ArrayList<>();
        for (String s : a.all("--seed")) {
            seeds.add(Arguments.number("--seed", s, Long.MIN_VALUE, Long.MAX_VALUE));
        }
        StudyPlan plan = new StudyPlan(tokens, points, (int) a.number("--max-rounds", 0, 0, Integer.MAX_VALUE),
                strategies, decks, seeds.isEmpty() ? List.of(1L) : seeds, (int) a.number("--games", 1000, 0, 100_000_000));
        if (plan.taskCount() > Integer.MAX_VALUE - 1) {
            throw UsageException.usage(plan.taskCount() + " games are too many for one run (at most "
                    + (Integer.MAX_VALUE - 1) + ")");
        }
        plan.setup();
        long partitions = a.number("--partitions", 0, 1, 100_000);
        ResultTables tables = new ResultTables(a.text("--out", null));
        tables.checkFresh();
        return spark -> play(spark, plan, partitions, tables, out);
    }

    private static StudyPlan.DeckText deck(String file) throws UsageException {
        String text = new String(InputFiles.read(file), StandardCharsets.ISO_8859_1);
        try {
            Deck.parse(text);
        } catch (DeckFormatException e) {
            throw UsageException.input("deck " + file + ": " + e.getMessage());
        }
        return new StudyPlan.DeckText(file, text);
    }

    private static void play(SparkSession spark, StudyPlan plan, long partitions, ResultTables tables, PrintStream out) {
        JavaRDD<GameRecord> records = Tasks.play(spark, plan, (int) plan.taskCount(), partitions,
                AusterityTournamentJob::playRange);
        List<AusterityTournamentResult> summaries = AusterityTables.summaries(plan, records);
        for (int c = 0; c < summaries.size(); c++) {
            if (summaries.size() > 1) {
                out.printf("%sdeck %s, seed %d:%n", c == 0 ? "" : "\n", plan.deckOf(c).name(), plan.seedOf(c));
            }
            out.print(summaries.get(c).table());
            long failed = (long) plan.games() - summaries.get(c).games();
            if (failed > 0) {
                out.printf("failed games: %d (the games table says why)%n", failed);
            }
        }
        if (tables.enabled()) {
            tables.write("standings", AusterityTables.standings(spark, plan, summaries));
            tables.write("games", AusterityTables.games(spark, records, plan));
            tables.write("results", AusterityTables.results(spark, records, plan));
        }
        records.unpersist();
    }

    /** Plays one task's games; a game whose strategy throws is recorded as failed, never fails the task. */
    static List<GameRecord> playRange(StudyPlan plan, IndexRanges range) {
        Map<Integer, AusterityTournament> tournaments = new HashMap<>();
        Map<Integer, Deck> decks = new HashMap<>();
        List<GameRecord> records = new ArrayList<>(range.to() - range.from());
        for (int t = range.from(); t < range.to(); t++) {
            int configuration = t / plan.games();
            int game = t % plan.games();
            AusterityTournament tournament = tournaments.computeIfAbsent(configuration, c -> plan.tournament(c,
                    decks.computeIfAbsent(c / plan.seeds().size(), d -> plan.decks().get(d).parse())));
            try {
                records.add(GameRecord.of(configuration, game, tournament, tournament.playGame(game)));
            } catch (RuntimeException | StackOverflowError e) {
                records.add(GameRecord.failed(configuration, game, plan.strategies().size(), e));
            }
        }
        return records;
    }
}
