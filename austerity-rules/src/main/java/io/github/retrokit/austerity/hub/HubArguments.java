package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.text.FieldReader;
import io.github.retrokit.austerity.rules.GameSetup;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Parses {@code tokens points deck player player [player ...]} plus RetroKit's options, in the spec's
 * order: argument count ({@link HubExit#USAGE}), tokens, points, then option values
 * ({@link HubExit#BAD_ARGUMENT}). The deck is read later, by the hub, before any player starts.
 *
 * <p>Options (anywhere on the line): {@code --max-rounds N}, {@code --timeout MS}, {@code --end-on-stall},
 * {@code --trace}.
 */
public final class HubArguments {
    /** Thrown for an argument error; carries the exit. */
    public static final class Rejected extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient HubExit exit;

        Rejected(HubExit exit, String why) {
            super(why, null, false, false);
            this.exit = exit;
        }

        /**
         * {@link HubExit#USAGE}, {@link HubExit#BAD_ARGUMENT} or {@link HubExit#DECK_ACCESS}.
         *
         * @return {@link HubExit#USAGE}, {@link HubExit#BAD_ARGUMENT} or {@link HubExit#DECK_ACCESS}
         */
        public HubExit exit() {
            return exit;
        }
    }

    private HubArguments() {
    }

    /**
     * Parses the hub's command line as the course's {@code austerity} checks it, in the spec's order.
     *
     * @param args the command-line arguments after the program name: {@code tokens points deck player player ...}
     *             and RetroKit's options
     * @return the hub's configuration
     * @throws Rejected with the exit status the spec prescribes and an explanation
     */
    public static HubConfig parse(List<String> args) throws Rejected {
        List<String> positional = new ArrayList<>();
        String maxRounds = "0";
        String timeout = Long.toString(HubConfig.DEFAULT_TIMEOUT_MILLIS);
        boolean endOnStall = false;
        boolean trace = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--max-rounds" -> maxRounds = value(args, ++i, arg);
                case "--timeout" -> timeout = value(args, ++i, arg);
                case "--end-on-stall" -> endOnStall = true;
                case "--trace" -> trace = true;
                default -> positional.add(arg);
            }
        }
        int players = positional.size() - 3;
        if (players < GameSetup.MIN_PLAYERS || players > GameSetup.MAX_PLAYERS) {
            throw new Rejected(HubExit.USAGE, "expected tokens, points, a deck and 2-26 players, got "
                    + positional.size() + " arguments");
        }
        int tokens = nonNegative(positional.get(0), "tokens");
        int points = nonNegative(positional.get(1), "points");
        int rounds = nonNegative(maxRounds, "--max-rounds");
        int millis = nonNegative(timeout, "--timeout");
        GameSetup game = GameSetup.players(players).tokens(tokens).pointsTarget(points).maxRounds(rounds)
                .endOnStall(endOnStall).build();
        return HubConfig.deck(deckPath(positional.get(2))).players(positional.subList(3, positional.size()))
                .game(game).timeoutMillis(millis).trace(trace).build();
    }

    private static Path deckPath(String text) throws Rejected {
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new Rejected(HubExit.DECK_ACCESS, "deck file name '" + text + "' is not a path");
        }
    }

    private static String value(List<String> args, int index, String option) throws Rejected {
        if (index >= args.size()) {
            throw new Rejected(HubExit.USAGE, option + " needs a value");
        }
        return args.get(index);
    }

    private static int nonNegative(String text, String what) throws Rejected {
        OptionalInt value = FieldReader.parseWhole(text);
        if (value.isEmpty() || value.getAsInt() < 0) {
            throw new Rejected(HubExit.BAD_ARGUMENT, what + " '" + text + "' is not a non-negative whole number");
        }
        return value.getAsInt();
    }
}
