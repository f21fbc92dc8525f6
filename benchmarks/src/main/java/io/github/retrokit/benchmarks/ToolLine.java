package io.github.retrokit.benchmarks;

import java.io.PrintStream;
import java.util.List;

/**
 * The command line of a measuring tool with a main ({@code SeriesCpuTime}, {@code MipsLoopCpuTime}, ...): a mode
 * word, then optional counts and names. The whole line is read before anything is measured. A mistake prints
 * {@code <tool>: <what is wrong>} (the suite's wording: {@code runs needs a number from 1 to 2147483647, not 'x'},
 * {@code unexpected argument 'x'}) and the tool's usage line on stderr, and exits with status 2, the suite's usage
 * error, without a stack trace; {@code --help} or {@code -h} prints the usage line on stdout and exits 0.
 */
public final class ToolLine {

    /** A tool's measurement, given its command line once that line is known to be usable. */
    @FunctionalInterface
    public interface Tool {
        /** Measures and prints. @throws Exception a failure of the measured code (not of the command line) */
        void measure(ToolLine line) throws Exception;
    }

    /** A mistake on the command line: its message is the line printed after the tool's name. */
    static final class Mistake extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Mistake(String message) {
            super(message, null, false, false);
        }
    }

    private final String usage;
    private final String[] args;

    /** @param usage the tool's usage line, as {@code usage: <usage>} prints it */
    ToolLine(String usage, String[] args) {
        this.usage = usage;
        this.args = args.clone();
    }

    /**
     * Runs {@code tool} on {@code args}, or ends the JVM with status 0 after the usage on {@code --help}, status 2
     * after the message and the usage on a mistake. {@code usage} starts with the tool's name.
     */
    public static void run(String usage, String[] args, Tool tool) throws Exception {
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            System.out.println("usage: " + usage);
            System.exit(0);
        }
        try {
            tool.measure(new ToolLine(usage, args));
        } catch (Mistake e) {
            refuse(System.err, usage, e);
            System.exit(2);
        }
    }

    /** The two lines a mistake prints. */
    static void refuse(PrintStream err, String usage, Mistake e) {
        err.println(usage.substring(0, usage.indexOf(' ')) + ": " + e.getMessage());
        err.println("usage: " + usage);
    }

    /**
     * The word at {@code index}, one of {@code words}, or {@code otherwise} when the line is shorter (null: the
     * word is required). @throws Mistake {@code <name> needs a or b, not 'x'}, {@code no <name> given (a or b)}
     */
    public String word(int index, String name, List<String> words, String otherwise) {
        if (index >= args.length) {
            if (otherwise == null) {
                throw new Mistake("no " + name + " given (" + choice(words) + ")");
            }
            return otherwise;
        }
        if (!words.contains(args[index])) {
            throw new Mistake(name + " needs " + choice(words) + ", not '" + args[index] + "'");
        }
        return args[index];
    }

    /**
     * The count at {@code index}, from 1 to {@code max}, or {@code otherwise} when the line is shorter.
     * @throws Mistake {@code <name> needs a number from 1 to <max>, not 'x'}
     */
    public long count(int index, String name, long otherwise, long max) {
        if (index >= args.length) {
            return otherwise;
        }
        try {
            long n = Long.parseLong(args[index]);
            if (n >= 1 && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // the same words as a number out of bounds
        }
        throw new Mistake(name + " needs a number from 1 to " + max + ", not '" + args[index] + "'");
    }

    /** {@link #count(int, String, long, long)} up to {@link Integer#MAX_VALUE}. */
    public int count(int index, String name, int otherwise) {
        return (int) count(index, name, otherwise, Integer.MAX_VALUE);
    }

    /**
     * The arguments from {@code index} on, each one of {@code names}, or all of {@code names} when there are none.
     * @throws Mistake {@code <what> needs a, b or c, not 'x'}
     */
    public List<String> names(int index, String what, List<String> names) {
        if (index >= args.length) {
            return names;
        }
        List<String> given = List.of(args).subList(index, args.length);
        for (String g : given) {
            if (!names.contains(g)) {
                throw new Mistake(what + " needs " + choice(names) + ", not '" + g + "'");
            }
        }
        return given;
    }

    /** Refuses arguments from {@code count} on. @throws Mistake {@code unexpected argument 'x'} */
    public void atMost(int count) {
        if (args.length > count) {
            throw new Mistake("unexpected argument '" + args[count] + "'");
        }
    }

    /** The argument at {@code index} as typed. */
    public String arg(int index) {
        return args[index];
    }

    private static String choice(List<String> words) {
        return words.size() == 1 ? words.get(0)
                : String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
