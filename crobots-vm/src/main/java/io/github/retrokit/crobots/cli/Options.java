package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.world.Mode;
import io.github.retrokit.crobots.world.Quirks;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The command line: the original's options ({@code -mN -lN -c -d}, letter case-insensitive, the value attached
 * or as the next argument) plus ours ({@code --seed --mode --quirk --jobs --group --tournament --view --view-speed
 * --replay --code-limit --amiga-header --help}).
 */
final class Options {

    int matches;
    boolean matchesGiven;
    /** {@code -m}'s value as typed (for messages), or null. */
    String matchesText;
    long limit = 500_000;
    boolean compileOnly;
    boolean debug;
    Long seed;
    Mode mode = Mode.CLASSIC;
    final List<String[]> quirkOverrides = new ArrayList<>();
    int jobs;
    int group;
    boolean tournament;
    int codeLimit = 1000;
    boolean amigaHeader;
    boolean help;
    boolean view;
    int viewSpeed = 1;
    boolean viewSpeedGiven;
    boolean save;
    String replay;
    Format format = Format.TEXT;
    boolean formatGiven;
    boolean noProgress;
    final List<String> files = new ArrayList<>();

    /** The fastest live view: a frame every 30,000 rounds. */
    static final int MAX_VIEW_SPEED = 1000;

    /** The most matches one tournament plays (every result is kept for the table). */
    static final int MAX_TOURNAMENT_MATCHES = 1_000_000;

    /** {@code -m}'s value when it is not a whole number: the original's modes refuse it once the line is read. */
    private UsageException matchesMistake;

