package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.codegen.CompilerOptions;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code crobots}: the original's command line ({@code -c}, {@code -d}, {@code -mN}, {@code -lN}) plus ours.
 * The only place that exits the JVM.
 */
public final class Main {

    /** Exit status: success. */
    public static final int EXIT_OK = 0;
    /**
     * Exit status of the original's modes: no robot files, fewer than 2 robots compiled, or a compile error
     * with {@code -d} ({@code -c} exits 0 after compile errors, as the original); in RetroKit's own modes an
     * unexpected internal failure.
     */
    public static final int EXIT_NO_ROBOTS = 1;
    /** Exit status: an unexpected internal failure. */
    public static final int EXIT_INTERNAL = 1;
    /** Exit status: a command-line mistake. */
    public static final int EXIT_USAGE = 2;
    /** Exit status: a named file cannot be read or written (a robot file, the replay, standard output). */
    public static final int EXIT_INPUT = 3;
    /** Exit status in RetroKit's own modes (tournament, --format json|csv): fewer than 2 robots compiled. */
    public static final int EXIT_BUILD = 4;
    /** Exit status: standard output is a closed pipe (128 + SIGPIPE), ended quietly. */
    public static final int EXIT_PIPE = 141;

    static final String HELP = """
            usage: retrokit crobots [options] robot.r ...

            Runs CRobots 1.1 robots (Tom Poindexter, 1985): compiles each robot file and lets up to four
            of them fight. One robot file is cloned into two, as in the original.

            The original's options (letter case-insensitive; the number attached or as the next argument):
              -m N          play N matches and print the original's match report; without -m (or with
                            -m 0) one match is played and its winner announced, as the original's
                            display mode
              -l LIMIT      cycle limit per match (default 500000)
              -c            compile only: print the listing of each file (source, symbol tables, code)
              -d            debug the first robot: single-step it against an idle target at the centre;
                            at each prompt: d dumps pools and robot, h simulates a 10% hit, q quits;
                            the session also ends when the robot dies
            At most four robot files are kept (the others are named and ignored), except in tournaments.
            Ours:
              --seed S      seed of the random generator (default: $CROBOTS_SEED, else the clock & 0xFFFF
                            as the original); classic mode with the original's seed replays its matches
                            (like C's srand(), classic mode uses S modulo 2^32; 0 and 1 are the same)
              --mode M      classic (bit-exact with the original, glibc rand) or fixed (every quirk off,
                            a modern generator); default classic
              --quirk Q=on|off
                            switch one quirk: scanWrap, collisionAccel, modZero (arena and VM),
                            postfixValue, staleLocals (compiler)
              --tournament  play N matches (default 10) independently in parallel (match i seeded S+i)
                            and print a results table; with more than 4 robots every group of 4 meets
                            N times (N at least 1; at most 1000000 matches in all)
              --jobs K      threads for a tournament (implies --tournament; default: all cores); the
                            results do not depend on K
              --group G     robots per tournament match, 2 to 4 (implies --tournament; default: all of
                            them, at most 4): with more robots, every group of G meets N times
              --view        draw the arena live in the terminal (the default without -m when stdout is
                            a terminal); not with --tournament
              --view-speed N  the live view N times faster (1 to 1000; default 1: a frame every 30
                            cycles, then a 10 ms pause): a 500000-cycle match takes about 3 minutes
                            at 1, about 10 seconds at 20; not with --tournament
              --replay FILE write the first match as a self-contained HTML page that animates it; not
                            with --tournament (replay match i alone: -m1 --seed S+i)
              --save        with -c: also save each compiled robot as x.cr beside x.r; a .cr file can
                            be given wherever a robot source can (it is loaded, -c disassembles it)
              --code-limit N  instruction space per robot (default 1000; later tournaments used 2000)
              --amiga-header  skip the Amiga edition's two header lines (company, author) of each file
              --format F    text (default: the original's report or our table), json (one JSON document:
                            retrokit.crobots.series/1 or retrokit.crobots.tournament/1) or csv (a header
                            row, then one row per robot per match, or per table line); with -m or a
                            tournament (schemas: crobots-vm/README.md, "Machine-readable results")
              --no-progress no progress line (it is drawn on stderr only when stderr is a terminal)
              -h, --help    this text

            Match reports go to stdout; compile messages and progress (on a terminal) go to stderr. Without
            -m, as the original's display mode, each robot's compile output (the source, its errors with a
            caret) goes to stdout, followed by 'Press <enter> to continue.', which reads one character.

            Exit status, the original's modes (-m, -c, -d, one watched match) as CRobots 1.1: 0 success;
            1 no robot files, fewer than 2 robots compiled, or a compile error with -d (-c exits 0
            after compile errors, as the original).
            RetroKit's own modes (a tournament, --format json|csv): 0 success; 3 a robot file cannot be
            read; 4 fewer than 2 robots compiled. Both: 1 internal failure; 2 command-line mistake; 3 a
            file cannot be written (--replay, standard output); 141 standard output is a closed pipe.
            """;

