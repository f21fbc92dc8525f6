package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.game.GameRules;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.StrategyLookupException;
import io.github.retrokit.austerity.text.FieldReader;
import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The command line of {@code game} and {@code tournament}: {@code tokens points deck strategy strategy [...]} and
 * options, checked in this order: options and their values, the argument count, tokens and points (usage errors,
 * exit 2), the class path entries (exit 3), the strategies (an unknown name exit 2, a rejected class exit 4), the
 * deck (exit 3).
 *
 * @param tokens the tokens in each pile
 * @param points the points target
 * @param deckPath the deck file as given
 * @param deck the deck
 * @param entrants one per strategy argument, in order
 * @param options the numeric options given (name to value)
 * @param format the output format
 * @param noProgress whether {@code --no-progress} was given
 */
record InProcessArguments(int tokens, int points, String deckPath, Deck deck, List<Entrant> entrants,
                          Map<String, Long> options, OutputFormat format, boolean noProgress) {

    /** Numeric options: smallest and largest value. */
    private static final Map<String, long[]> RANGES = Map.of(
            "--games", new long[] {0, 1_000_000}, "--threads", new long[] {1, 256},
            "--seed", new long[] {Long.MIN_VALUE, Long.MAX_VALUE}, "--max-rounds", new long[] {1, 1_000_000});

    /** The rules: tokens, points, the round cap ({@code --max-rounds}, default 1000), stalls ending the game. */
    GameRules rules() {
        GameRules rules = GameRules.of(tokens, points);
        return options.containsKey("--max-rounds") ? rules.withMaxRounds(options.get("--max-rounds").intValue()) : rules;
    }

    /** Whether {@code args} ask for help ({@code --help} or {@code -h} anywhere). */
    static boolean wantsHelp(List<String> args) {
        return args.contains("--help") || args.contains("-h");
    }

    /**
     * @param numeric the numeric options this command takes
     * @param flags the flags this command takes ({@code --no-progress})
     */
    static InProcessArguments parse(List<String> args, Set<String> numeric, Set<String> flags) throws CommandFailure {
        List<String> positional = new ArrayList<>();
        Map<String, String> text = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String attached = null; // --name=value, as the suite's other commands read it
            int eq = arg.indexOf('=');
            if (arg.startsWith("--") && eq > 0) {
                attached = arg.substring(eq + 1);
                arg = arg.substring(0, eq);
            }
            if (!arg.startsWith("-") || arg.equals("-")) {
                positional.add(arg);
            } else if (flags.contains(arg)) {
                if (attached != null) {
                    throw CommandFailure.usage(arg + " takes no value");
                }
                text.put(arg, "");
            } else if (!numeric.contains(arg) && !arg.equals("--format") && !arg.equals("--classpath")) {
                throw CommandFailure.usage("unknown option '" + arg + "'");
            } else if (attached != null) {
                text.put(arg, attached);
            } else if (i + 1 == args.size()) {
                throw CommandFailure.usage(arg + " needs a value");
            } else {
                text.put(arg, args.get(++i));
            }
        }
        OutputFormat format = OutputFormat.parse(text.getOrDefault("--format", "text"));
        Map<String, Long> options = new HashMap<>();
        for (String name : numeric) {
            if (text.containsKey(name)) {
                options.put(name, number(name, text.get(name), RANGES.get(name)[0], RANGES.get(name)[1]));
            }
        }
        int players = positional.size() - 3;
        if (players < GameSetup.MIN_PLAYERS || players > GameSetup.MAX_PLAYERS) {
            throw CommandFailure.usage("expected tokens, points, a deck file and 2-26 strategies; got "
                    + positional.size() + " argument" + (positional.size() == 1 ? "" : "s"));
        }
        int tokens = (int) number("tokens", positional.get(0), 0, Integer.MAX_VALUE);
        int points = (int) number("points", positional.get(1), 0, Integer.MAX_VALUE);
        ClassLoader loader = loader(text.get("--classpath"));
        List<Entrant> entrants = new ArrayList<>();
        for (String name : positional.subList(3, positional.size())) {
            entrants.add(entrant(name, loader));
        }
        Deck deck = readDeck(positional.get(2));
        return new InProcessArguments(tokens, points, positional.get(2), deck, entrants, options, format,
                text.containsKey("--no-progress"));
    }

    private static long number(String what, String value, long min, long max) throws CommandFailure {
        long number;
        if (min == Long.MIN_VALUE) {
            try {
                number = Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw CommandFailure.usage(what + " needs a whole number, not '" + value + "'");
            }
        } else {
            OptionalInt parsed = FieldReader.parseWhole(value);
            if (parsed.isEmpty() || parsed.getAsInt() < min || parsed.getAsInt() > max) {
                throw CommandFailure.usage(what + " needs a number from " + min + " to " + max + ", not '" + value + "'");
            }
            number = parsed.getAsInt();
        }
        return number;
    }

    /** The class loader for strategy classes: this program's, with {@code --classpath} entries appended. */
    private static ClassLoader loader(String classpath) throws CommandFailure {
        ClassLoader parent = InProcessArguments.class.getClassLoader();
        if (classpath == null || classpath.isEmpty()) {
            return parent;
        }
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator, -1)) {
            try {
                Path path = Path.of(entry.isEmpty() ? "." : entry);
                if (!Files.exists(path)) {
                    throw new CommandFailure(CommandFailure.INPUT, "cannot read '" + entry + "': no such file");
                }
                urls.add(path.toUri().toURL());
            } catch (InvalidPathException | MalformedURLException e) {
                throw new CommandFailure(CommandFailure.INPUT, "--classpath entry '" + entry + "' is not a path");
            }
        }
        return new URLClassLoader(urls.toArray(URL[]::new), parent);
    }

    private static Entrant entrant(String name, ClassLoader loader) throws CommandFailure {
        try {
            return new Entrant(name, Strategies.find(name, loader));
        } catch (StrategyLookupException e) {
            throw new CommandFailure(e.reason() == StrategyLookupException.Reason.NOT_FOUND
                    ? CommandFailure.USAGE : CommandFailure.NOT_STARTABLE, e.getMessage());
        }
    }

    private static Deck readDeck(String file) throws CommandFailure {
        try {
            return Deck.read(Path.of(file));
        } catch (DeckFormatException e) {
            throw new CommandFailure(CommandFailure.INPUT, "deck " + file + ": " + e.getMessage());
        } catch (IOException | InvalidPathException e) {
            throw new CommandFailure(CommandFailure.INPUT, "cannot read '" + file + "': " + why(file, e));
        }
    }

    /** Why a deck file could not be read, in words (not an exception class name). */
    private static String why(String file, Exception e) {
        if (e instanceof IOException && Files.isDirectory(Path.of(file))) {
            return "is a directory"; // the JDK's own words are "Is a directory", capitalised
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof InvalidPathException) {
            return "not a valid path";
        }
        return e.getMessage() == null ? "read error" : e.getMessage();
    }
}
