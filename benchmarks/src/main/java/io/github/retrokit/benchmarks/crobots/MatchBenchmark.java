package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.match.Tournament;
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
 * Whole matches: turret against pacer, cycle limit 50000, one match per operation. {@code oneMatch} plays
 * it as the next match of a series (the original's -m loop, one thread); {@code tournamentOfEightOnAllCores}
 * plays 8 independent matches on all cores, to read the parallel speed-up against 8 × oneMatch.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class MatchBenchmark {

    private static final MatchSettings SETTINGS = MatchSettings.classic().withCycleLimit(50_000);

    private List<Contestant> robots;
    private MatchSeries series;
    private long seed;

    @Setup
    public void setUp() {
        RobotProgram turret = ArenaTickBenchmark.compile("turret.r", ArenaRobots.TURRET);
        RobotProgram pacer = ArenaTickBenchmark.compile("pacer.r", ArenaRobots.PACER);
        robots = List.of(Contestant.of("turret.r", turret), Contestant.of("pacer.r", pacer));
        series = new MatchSeries(robots, SETTINGS, 1);
    }

    @Benchmark
    public long oneMatch() {
        return series.playNext(MatchObserver.NONE).cycles();
    }

    @Benchmark
    public int tournamentOfEightOnAllCores() throws InterruptedException {
        return new Tournament(robots, 8, SETTINGS, seed++)
                .run(Runtime.getRuntime().availableProcessors(), MatchObserver.NONE, n -> { })
                .matches().size();
    }
}
