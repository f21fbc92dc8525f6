package io.github.retrokit.rogue.cli;

import io.github.retrokit.rogue.monster.MonsterProgram;
import io.github.retrokit.rogue.monster.SampleMonster;
import io.github.retrokit.rogue.player.PlayerProgram;
import io.github.retrokit.rogue.player.SamplePlayer;
import io.github.retrokit.rogue.transport.ProcessTransport;
import io.github.retrokit.rogue.wire.WireFormat;
import io.github.retrokit.rogue.world.Game;
import io.github.retrokit.rogue.world.GameObserver;
import io.github.retrokit.rogue.world.GameOptions;
import io.github.retrokit.rogue.world.GameStartException;
import io.github.retrokit.rogue.world.InputFormatException;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The rogue command line: {@code world}, {@code monster}, {@code player}. The only place that exits. */
public final class Main {

    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILURE = 1;
    public static final int EXIT_USAGE = 2;
    public static final int EXIT_BAD_INPUT = 3;
    public static final int EXIT_START_FAILED = 4;

    static final String USAGE = String.join("\n",
            "usage: rogue world [--trace] [--timeout-ms N] [--monster-limit N]   < input",
            "       rogue monster <health> <damage> <defence> <range>",
            "       rogue player [--monster-limit N] <doorX> <doorY> <maxAttacks> <range> <leaveTurn>",
            "",
            "world    reads the course's input on stdin, starts the player and the monsters it names (./x is",
            "         relative to the working directory, other names are found on PATH), prints every map and",
            "         the game-over text on stdout; diagnostics about misbehaving children go to stderr.",
            "         --trace          log every message and response, decoded, on stderr",
            "         --timeout-ms N   how long to wait for a child's response (default "
                    + GameOptions.DEFAULT_TIMEOUT.toMillis() + ")",
            "         --monster-limit N  MONSTER_LIMIT of the message.h the children were built with (default 20)",
            "         exit status: 0 game over (any outcome), 2 usage, 3 malformed input,",
            "                      4 a child could not be started or did not send ready, 1 other failure",
            "monster  the course's sample monster, talking on stdin/stdout",
            "         exit status: 0 done, 1 message cut short, 2 usage, 141 world gone (broken pipe)",
            "player   the course's sample player (exact behaviour of its compiled binary), on stdin/stdout",
            "         exit status: 0 done, 2 usage, 141 world gone (broken pipe)",
            "");

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs one command on the real stdin/stdout/stderr; returns the exit status. */
    static int run(String[] args) {
        if (args.length == 0) {
            System.err.print(USAGE);
            return EXIT_USAGE;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        switch (args[0]) {
            case "-h":
            case "--help":
            case "help":
                System.out.print(USAGE);
                return EXIT_OK;
            case "world":
                return world(rest);
            case "monster":
                return monster(rest);
            case "player":
                return player(rest);
            default:
                return usage("unknown command '" + args[0] + "'");
        }
    }

    private static int world(List<String> args) {
        boolean trace = false;
        Duration timeout = GameOptions.DEFAULT_TIMEOUT;
        int limit = WireFormat.DEFAULT_MONSTER_LIMIT;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--trace")) {
                trace = true;
            } else if (arg.equals("--timeout-ms") && i + 1 < args.size()) {
                Integer ms = positive(args.get(++i));
                if (ms == null) {
                    return usage("--timeout-ms needs a positive number of milliseconds, got '" + args.get(i) + "'");
                }
                timeout = Duration.ofMillis(ms);
            } else if (arg.equals("--monster-limit") && i + 1 < args.size()) {
                Integer n = positive(args.get(++i));
                if (n == null) {
                    return usage("--monster-limit needs a positive number, got '" + args.get(i) + "'");
                }
                limit = n;
            } else {
                return usage("world: unexpected argument '" + arg + "'");
            }
        }
        WireFormat wire = WireFormat.withMonsterLimit(limit);
        WorldInput input;
        try {
            input = WorldInputParser.parse(new InputStreamReader(System.in, StandardCharsets.UTF_8), "stdin", limit);
        } catch (InputFormatException e) {
            System.err.println("world: " + e.getMessage());
            return EXIT_BAD_INPUT;
        } catch (IOException e) {
            System.err.println("world: cannot read stdin: " + e.getMessage());
            return EXIT_FAILURE;
        }
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)), false,
                StandardCharsets.US_ASCII);
        GameOptions options = new GameOptions(timeout, wire, new StderrObserver(trace));
        try {
            Game.play(input, ProcessTransport.create(wire), out, options);
            return EXIT_OK;
        } catch (GameStartException e) {
            System.err.println("world: " + e.getMessage());
            return EXIT_START_FAILED;
        } finally {
            out.flush();
        }
    }

    private static int monster(List<String> args) {
        SampleMonster monster;
        try {
            monster = SampleMonster.fromArguments(args);
        } catch (IllegalArgumentException e) {
            return usage("monster: " + e.getMessage());
        }
        return new MonsterProgram(monster).run(new FileInputStream(FileDescriptor.in),
                new FileOutputStream(FileDescriptor.out));
    }

    private static int player(List<String> args) {
        List<String> positional = new ArrayList<>(args);
        int limit = WireFormat.DEFAULT_MONSTER_LIMIT;
        if (positional.size() >= 2 && positional.get(0).equals("--monster-limit")) {
            Integer n = positive(positional.get(1));
            if (n == null) {
                return usage("--monster-limit needs a positive number, got '" + positional.get(1) + "'");
            }
            limit = n;
            positional = positional.subList(2, positional.size());
        }
        SamplePlayer player;
        try {
            player = SamplePlayer.fromArguments(positional, limit);
        } catch (IllegalArgumentException e) {
            return usage("player: " + e.getMessage());
        }
        return new PlayerProgram(player, WireFormat.withMonsterLimit(limit)).run(new FileInputStream(FileDescriptor.in),
                new FileOutputStream(FileDescriptor.out));
    }

    private static Integer positive(String text) {
        try {
            int n = Integer.parseInt(text);
            return n > 0 ? n : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static int usage(String problem) {
        System.err.println("rogue: " + problem);
        System.err.print(USAGE);
        return EXIT_USAGE;
    }

    /** Diagnostics (and, with --trace, every message) on stderr, one line each. */
    private static final class StderrObserver implements GameObserver {
        private final boolean trace;

        StderrObserver(boolean trace) {
            this.trace = trace;
        }

        @Override
        public void message(int turn, String entity, boolean toEntity, Object message) {
            if (trace) {
                String arrow = toEntity ? "world -> " + entity : entity + " -> world";
                System.err.println("trace: turn " + turn + ": " + arrow + ": " + message);
            }
        }

        @Override
        public void diagnostic(String sentence) {
            System.err.println("world: " + sentence);
        }
    }
}
