package io.github.retrokit.spark.crobots;

import io.github.retrokit.crobots.world.Mode;
import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.match.RobotStanding;
import io.github.retrokit.crobots.match.CrobotsTournament;
import io.github.retrokit.crobots.match.CrobotsTournamentResult;
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
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.SparkSession;

/**
 * {@code crobots-tournament}: robots × groups × seeds → matches → standings, on Spark. With the same robots,
 * seed, rounds, group size, mode and cycle limit, the standings are those of {@code crobots --tournament}.
 */
public final class CrobotsTournamentJob {

    static final String NAME = "crobots-tournament";

    static final String USAGE = """
            usage: crobots-tournament robot.r|dir [robot.r|dir ...] [--seed N] [--matches N] [--group 2..4]
                     [--format round-robin|random-groups] [--limit CYCLES] [--mode classic|fixed]
                     [--out DIR] [--partitions N] [--master URL]
              --matches N   matches per group (round robin) or rounds (random groups); default 10
              --group G     robots per match when there are more robots (default: all, at most 4)
              --seed N      tournament seed (default 1); match i is played with seed N + i
              --out DIR     write standings, matches and appearances as Parquet, CSV and JSON under DIR
            """;

    private CrobotsTournamentJob() {
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
        return JobRunner.run(NAME, prog, args, a -> prepare(a, prog, out, err), out, err);
    }

    private static JobRunner.Body prepare(String[] args, String prog, PrintStream out, PrintStream err) throws UsageException {
        Arguments a = Arguments.parse(args, Set.of("--seed", "--matches", "--group", "--format", "--limit", "--mode",
                "--out", "--partitions", "--master"), Set.of("--help"));
        if (a.has("--help")) {
            out.print(JobRunner.usage(NAME, prog, USAGE));
            return null;
        }
        Mode mode = mode(a.text("--mode", "classic"));
        long seed = a.number("--seed", 1, Long.MIN_VALUE / 2, Long.MAX_VALUE / 2);
        int rounds = (int) a.number("--matches", 10, 0, 1_000_000);
        long limit = a.number("--limit", MatchSettings.DEFAULT_CYCLE_LIMIT, 1, 1_000_000_000L);
        TournamentPlan.Format format = format(a.text("--format", "round-robin"));
        List<RobotEntry> robots = robots(a.positional(), mode, prog, err);
        int group = (int) a.number("--group", Math.min(MatchSettings.MAX_ROBOTS, robots.size()), 2, MatchSettings.MAX_ROBOTS);
        long partitions = a.number("--partitions", 0, 1, 100_000);
        ResultTables tables = new ResultTables(a.text("--out", null));
        tables.checkFresh();
        TournamentPlan plan = TournamentPlan.of(robots, format, group, rounds, seed, mode, limit);
        long matches = matchCount(robots.size(), group, rounds, plan);
        return spark -> play(spark, plan, (int) matches, partitions, tables, out);
    }

    private static long matchCount(int robots, int group, int rounds, TournamentPlan plan) throws UsageException {
        long groups = 1;
        for (int k = 1; robots > group && k <= group && groups <= Integer.MAX_VALUE; k++) {
            groups = groups * (robots - group + k) / k;
        }
        long matches = plan.format() == TournamentPlan.Format.RANDOM_GROUPS ? plan.randomGroups().size() : groups * rounds;
        if (matches > Integer.MAX_VALUE - 1) {
            throw UsageException.usage(matches + " matches are too many (at most " + (Integer.MAX_VALUE - 1) + ")");
        }
        return matches;
    }

