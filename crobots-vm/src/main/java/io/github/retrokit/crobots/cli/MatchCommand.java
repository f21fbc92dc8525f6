package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.MatchReport;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.match.RobotResult;
import io.github.retrokit.crobots.match.CrobotsTournament;
import io.github.retrokit.crobots.match.CrobotsTournamentResult;
import io.github.retrokit.crobots.view.ReplayRecorder;
import io.github.retrokit.crobots.view.TerminalView;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Match play: the original's {@code -m} series (stdout byte for byte), or a parallel tournament. */
final class MatchCommand {

    private MatchCommand() {
    }

    /**
     * Rounds between two frames of the live view at speed 1 (the original redraws every 30) and the pause after
     * each; {@code --view-speed N} draws every {@code N * 30} rounds.
     */
    private static final int VIEW_ROUNDS = 30;
    private static final long VIEW_FRAME_MILLIS = 10;

    static int series(Options o, RobotCompiler compiler, Console c) throws UsageException, IOException {
        if (o.format != Format.TEXT && o.view) {
            throw new UsageException("--view draws on standard output, which --format " + o.format.name()
                    .toLowerCase(java.util.Locale.ROOT) + " needs for the results");
        }
        Contestants entry = contestants(o, compiler, c, Arena.MAX_ROBOTS);
        if (entry.failure() != Main.EXIT_OK) {
            return entry.failure();
        }
        RobotFiles.Compiled compiled = entry.compiled();
        long seed = entry.seed();
        boolean display = !o.matchesGiven || o.matches == 0;
        if (!displayMode(o)) {
            c.err().print("\nMatch play starting.\n\n"); // the original's match mode; its display mode is silent
        }
        MatchSeries series = series(compiled, settings(o).withDisplayTiming(display), seed);
        int count = display ? 1 : o.matches;
        List<String> names = Contestant.names(compiled.robots());
        ReplayRecorder replay = o.replay == null ? null : ReplayRecorder.builder(names).build();
        if (replay != null) {
            checkReplayTarget(Path.of(o.replay));
        }
        MatchObserver observer = observers(o, c, display, names, replay);
        Progress progress = new Progress(c, !o.noProgress, count, "series");
        if (o.format != Format.TEXT) {
            c.out().print(SeriesFormat.head(o.format, seed, SeriesFormat.mode(o.mode), o.limit,
                    compiled.scoreLines()));
        }
        for (int m = 1; m <= count; m++) {
            CrobotsMatchResult result = series.playNext(observer);
            c.out().print(o.format != Format.TEXT ? SeriesFormat.match(o.format, result)
                    : display ? winnerLine(result) : MatchReport.format(result, series.score()));
            if (c.out().checkError()) {
                progress.clear();
                throw new ClosedOutputException();
            }
            progress.update(m);
        }
        progress.clear();
        if (o.format != Format.TEXT) {
            c.out().print(SeriesFormat.tail(o.format, series.score()));
        }
        if (replay != null) {
            writeReplay(Path.of(o.replay), replay.html("CRobots: " + String.join(" vs ", names) + " (seed " + seed + ")"));
        }
        if (!displayMode(o)) {
            c.err().print("\nMatch play finished.\n\n");
        }
        return Main.EXIT_OK;
    }

    /** The series with what the original's compile phase leaves behind: its error flag, its ghost robot. */
    private static MatchSeries series(RobotFiles.Compiled compiled, MatchSettings settings, long seed) {
        MatchSeries series = new MatchSeries(compiled.robots(), compiled.scoreLines(), settings, seed);
        if (compiled.lastFailed()) {
            series.leaveErrorFlagSet();
        }
        if (compiled.ghost()) {
            series.addGhost();
        }
        return series;
    }

    /** The live view (asked for, or by default in display mode on a terminal) and the replay recorder. */
    private static MatchObserver observers(Options o, Console c, boolean display, List<String> names,
                                           ReplayRecorder replay) {
        List<MatchObserver> observers = new ArrayList<>();
        if (o.view || (display && c.stdoutIsTerminal() && o.format == Format.TEXT)) {
            observers.add(TerminalView.builder(c.out(), names).interval(VIEW_ROUNDS * o.viewSpeed)
                    .frameMillis(VIEW_FRAME_MILLIS).build());
        }
        if (replay != null) {
            observers.add(replay);
        }
        return MatchObserver.all(observers);
    }