    private Main() {
    }

    public static void main(String[] args) {
        PrintStream out = new Stdout(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16));
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(standardInput(), StandardCharsets.UTF_8));
        int status = run(args, new Console(in, out, err, System.getenv(), isTerminal(1), isTerminal(2)));
        if (status == EXIT_PIPE) {
            Runtime.getRuntime().halt(status); // no flush into the closed pipe, no shutdown noise
        }
        out.flush();
        err.flush();
        System.exit(status);
    }

    /** Runs the command line with the given streams; returns the exit status. */
    static int run(String[] args, Console c) {
        int status = command(args, c);
        c.out().flush();
        if (c.out().checkError()) {
            if (Stdout.brokenPipe(c.out())) {
                return EXIT_PIPE; // '| head' has read enough: end quietly, as SIGPIPE ends the original
            }
            // a listing, report or table into '> /dev/full' is lost: not a success, in every mode (the original
            // exits 0 there and says nothing, so this line is RetroKit's own and names the command as typed)
            String why = Stdout.failure(c.out());
            c.err().println(Console.USAGE_PROGRAM + ": cannot write standard output" + (why == null ? "" : ": " + why));
            return EXIT_INPUT;
        }
        return status;
    }

    private static int command(String[] args, Console c) {
        try {
            if (java.util.Arrays.asList(args).contains("--help") || java.util.Arrays.asList(args).contains("-h")) {
                c.out().print(HELP);
                return EXIT_OK;
            }
            Options o = Options.parse(args);
            if (o.help) {
                c.out().print(HELP);
                return EXIT_OK;
            }
            if (o.format != Format.TEXT && (o.compileOnly || o.debug)) {
                throw new UsageException("--format " + o.format.name().toLowerCase(java.util.Locale.ROOT)
                        + " applies to match series and tournaments, not to " + (o.compileOnly ? "-c" : "-d"));
            }
            Quirks quirks = o.quirks();
            RobotCompiler compiler = new RobotCompiler(CompilerOptions.classic().withCodeLimit(o.codeLimit)
                    .withAmigaHeader(o.amigaHeader).withPostfixValue(quirks.postfixValue())
                    .withStaleLocals(quirks.staleLocals()));
            if (o.compileOnly) {
                return CompileCommand.run(o, compiler, c);
            }
            if (o.debug) {
                return DebugCommand.run(o, compiler, c);
            }
            if (o.tournamentPlay()) {
                return MatchCommand.tournament(o, compiler, c);
            }
            return MatchCommand.series(o, compiler, c);
        } catch (UsageException e) {
            c.err().println(Console.USAGE_PROGRAM + ": " + e.getMessage());
            c.err().println("try '" + Console.USAGE_PROGRAM + " --help'");
            return EXIT_USAGE;
        } catch (ClosedOutputException e) {
            return EXIT_PIPE;
        } catch (IOException | java.io.UncheckedIOException e) {
            c.err().println(Console.PROGRAM + ": " + e.getMessage());
            return EXIT_INPUT;
        } catch (RuntimeException e) {
            c.err().println(Console.PROGRAM + ": internal failure: " + e);
            return EXIT_INTERNAL;
        } catch (OutOfMemoryError | StackOverflowError e) {
            c.err().println(Console.PROGRAM + ": internal failure: " + e);
            return EXIT_INTERNAL;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            c.err().println(Console.PROGRAM + ": interrupted");
            return EXIT_INTERNAL;
        } finally {
            c.out().flush();
        }
    }

    /**
     * {@link System#in}, or no input at all when standard input was closed ({@code <&-}): the JVM then
     * opens one of its own files as descriptor 0 (its {@code lib/modules}, a jar), and {@code -d} would
     * take that file's bytes for commands.
     */
    static InputStream standardInput() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/0")).toString();
            if (target.startsWith(System.getProperty("java.home") + "/") || target.endsWith(".jar")
                    || target.endsWith(".jsa")) {
                return InputStream.nullInputStream();
            }
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // not Linux, or no /proc: standard input as it is
        }
        return System.in;
    }

    /** True when file descriptor {@code fd} is a terminal (Linux: its /proc link names a tty device). */
    static boolean isTerminal(int fd) {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
