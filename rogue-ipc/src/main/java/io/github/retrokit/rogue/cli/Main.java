package io.github.retrokit.rogue.cli;

import io.github.retrokit.rogue.monster.MonsterProgram;
import io.github.retrokit.rogue.monster.SampleMonster;
import io.github.retrokit.rogue.player.PlayerProgram;
import io.github.retrokit.rogue.player.SamplePlayer;
import io.github.retrokit.rogue.posix.Posix;
import io.github.retrokit.rogue.posix.PosixException;
import io.github.retrokit.rogue.posix.SignalDefaults;
import io.github.retrokit.rogue.transport.InProcessTransport;
import io.github.retrokit.rogue.transport.ProcessTransport;
import io.github.retrokit.rogue.wire.MalformedMessageException;
import io.github.retrokit.rogue.wire.WireFormat;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameObserver;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameOutcome;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.RogueGameStartException;
import io.github.retrokit.rogue.world.TracedMessage;
import io.github.retrokit.rogue.world.WorldInputException;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** The rogue command line: {@code world}, {@code monster}, {@code player}. The only place that exits. */
public final class Main {

    /** How the user types these commands: through the launcher ({@code examples/bin/world} etc. run it too). */
    static final String PROGRAM = "retrokit rogue";

    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILURE = 1;
    public static final int EXIT_USAGE = 2;
    public static final int EXIT_BAD_INPUT = 3;
    public static final int EXIT_START_FAILED = 4;
    public static final int EXIT_TURN_LIMIT = 5;
    /**
     * What MonsterProgram and PlayerProgram return when the world has closed the socket (128 + SIGPIPE, what a
     * shell shows for a C program killed by SIGPIPE); {@link #main} then really dies of SIGPIPE, like the C ones.
     */
    public static final int EXIT_BROKEN_PIPE = PlayerProgram.EXIT_BROKEN_PIPE;

    /** Each command's usage line, as the user types it through the launcher. */
    private static final String WORLD_USAGE = String.join("\n",
            PROGRAM + " world [--in-process] [--trace] [--timeout-ms N] [--monster-limit N] [--max-turns N]",
            "                            [--format text|json|csv] < input");
    private static final String MONSTER_USAGE = PROGRAM + " monster <health> <damage> <defence> <range>";
    private static final String PLAYER_USAGE =
            PROGRAM + " player [--monster-limit N] <doorX> <doorY> <maxAttacks> <range> <leaveTurn>";

    private static final String WORLD_HELP = String.join("\n",
            "world    reads the course's input on stdin, starts the player and the monsters it names (as the C",
            "         worlds' execv does: player and ./player both mean the file in the working directory, never",
            "         one on PATH), prints every map and the game-over text on stdout; diagnostics about",
            "         misbehaving children go to stderr.",
            "         --in-process       no processes: our sample player and monsters play on threads of this JVM,",
            "                            whatever programs the input names (their arguments are used); the same",
            "                            output. Use it to play the course's inputs with the sample programs",
            "                            quickly, or where programs cannot be started; not to try your own",
            "                            player or monster, which need the processes",
            "         --trace            log every message and response, decoded, on stderr",
            "         --timeout-ms N     how long to wait for the player's response, for the monsters' responses",
            "                            of a turn, for every ready, and for a child to exit after game_over",
            "                            (default " + RogueGameOptions.DEFAULT_TIMEOUT.toMillis() + ")",
            "         --monster-limit N  MONSTER_LIMIT of the message.h the children were built with (default 20)",
            "         --max-turns N      stop after turn N's map (default: no limit, like the course's world);",
            "                            nothing more is printed on stdout, every child gets game_over",
            "         --format F         text (default): the course's maps and game-over text; json or csv:",
            "                            instead of them, the game's result (schema retrokit.rogue.game/1:",
            "                            outcome, playerWon, gameOver, turns, diagnostics)",
            "         exit status: 0 game over (any outcome, even with misbehaving children), 2 usage,",
            "                      3 malformed input, stdin unreadable or stdout not writable,",
            "                      4 a child could not be started or did not send ready,",
            "                      5 stopped at the turn limit, 1 other failure,",
            "                      141 stdout is a closed pipe (the game stops, every child is reaped)",
            "");
    private static final String MONSTER_HELP = String.join("\n",
            "monster  the course's sample monster, talking on stdin/stdout",
            "         exit status: 0 done, 2 usage, 3 stdin ended inside a message;",
            "         killed by SIGPIPE (shell: 141) when the world has closed the socket, like a C monster",
            "");
    private static final String PLAYER_HELP = String.join("\n",
            "player   the course's sample player (exact behaviour of its compiled binary), on stdin/stdout",
            "         exit status: 0 done, 2 usage, 3 stdin ended before or inside a message;",
            "         killed by SIGPIPE (shell: 141) when the world has closed the socket, like the binary",
            "");

