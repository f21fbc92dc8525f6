package io.github.retrokit.examples.crobots;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.MatchReport;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.match.CrobotsTournament;
import io.github.retrokit.crobots.match.CrobotsTournamentResult;
import java.io.PrintStream;
import java.util.List;

/**
 * Embedding CRobots through its public API only: compile two robots from strings, play a short series
 * (results as data), watch its second match again through snapshots and events (then the original's report
 * text for it), and run a small tournament on all cores.
 */
public final class RobotDuel {

    static final String SPINNER = """
            /* spinner: turns on the spot scanning, and fires at anything within range */
            main()
            {
              int d, r;
              while (1) {
                r = scan(d, 10);
                if (r > 0 && r < 700)
                  cannon(d, r);
                else
                  d = (d + 20) % 360;
              }
            }
            """;

    static final String BOUNCER = """
            /* bouncer: cruises at 40% (slow enough to turn at once), turning back from the walls */
            main()
            {
              int h, r;
              h = rand(360);
              while (1) {
                if (loc_x() > 900) h = 180;
                if (loc_x() < 100) h = 0;
                if (loc_y() > 900) h = 270;
                if (loc_y() < 100) h = 90;
                drive(h, 40);
                r = scan(h, 10);
                if (r > 0 && r < 700)
                  cannon(h, r);
              }
            }
            """;

    private RobotDuel() {
    }

    public static void main(String[] args) throws InterruptedException {
        PrintStream out = System.out;
        RobotCompiler compiler = new RobotCompiler();
        List<Contestant> robots = List.of(compile(compiler, "spinner.r", SPINNER), compile(compiler, "bouncer.r", BOUNCER));
        MatchSettings settings = MatchSettings.classic().withCycleLimit(100_000);

        MatchSeries series = new MatchSeries(robots, settings, 2024);
        for (CrobotsMatchResult r : series.play(3, MatchObserver.NONE, (r, score) -> { })) {
            out.printf("match %d: %s after %d cycles, survivors %s%n", r.number(), r.outcome(), r.cycles(),
                    r.survivors().stream().map(s -> s.name() + " (damage " + s.damage() + ")").toList());
        }
        MatchSeries replay = new MatchSeries(robots, settings, 2024);
        replay.playNext(MatchObserver.NONE);
        CrobotsMatchResult second = replay.playNext(watcher(out));
        out.print(MatchReport.format(second, replay.score()));

        CrobotsTournamentResult t = CrobotsTournament.builder(robots).rounds(20).settings(settings).seed(1).build().run();
        out.println();
        out.print(t.formatTable());
    }

    private static Contestant compile(RobotCompiler compiler, String name, String source) {
        CompileResult result = compiler.compile(name, source);
        return Contestant.of(name, result.programOrThrow());
    }

    /**
     * Prints where the robots are every 4500 rounds, and what happened in between: observers get immutable
     * snapshots, each carrying every event since the previous one.
     */
    private static MatchObserver watcher(PrintStream out) {
        return new MatchObserver() {
            @Override
            public int snapshotInterval() {
                return 4_500;
            }

            @Override
            public void round(int match, ArenaSnapshot s) {
                StringBuilder line = new StringBuilder("  cycle " + s.cycles() + ":");
                for (ArenaSnapshot.RobotView r : s.robots()) {
                    line.append(String.format(" (%d) at %d,%d damage %d%s", r.slot() + 1, r.x() / 10, r.y() / 10,
                            r.damage(), r.alive() ? "" : " dead"));
                }
                long shots = s.events().stream().filter(e -> e instanceof ArenaEvent.Fired).count();
                long hits = s.events().stream().filter(e -> e instanceof ArenaEvent.Damaged d
                        && d.cause() == ArenaEvent.Cause.MISSILE).count();
                out.println(line + String.format(", %d shots and %d missile hits since the last look", shots, hits));
            }
        };
    }
}
