package io.github.retrokit.spark.job;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A job's command line: positional arguments and {@code --name value} options (repeatable), checked against
 * the options the job knows.
 */
public final class Arguments {

    private final List<String> positional = new ArrayList<>();
    private final Map<String, List<String>> options = new LinkedHashMap<>();

    private Arguments() {
    }

    /** Options of {@code flags} take no value; every other known option takes one. */
    public static Arguments parse(String[] args, Set<String> valued, Set<String> flags) throws UsageException {
        Arguments a = new Arguments();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--") || arg.equals("--")) {
                a.positional.add(arg);
            } else if (flags.contains(arg)) {
                a.options.computeIfAbsent(arg, k -> new ArrayList<>()).add("true");
            } else if (!valued.contains(arg)) {
                throw UsageException.usage("unknown option '" + arg + "'");
            } else if (i + 1 == args.length) {
                throw UsageException.usage(arg + " needs a value");
            } else {
                a.options.computeIfAbsent(arg, k -> new ArrayList<>()).add(args[++i]);
            }
        }
        return a;
    }

    public List<String> positional() {
        return List.copyOf(positional);
    }

    public boolean has(String option) {
        return options.containsKey(option);
    }

    /** Every value given for {@code option}, in order. */
    public List<String> all(String option) {
        return List.copyOf(options.getOrDefault(option, List.of()));
    }

    /** The last value given for {@code option}, or {@code fallback}. */
    public String text(String option, String fallback) {
        List<String> values = options.get(option);
        return values == null ? fallback : values.get(values.size() - 1);
    }

    /** A whole number in {@code [min, max]}, or {@code fallback} when the option is absent. */
    public long number(String option, long fallback, long min, long max) throws UsageException {
        String text = text(option, null);
        return text == null ? fallback : number(option, text, min, max);
    }

    /**
     * Parses {@code text} as a whole number in {@code [min, max]}; otherwise the suite's usage error
     * {@code <what> needs a whole number, not '<text>'} (any long) or
     * {@code <what> needs a number from <min> to <max>, not '<text>'}.
     */
    public static long number(String what, String text, long min, long max) throws UsageException {
        try {
            long value = Long.parseLong(text.trim());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // the same message as a number out of range
        }
        throw UsageException.usage(what + (min == Long.MIN_VALUE && max == Long.MAX_VALUE ? " needs a whole number"
                : " needs a number from " + min + " to " + max) + ", not '" + text + "'");
    }
}