    /** {@code retrokit rogue --help}: every command. */
    static final String USAGE = "usage: " + WORLD_USAGE + "\n       " + MONSTER_USAGE
            + "\n       " + PLAYER_USAGE + "\n\n" + WORLD_HELP + MONSTER_HELP + PLAYER_HELP;

    /** {@code retrokit rogue <command> --help}: that command's usage line and text. */
    static String help(String command) {
        return switch (command) {
            case "world" -> "usage: " + WORLD_USAGE + "\n\n" + WORLD_HELP;
            case "monster" -> "usage: " + MONSTER_USAGE + "\n\n" + MONSTER_HELP;
            case "player" -> "usage: " + PLAYER_USAGE + "\n\n" + PLAYER_HELP;
            default -> USAGE;
        };
    }

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && (args[0].equals("monster") || args[0].equals("player"))) {
            SignalDefaults.restore(); // first: SIGINT/SIGTERM/SIGHUP now kill the child at once, as a C child
        }
        int status;
        try {
            status = run(args);
        } catch (RuntimeException | LinkageError e) { // a bug or a broken installation, never the user's input
            System.err.println("rogue: internal error: " + e);
            status = EXIT_FAILURE;
        }
        if (status == EXIT_BROKEN_PIPE) {
            dieOfSigpipe();
        }
        System.exit(status);
    }

    /** Ends this JVM the way the C programs end on a write to a closed socket: killed by SIGPIPE. */
    private static void dieOfSigpipe() {
        try {
            Posix.get().raiseWithDefaultAction(Posix.SIGPIPE);
            Thread.sleep(5_000); // the signal is on its way
        } catch (PosixException | InterruptedException | LinkageError e) {
            // no native access: fall back to the status a shell would show
        }
    }

    /** Runs one command on the real stdin/stdout/stderr; returns the exit status. */
    static int run(String[] args) {
        if (args.length == 0) {
            return usageError(PROGRAM, "no command given (expected world, monster or player)");
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        // World: -h/--help anywhere; the course's monster and player: only as the first argument (later ones are
        // program arguments, read like std::stoi).
        boolean help = args[0].equals("world") ? rest.stream().anyMatch(Main::isHelp) : !rest.isEmpty() && isHelp(rest.get(0));
        if (help) {
            System.out.print(help(args[0]));
            return EXIT_OK;
        }
        try {
            switch (args[0]) {
                case "-h":
                case "--help":
                case "help":
                    System.out.print(USAGE);
                    return EXIT_OK;
                case "world":
                    return world(WorldOptions.parse(rest));
                case "monster":
                    return monster(rest);
                case "player":
                    return player(rest);
                default:
                    throw new UsageException("unknown command '" + args[0] + "'");
            }
        } catch (UsageException e) {
            boolean known = List.of("world", "monster", "player").contains(args[0]);
            return usageError(known ? PROGRAM + " " + args[0] : PROGRAM, e.getMessage());
        }
    }

    /**
     * A usage error: {@code <prog>: <problem>} and {@code try '<prog> --help'}, where {@code prog} is the command
     * as the user types it through the launcher, so the suggested command works.
     */
    private static int usageError(String prog, String problem) {
        System.err.println(prog + ": " + problem);
        System.err.println("try '" + prog + " --help'");
        return EXIT_USAGE;
    }

    private static boolean isHelp(String arg) {
        return arg.equals("-h") || arg.equals("--help");
    }

    private static int world(WorldOptions o) {
        WorldInput input;
        try {
            input = WorldInputParser.parse(new InputStreamReader(System.in, StandardCharsets.UTF_8), "stdin",
                    o.monsterLimit());
        } catch (WorldInputException e) {
            System.err.println("world: " + e.getMessage());
            return EXIT_BAD_INPUT;
        } catch (IOException e) { // an input error, as a malformed input is (a directory, a device failing)
            System.err.println("world: cannot read stdin: " + e.getMessage());
            return EXIT_BAD_INPUT;
        }
        Writer stdout = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.US_ASCII));
        Appendable maps = o.format() == ResultFormat.TEXT ? stdout : Writer.nullWriter();
        RogueGameResult result;
        try {
            result = play(input, o, maps, new StderrObserver(o.trace()));
            if (o.format() != ResultFormat.TEXT) {
                stdout.write(o.format().render(result));
            }
            stdout.flush();
        } catch (RogueGameStartException e) {
            System.err.println("world: " + e.getMessage());
            return EXIT_START_FAILED;
        } catch (IOException | UncheckedIOException e) { // the game stopped there; every child is reaped
            if (isBrokenPipe(e)) {
                return EXIT_BROKEN_PIPE; // quietly, as a C world killed by SIGPIPE
            }
            // as a file that cannot be written: the suite's input/output status, crobots' and austerity's too
            Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
            System.err.println("world: cannot write standard output: "
                    + (cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName()));
            return EXIT_BAD_INPUT;
        }
        if (result.outcome() == RogueGameOutcome.TURN_LIMIT) {
            System.err.println("world: stopped at the turn limit, after turn " + result.turns() + "; no winner");
            return EXIT_TURN_LIMIT;
        }
        return EXIT_OK;
    }

    /** A write to a pipe whose reader has gone (EPIPE; the JVM ignores SIGPIPE, so the write fails instead). */
    private static boolean isBrokenPipe(Exception e) {
        Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
        return cause != null && "Broken pipe".equals(cause.getMessage());
    }

    /** Plays the game in-process, or with processes that a shutdown hook kills and reaps on SIGINT/SIGTERM/SIGHUP. */
    private static RogueGameResult play(WorldInput input, WorldOptions o, Appendable out, StderrObserver observer)
            throws RogueGameStartException {
        WireFormat wire = WireFormat.withMonsterLimit(o.monsterLimit());
        RogueGameOptions options = new RogueGameOptions(o.timeout(), observer, o.maxTurns());
        if (o.inProcess()) { // threads of their own, so --timeout-ms bounds them as it bounds processes
            return RogueGame.play(input, InProcessTransport.samples(wire).withOwnThreads(), out, options);
        }
        ProcessTransport processes = ProcessTransport.create(wire);
        Thread killChildren = new Thread(() -> {
            observer.silence(); // the children it kills are not misbehaving: no diagnostics about them
            processes.killAll();
        }, "rogue-world-kill-children");
        Runtime.getRuntime().addShutdownHook(killChildren); // mid-game signals: no child outlives the world
        try {
            return RogueGame.play(input, processes, out, options);
        } finally {
            removeHook(killChildren);
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook runs
        }
    }

    private static int monster(List<String> args) throws UsageException {
        SampleMonster monster;
        try {
            monster = SampleMonster.fromArguments(args);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try {
            return new MonsterProgram(monster).run(new FileInputStream(FileDescriptor.in),
                    new FileOutputStream(FileDescriptor.out));
        } catch (MalformedMessageException e) {
            return notAWorld("monster", e);
        }
    }

    private static int player(List<String> args) throws UsageException {
        List<String> positional = args;
        int limit = WireFormat.DEFAULT_MONSTER_LIMIT;
        if (!args.isEmpty() && args.get(0).equals("--monster-limit")) {
            limit = WorldOptions.monsterLimit(args, 1);
            positional = args.subList(2, args.size());
        } else if (!args.isEmpty() && args.get(0).startsWith("--monster-limit=")) {
            limit = WorldOptions.monsterLimit(List.of(args.get(0).substring("--monster-limit=".length())), 0);
            positional = args.subList(1, args.size());
        }
        SamplePlayer player;
        try {
            player = SamplePlayer.fromArguments(positional, limit);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try {
            return new PlayerProgram(player, WireFormat.withMonsterLimit(limit)).run(
                    new FileInputStream(FileDescriptor.in), new FileOutputStream(FileDescriptor.out));
        } catch (MalformedMessageException e) {
            return notAWorld("player", e);
        }
    }

    /** Stdin ended inside a message (or before the first): it was not a world's socket; exit 3, never a loop. */
    private static int notAWorld(String command, MalformedMessageException e) {
        System.err.println(PROGRAM + " " + command + ": stdin is not a world's messages: " + e.getMessage() + " of stdin");
        return EXIT_BAD_INPUT;
    }

    /** Diagnostics (and, with --trace, every message) on stderr, one line each. */
    private static final class StderrObserver implements RogueGameObserver {
        private final boolean trace;
        private volatile boolean silent;

        StderrObserver(boolean trace) {
            this.trace = trace;
        }

        void silence() {
            silent = true;
        }

        @Override
        public void message(TracedMessage m) {
            if (trace && !silent) {
                String arrow = m.toEntity() ? "world -> " + m.entity() : m.entity() + " -> world";
                System.err.println("trace: turn " + m.turn() + ": " + arrow + ": " + m.content());
            }
        }

        @Override
        public void diagnostic(String sentence) {
            if (silent) {
                return;
            }
            System.err.println("world: " + sentence);
        }
    }
}