    private static void writeReplay(Path file, String html) throws IOException {
        try {
            Files.writeString(file, html, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IOException("cannot write the replay " + file + ": no such directory", e);
        } catch (FileSystemException e) {
            throw new IOException("cannot write the replay " + file + ": " + reason(e), e);
        } catch (IOException e) {
            throw new IOException("cannot write the replay " + file + ": " + e.getMessage(), e);
        }
    }

    /** Refuses a replay target that cannot be written before any match is played. */
    private static void checkReplayTarget(Path file) throws IOException {
        if (!Files.isDirectory(file.toAbsolutePath().getParent())) {
            throw new IOException("cannot write the replay " + file + ": no such directory");
        }
        if (Files.isDirectory(file)) {
            throw new IOException("cannot write the replay " + file + ": it is a directory");
        }
    }

    /** "Is a directory", "Permission denied", … without the file name the exception repeats. */
    private static String reason(FileSystemException e) {
        return e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
    }

    /** The most matches one tournament plays (every result is kept for the table). */
    static final int MAX_TOURNAMENT_MATCHES = Options.MAX_TOURNAMENT_MATCHES;

    /** How many groups of {@code group} robots {@code entries} robots form (one when they all fit in one). */
    static long groupCount(int entries, int group) {
        if (entries <= group) {
            return 1;
        }
        long count = 1;
        for (int k = 1; k <= group; k++) {
            count = count * (entries - group + k) / k;
            if (count > MAX_TOURNAMENT_MATCHES) {
                return MAX_TOURNAMENT_MATCHES + 1L;
            }
        }
        return count;
    }

    /**
     * Refuses, before anything is compiled, a tournament of more matches than it keeps: every group of
     * {@code group} (0: all of them, at most four) of the {@code entries} robots named (one is cloned into two)
     * meets {@code rounds} times. Robots that fail to compile only make it smaller, so the line alone decides.
     */
    private static void checkTournamentSize(int entries, int group, int rounds) throws UsageException {
        int size = group > 0 ? group : Math.min(Arena.MAX_ROBOTS, entries);
        if (groupCount(entries, size) * rounds > MAX_TOURNAMENT_MATCHES) {
            BigInteger total = BigInteger.valueOf(rounds); // named exactly, however many groups
            for (int k = 1; k <= size && entries > size; k++) {
                total = total.multiply(BigInteger.valueOf(entries - size + k)).divide(BigInteger.valueOf(k));
            }
            throw new UsageException("--tournament: " + total + " matches are too many (at most "
                    + MAX_TOURNAMENT_MATCHES + "; fewer rounds with -m, or fewer robots)");
        }
    }

    /** The original display mode's last line. */
    static String winnerLine(CrobotsMatchResult result) {
        List<RobotResult> survivors = result.survivors();
        if (survivors.size() == 1) {
            return "\r\nAnd the winner is: (" + (survivors.get(0).slot() + 1) + ") " + survivors.get(0).name() + "\r\n";
        }
        return "\r\nIt's a draw\r\n";
    }

    static int tournament(Options o, RobotCompiler compiler, Console c)
            throws UsageException, InterruptedException, IOException {
        if (o.view || o.viewSpeedGiven || o.replay != null) {
            throw new UsageException((o.view ? "--view" : o.viewSpeedGiven ? "--view-speed" : "--replay") + " shows one match, not a tournament "
                    + "(replay tournament match i alone with -m1 --seed <seed + i>)");
        }
        o.checkTournamentMatches();
        int rounds = o.matchesGiven ? o.matches : 10;
        checkTournamentSize(Math.max(2, o.files.size()), o.group, rounds);
        Contestants entry = contestants(o, compiler, c, Integer.MAX_VALUE);
        if (entry.failure() != Main.EXIT_OK) {
            return entry.failure();
        }
        RobotFiles.Compiled compiled = entry.compiled();
        long seed = entry.seed();
        int entries = compiled.robots().size();
        int group = o.group > 0 ? o.group : Math.min(Arena.MAX_ROBOTS, entries);
        int jobs = o.jobs > 0 ? o.jobs : Runtime.getRuntime().availableProcessors();
        CrobotsTournament t = CrobotsTournament.builder(compiled.robots()).groupSize(group).rounds(rounds)
                .settings(settings(o)).seed(seed).threads(jobs).build();
        c.err().print("\nTournament starting: " + t.matchCount() + " matches on " + jobs + (jobs == 1 ? " thread" : " threads") + ".\n\n");
        Progress progress = new Progress(c, !o.noProgress, t.matchCount(), "tournament");
        CrobotsTournamentResult result = t.run(MatchObserver.NONE, progress::update);
        progress.clear();
        if (o.format != Format.TEXT) {
            TournamentFormat.Settings shown = new TournamentFormat.Settings(seed, SeriesFormat.mode(o.mode), o.limit,
                    group, rounds, compiled.robots().stream().map(Contestant::name).toList());
            if (!TournamentFormat.print(o.format, shown, t, result, c.out())) {
                throw new ClosedOutputException();
            }
            return Main.EXIT_OK;
        }
        c.out().print("Tournament: " + entries + " robots" + (entries > group ? " in groups of " + group : "") + ", "
                + t.matchCount() + " matches, seed " + seed + ", " + o.mode.name().toLowerCase(java.util.Locale.ROOT)
                + " mode, cycle limit " + o.limit + "\n");
        c.out().print(result.formatTable());
        return Main.EXIT_OK;
    }

    /** The robots ready to play and the seed to play them with, or the exit status when they cannot play. */
    private record Contestants(RobotFiles.Compiled compiled, long seed, int failure) {
    }

    /**
     * Whether RetroKit's own exit statuses apply (a tournament, or machine-readable results); otherwise the
     * original's: 1 for every reason robots cannot play.
     */
    private static boolean ownStatuses(Options o) {
        return o.format != Format.TEXT || o.tournament || o.jobs > 0 || o.group > 0;
    }

    /**
     * The original's start of play: the robot files (at most {@code max}), the seed (announced when it comes
     * from the clock), then the compile phase; the exit status after the message when fewer than two can play.
     */
    private static Contestants contestants(Options o, RobotCompiler compiler, Console c, int max) throws UsageException {
        if (ownStatuses(o) && o.files.isEmpty()) {
            throw new UsageException("no robot file given");
        }
        CompilePhase phase = compilePhase(o, c);
        if (ownStatuses(o) && !RobotFiles.allReadable(o.files, c)) {
            return new Contestants(null, 0, Main.EXIT_INPUT);
        }
        List<String> files = robotFiles(o, c, max, phase);
        if (files == null) {
            return new Contestants(null, 0, ownStatuses(o) ? Main.EXIT_INPUT : Main.EXIT_NO_ROBOTS);
        }
        long seed = o.seed(c);
        RobotFiles.Compiled compiled = RobotFiles.compileForMatch(compiler, files, phase);
        if (compiled.robots().size() < 2) {
            phase.notEnoughRobots();
            return new Contestants(null, seed, ownStatuses(o) ? Main.EXIT_BUILD : Main.EXIT_NO_ROBOTS);
        }
        return new Contestants(compiled, seed, Main.EXIT_OK);
    }

    /** True for the original's display mode: one match without {@code -m}, its report as text. */
    static boolean displayMode(Options o) {
        return !o.tournament && (!o.matchesGiven || o.matches == 0) && o.format == Format.TEXT;
    }

    /**
     * How the compile phase is shown: the original's display mode shows the compiler's output on stdout; its
     * match mode sends it nowhere. RetroKit's own modes (a tournament, {@code --format json|csv}), which exit
     * with status 4 when fewer than two robots compiled, name a failed robot's errors on stderr.
     */
    private static CompilePhase compilePhase(Options o, Console c) {
        if (displayMode(o)) {
            return CompilePhase.displayMode(c);
        }
        return CompilePhase.matchMode(c, o.format == Format.TEXT ? c.out() : c.err(), ownStatuses(o));
    }

    /** The robot files to play, cloning a single one; {@code null} (after the message) when there are none. */
    private static List<String> robotFiles(Options o, Console c, int max, CompilePhase phase) {
        List<String> files = new ArrayList<>(RobotFiles.existing(o.files, max, c, phase));
        if (files.isEmpty()) {
            c.err().print(Console.PROGRAM + ": no robot source files\n");
            return null;
        }
        if (files.size() == 1) {
            c.err().print(Console.PROGRAM + ": only one robot?, cloning a second from " + files.get(0) + ".\n");
            files.add(files.get(0));
        }
        return files;
    }

    private static MatchSettings settings(Options o) {
        return new MatchSettings(o.limit, o.mode, o.quirks());
    }
}