    static Options parse(String[] args) throws UsageException {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            try {
                i = o.option(args, i);
            } catch (UsageException e) {
                // the first mistake on the line is named; a -m before it in the words of the mode the line asks for
                throw o.matchesMistake == null ? e
                        : asksTournament(args) ? o.tournamentMatchesMistake() : o.matchesMistake;
            }
        }
        if (o.matchesMistake != null && !o.tournamentPlay()) {
            throw o.matchesMistake;
        }
        return o;
    }

    /** Reads the argument at {@code i} (and its value); returns the index of the last argument read. */
    private int option(String[] args, int i) throws UsageException {
        String a = args[i];
        if (a.startsWith("--")) {
            return longOption(args, i);
        }
        if (a.startsWith("-") && a.length() > 1) {
            return shortOption(args, i);
        }
        files.add(a);
        return i;
    }

    /** Whether the whole line, read past its mistakes, asks for a tournament ({@link #tournamentPlay()}). */
    private static boolean asksTournament(String[] args) {
        Options whole = new Options();
        for (int i = 0; i < args.length; i++) {
            try {
                i = whole.option(args, i);
            } catch (UsageException e) {
                // a later mistake: only the mode is asked here
            }
        }
        return whole.tournamentPlay();
    }

    /**
     * True when the line asks for a tournament ({@code --tournament}, {@code --jobs}, {@code --group}), RetroKit's
     * own mode, and not the original's {@code -c} or {@code -d}.
     */
    boolean tournamentPlay() {
        return !compileOnly && !debug && (tournament || jobs > 0 || group > 0);
    }

    /**
     * In a tournament a {@code -m} that is not a number from 1 to {@link #MAX_TOURNAMENT_MATCHES} (the original's
     * -m0, one watched match, has no meaning there; above it the results would not be kept) is refused in one
     * sentence, as typed. @throws UsageException {@code -m needs a number from 1 to 1000000, not '<typed>'}
     */
    void checkTournamentMatches() throws UsageException {
        if (matchesGiven && (matchesMistake != null || matches < 1 || matches > MAX_TOURNAMENT_MATCHES)) {
            throw tournamentMatchesMistake();
        }
    }

    private UsageException tournamentMatchesMistake() {
        return new UsageException("-m needs a number from 1 to " + MAX_TOURNAMENT_MATCHES + ", not '" + matchesText + "'");
    }

    private int shortOption(String[] args, int i) throws UsageException {
        String a = args[i];
        char letter = Character.toLowerCase(a.charAt(1));
        String attached = a.substring(2);
        switch (letter) {
            case 'c' -> compileOnly = true;
            case 'd' -> debug = true;
            case 'm', 'l' -> {
                String value = attached;
                if (value.isEmpty() && i + 1 < args.length && meantAsNumber(args[i + 1])) {
                    value = args[++i];
                }
                if (value.isEmpty()) {
                    throw new UsageException("-" + letter + " needs a value");
                }
                if (letter == 'm') {
                    matchesGiven = true;
                    matchesText = value;
                    try {
                        long n = number("-m", value);
                        matches = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, n));
                        matchesMistake = null;
                    } catch (UsageException e) {
                        matchesMistake = e; // worded once the mode is known: a tournament's -m says its bounds
                    }
                } else {
                    limit = number("-l", value);
                }
            }
            case 'h' -> help = true;
            default -> throw new UsageException("unknown option '" + a + "'");
        }
        return i;
    }

    private int longOption(String[] args, int i) throws UsageException {
        String a = args[i];
        String name = a;
        String value = null;
        int eq = a.indexOf('=');
        if (eq > 0) {
            name = a.substring(0, eq);
            value = a.substring(eq + 1);
        }
        if (flag(name)) {
            if (value != null) {
                throw new UsageException(name + " takes no value");
            }
            return i;
        }
        if (!List.of("--seed", "--mode", "--quirk", "--jobs", "--group", "--code-limit", "--replay",
                "--view-speed", "--format").contains(name)) {
            throw new UsageException("unknown option '" + name + "'");
        }
        if (value == null) {
            if (i + 1 >= args.length) {
                throw new UsageException(name + " needs a value");
            }
            value = args[++i];
        }
        setValue(name, value);
        return i;
    }

    /** Sets the long option {@code name} when it is a flag (an option without a value). */
    private boolean flag(String name) {
        switch (name) {
            case "--help" -> help = true;
            case "--tournament" -> tournament = true;
            case "--amiga-header" -> amigaHeader = true;
            case "--save" -> save = true;
            case "--view" -> view = true;
            case "--no-progress" -> noProgress = true;
            default -> {
                return false;
            }
        }
        return true;
    }

    private void setValue(String name, String value) throws UsageException {
        switch (name) {
            case "--seed" -> seed = number(name, value);
            case "--mode" -> mode = parseMode(value);
            case "--quirk" -> quirkOverrides.add(parseQuirk(value));
            case "--replay" -> replay = value;
            case "--format" -> {
                format = Format.parse(value);
                formatGiven = true;
            }
            case "--jobs" -> jobs = (int) range(name, value, 1, 4096);
            case "--group" -> group = (int) range(name, value, 2, 4);
            case "--view-speed" -> {
                viewSpeed = (int) range(name, value, 1, MAX_VIEW_SPEED);
                viewSpeedGiven = true;
            }
            default -> codeLimit = (int) range(name, value, 2, 32767);
        }
    }

    private static Mode parseMode(String value) throws UsageException {
        try {
            return Mode.parse(value);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--mode needs classic or fixed, not '" + value + "'");
        }
    }

    private static String[] parseQuirk(String value) throws UsageException {
        int eq = value.indexOf('=');
        String name = eq < 0 ? value : value.substring(0, eq);
        String state = eq < 0 ? "on" : value.substring(eq + 1).toLowerCase(Locale.ROOT);
        if (!Quirks.NAMES.contains(name)) {
            List<String> names = Quirks.NAMES;
            throw new UsageException("--quirk needs " + String.join(", ", names.subList(0, names.size() - 1))
                    + " or " + names.get(names.size() - 1) + ", not '" + value + "'");
        }
        if (!state.equals("on") && !state.equals("off")) {
            throw new UsageException("--quirk needs " + name + "=on or " + name + "=off, not '" + value + "'");
        }
        return new String[] {name, state};
    }

    /** The quirks: the mode's set with every {@code --quirk} override applied in order. */
    Quirks quirks() {
        Quirks q = mode.quirks();
        for (String[] o : quirkOverrides) {
            q = q.with(o[0], o[1].equals("on"));
        }
        return q;
    }

    /** {@code --seed}, else the environment's {@code CROBOTS_SEED}, else the clock as the original ({@code time & 0xFFFF}). */
    long seed(Map<String, String> env) throws UsageException {
        if (seed != null) {
            return seed;
        }
        String fromEnv = env.get("CROBOTS_SEED");
        if (fromEnv != null && !fromEnv.isBlank()) {
            return number("CROBOTS_SEED", fromEnv.trim());
        }
        return (System.currentTimeMillis() / 1000) & 0xFFFF;
    }

    /** {@link #seed(Map)} for a run; a seed taken from the clock is named on stderr, so the run can be replayed. */
    long seed(Console c) throws UsageException {
        long s = seed(c.env());
        if (seed == null && (c.env().get("CROBOTS_SEED") == null || c.env().get("CROBOTS_SEED").isBlank())) {
            c.err().print(Console.PROGRAM + ": seed " + s + " from the clock (--seed " + s + " replays this run)\n");
        }
        return s;
    }

    /**
     * Whether the word after a bare {@code -m} or {@code -l} was meant as its value: it starts like a number
     * (a digit, or a sign and a digit), so {@code -m 0x5} and {@code -l 1e5} are told what is wrong with the
     * number, not that the value is missing; a robot file name after it is no value.
     */
    static boolean meantAsNumber(String s) {
        int first = s.startsWith("-") || s.startsWith("+") ? 1 : 0;
        return s.length() > first && s.charAt(first) >= '0' && s.charAt(first) <= '9';
    }

    /** A whole number, else the suite's usage error {@code <what> needs a whole number, not '<value>'}. */
    private static long number(String what, String value) throws UsageException {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new UsageException(what + " needs a whole number, not '" + value + "'");
        }
    }

    /** A whole number from min to max, else {@code <what> needs a number from <min> to <max>, not '<value>'}. */
    private static long range(String what, String value, long min, long max) throws UsageException {
        try {
            long n = Long.parseLong(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // the same message as a number out of range
        }
        throw new UsageException(what + " needs a number from " + min + " to " + max + ", not '" + value + "'");
    }
}
