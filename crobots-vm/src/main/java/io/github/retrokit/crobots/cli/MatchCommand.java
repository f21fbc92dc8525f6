package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.codegen.Compiler;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.MatchReport;
import io.github.retrokit.crobots.match.MatchResult;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.match.Tournament;
import io.github.retrokit.crobots.match.TournamentResult;
import java.util.ArrayList;
import java.util.List;

/** Match play: the original's {@code -m} series (stdout byte for byte), or a parallel tournament. */
final class MatchCommand {

    private MatchCommand() {
    }

    static int series(Options o, Compiler compiler, Console c) throws UsageException {
        List<String> files = robotFiles(o, c, 4);
        if (files == null) {
            return Main.EXIT_NO_ROBOTS;
        }
        RobotFiles.Compiled compiled = RobotFiles.compileForMatch(compiler, files, c);
        if (compiled.robots().size() < 2) {
            c.err().print("\n\nCannot play without at least 2 robots.\n\n");
            return Main.EXIT_NO_ROBOTS;
        }
        c.err().print("\nMatch play starting.\n\n");
        MatchSeries series = new MatchSeries(compiled.robots(), compiled.scoreLines(), settings(o), o.seed(c.env()));
        if (compiled.lastFailed()) {
            series.leaveErrorFlagSet();
        }
        int count = o.matchesGiven ? o.matches : 1;
        Progress progress = new Progress(c, count, "match");
        for (int m = 1; m <= count; m++) {
            MatchResult result = series.playNext(MatchObserver.NONE);
            c.out().print(MatchReport.format(result, series.score()));
            c.out().flush();
            progress.update(m);
        }
        progress.clear();
        c.err().print("\nMatch play finished.\n\n");
        return Main.EXIT_OK;
    }

    static int tournament(Options o, Compiler compiler, Console c) throws UsageException, InterruptedException {
        List<String> files = robotFiles(o, c, Integer.MAX_VALUE);
        if (files == null) {
            return Main.EXIT_NO_ROBOTS;
        }
        RobotFiles.Compiled compiled = RobotFiles.compileForMatch(compiler, files, c);
        if (compiled.robots().size() < 2) {
            c.err().print("\n\nCannot play without at least 2 robots.\n\n");
            return Main.EXIT_NO_ROBOTS;
        }
        long seed = o.seed(c.env());
        int rounds = o.matchesGiven ? Math.max(0, o.matches) : 10;
        Tournament t = new Tournament(compiled.robots(), rounds, settings(o), seed);
        int jobs = o.jobs > 0 ? o.jobs : Runtime.getRuntime().availableProcessors();
        c.err().printf("\nTournament starting: %d matches on %d threads.\n\n", t.matchCount(), jobs);
        Progress progress = new Progress(c, t.matchCount(), "match");
        TournamentResult result = t.run(jobs, MatchObserver.NONE, progress::update);
        progress.clear();
        c.out().printf("Tournament: %d robots, %d matches, seed %d, %s mode, cycle limit %d\n", compiled.robots().size(),
                t.matchCount(), seed, o.mode.name().toLowerCase(java.util.Locale.ROOT), o.limit);
        c.out().print(result.formatTable());
        return Main.EXIT_OK;
    }

    /** The robot files to play, cloning a single one; {@code null} (after the message) when there are none. */
    private static List<String> robotFiles(Options o, Console c, int max) {
        List<String> files = new ArrayList<>(RobotFiles.existing(o.files, max, c));
        if (files.isEmpty()) {
            c.err().printf("%s: no robot source files\n", Console.PROGRAM);
            return null;
        }
        if (files.size() == 1) {
            c.err().printf("%s: only one robot?, cloning a second from %s.\n", Console.PROGRAM, files.get(0));
            files.add(files.get(0));
        }
        return files;
    }

    private static MatchSettings settings(Options o) {
        return new MatchSettings(o.limit, o.mode, o.quirks());
    }
}