    private static void play(SparkSession spark, TournamentPlan plan, int matches, long partitions,
                             ResultTables tables, PrintStream out) {
        JavaRDD<MatchRecord> records = Tasks.play(spark, plan, matches, partitions, CrobotsTournamentJob::playRange);
        List<String> names = plan.robots().stream().map(RobotEntry::name).toList();
        Map<Integer, Integer> errors = new HashMap<>();
        List<RobotStanding> table = CrobotsTables.standings(records, names, errors);
        out.print(header(plan, matches));
        out.print(new CrobotsTournamentResult(List.of(), table).formatTable());
        long failed = errors.values().stream().mapToLong(Integer::longValue).sum();
        if (failed > 0) {
            out.printf("errors: %d robot appearances in matches that failed (the matches table says why)%n", failed);
        }
        if (tables.enabled()) {
            tables.write("standings", CrobotsTables.standingsTable(spark, table, errors));
            tables.write("matches", CrobotsTables.matches(spark, records, names));
            tables.write("appearances", CrobotsTables.appearances(spark, records, names));
        }
        records.unpersist();
    }

    /** Plays one task's matches; a match that throws is recorded as an error, never fails the task. */
    static List<MatchRecord> playRange(TournamentPlan plan, IndexRanges range) {
        TournamentPlan.Player player = plan.player();
        List<MatchRecord> records = new ArrayList<>(range.to() - range.from());
        for (int i = range.from(); i < range.to(); i++) {
            int[] entries = player.group(i);
            try {
                records.add(MatchRecord.of(i, entries, player.play(i)));
            } catch (RuntimeException | StackOverflowError e) {
                records.add(MatchRecord.failed(i, CrobotsTournament.matchSeed(plan.seed(), i), entries, e));
            }
        }
        return records;
    }

    /** The CLI's header line, with the format when the groups are random. */
    static String header(TournamentPlan plan, int matches) {
        int entries = plan.robots().size();
        String groups = plan.format() == TournamentPlan.Format.RANDOM_GROUPS
                ? " in random groups of " + plan.groupSize()
                : entries > plan.groupSize() ? " in groups of " + plan.groupSize() : "";
        return String.format(Locale.ROOT, "Tournament: %d robots%s, %d matches, seed %d, %s mode, cycle limit %d\n",
                entries, groups, matches, plan.seed(), plan.mode().name().toLowerCase(Locale.ROOT), plan.cycleLimit());
    }

    /** Reads and compiles the robots on the driver; one that does not compile is left out, as the CLI does. */
    static List<RobotEntry> robots(List<String> arguments, Mode mode, String prog, PrintStream err) throws UsageException {
        List<String> files = InputFiles.expand(arguments, ".r").stream().map(InputFiles.Input::path).toList();
        if (files.isEmpty()) {
            throw UsageException.usage("no robot source files");
        }
        if (files.size() == 1) {
            err.printf("%s: only one robot, cloning a second from %s%n", prog, files.get(0));
            files = List.of(files.get(0), files.get(0));
        }
        var compiler = TournamentPlan.compiler(mode);
        List<RobotEntry> robots = new ArrayList<>();
        for (String f : files) {
            String source = new String(InputFiles.read(f), StandardCharsets.ISO_8859_1);
            RobotEntry entry = new RobotEntry(Contestant.displayName(f), source);
            CompileResult r = entry.compile(compiler);
            if (r.ok()) {
                robots.add(entry);
            } else {
                err.printf("%s: %s could not compile (%s), left out%n", prog, f,
                        r.errors().isEmpty() ? "no program" : r.errors().get(0).toString());
            }
        }
        if (robots.size() < 2) {
            throw UsageException.input("cannot play without at least 2 robots that compile");
        }
        return robots;
    }

    private static Mode mode(String name) throws UsageException {
        try {
            return Mode.parse(name);
        } catch (IllegalArgumentException e) {
            throw UsageException.usage("--mode needs classic or fixed, not '" + name + "'");
        }
    }

    private static TournamentPlan.Format format(String name) throws UsageException {
        return switch (name) {
            case "round-robin" -> TournamentPlan.Format.ROUND_ROBIN;
            case "random-groups" -> TournamentPlan.Format.RANDOM_GROUPS;
            default -> throw UsageException.usage("--format needs round-robin or random-groups, not '" + name + "'");
        };
    }
}
