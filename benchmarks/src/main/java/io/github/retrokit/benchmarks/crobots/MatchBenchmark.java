package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.match.CrobotsTournament;
import io.github.retrokit.crobots.program.RobotProgram;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole matches: turret against pacer, cycle limit 50000. {@code oneMatch} plays the next match of a series
 * (the original's -m loop). The tournament pair plays the same 8 matches (seeds 1..8) on one thread and on
 * all cores: their ratio is the parallel speed-up, the one-thread variant being the baseline.
 * {@code fourRobotMatch} is one match of {@code benchmarks/compare-crobots.sh}'s series: sniper, turret,
 * pacer and rover, cycle limit 200000, the next match of a series seeded 1 (its matches average about
 * 100,000 cycles).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class MatchBenchmark {

    private static final MatchSettings SETTINGS = MatchSettings.classic().withCycleLimit(50_000);

    private static final MatchSettings FOUR_ROBOT_SETTINGS = MatchSettings.classic().withCycleLimit(200_000);

    private List<Contestant> robots;
    private MatchSeries series;
    private MatchSeries fourRobots;

    @Setup
    public void setUp() {
        RobotProgram turret = ArenaTickBenchmark.compile("turret.r", ArenaRobots.TURRET);
        RobotProgram pacer = ArenaTickBenchmark.compile("pacer.r", ArenaRobots.PACER);
        robots = List.of(Contestant.of("turret.r", turret), Contestant.of("pacer.r", pacer));
        series = new MatchSeries(robots, SETTINGS, 1);
        List<Contestant> four = List.of(
                Contestant.of("sniper.r", ArenaTickBenchmark.compile("sniper.r", ArenaRobots.SNIPER)),
                Contestant.of("turret.r", turret), Contestant.of("pacer.r", pacer),
                Contestant.of("rover.r", ArenaTickBenchmark.compile("rover.r", ArenaRobots.ROVER)));
        fourRobots = new MatchSeries(four, FOUR_ROBOT_SETTINGS, 1);
    }

    @Benchmark
    public long fourRobotMatch() {
        return fourRobots.playNext(MatchObserver.NONE).cycles();
    }

    @Benchmark
    public long oneMatch() {
        return series.playNext(MatchObserver.NONE).cycles();
    }

    private long tournament(int threads) throws InterruptedException {
        return CrobotsTournament.builder(robots).rounds(8).settings(SETTINGS).seed(1).threads(threads).build().run()
                .matches().stream().mapToLong(m -> m.cycles()).sum();
    }

    @Benchmark
    public long tournamentOfEightOnOneThread() throws InterruptedException {
        return tournament(1);
    }

    @Benchmark
    public long tournamentOfEightOnAllCores() throws InterruptedException {
        return tournament(Runtime.getRuntime().availableProcessors());
    }
}
