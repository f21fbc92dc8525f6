package io.github.retrokit.rogue.cli;

import io.github.retrokit.rogue.wire.WireFormat;
import io.github.retrokit.rogue.world.RogueGameOptions;

import java.time.Duration;
import java.util.List;

/**
 * The world command's options: {@code [--in-process] [--trace] [--timeout-ms N] [--monster-limit N] [--max-turns N]
 * [--format text|json|csv]}.
 */
record WorldOptions(boolean inProcess, boolean trace, Duration timeout, int monsterLimit, int maxTurns,
                    ResultFormat format) {

    /** The options that take a value, after a space or an '='. */
    private static final List<String> VALUED = List.of("--timeout-ms", "--monster-limit", "--max-turns", "--format");

    static WorldOptions parse(List<String> args) throws UsageException {
        boolean inProcess = false;
        boolean trace = false;
        Duration timeout = RogueGameOptions.DEFAULT_TIMEOUT;
        int limit = WireFormat.DEFAULT_MONSTER_LIMIT;
        int maxTurns = 0;
        ResultFormat format = ResultFormat.TEXT;
        for (int i = 0; i < args.size(); i++) {
            String name = args.get(i);
            List<String> line = args; // where the option's value is: the next argument, or after '='
            int eq = name.indexOf('=');
            if (name.startsWith("--") && eq > 0) { // --name=value, as the suite's other commands read it
                line = List.of(name.substring(eq + 1));
                name = name.substring(0, eq);
            }
            if (name.equals("--in-process") || name.equals("--trace")) {
                if (line != args) {
                    throw new UsageException(name + " takes no value");
                }
                inProcess |= name.equals("--in-process");
                trace |= name.equals("--trace");
                continue;
            }
            if (!VALUED.contains(name)) {
                throw new UsageException((name.startsWith("-") ? "unknown option '" : "unexpected argument '")
                        + name + "'");
            }
            int at = line == args ? ++i : 0;
            switch (name) {
                case "--timeout-ms" -> timeout = Duration.ofMillis(number(name, line, at, Integer.MAX_VALUE));
                case "--monster-limit" -> limit = monsterLimit(line, at);
                case "--max-turns" -> maxTurns = number(name, line, at, Integer.MAX_VALUE);
                default -> format = ResultFormat.parse(value(name, line, at));
            }
        }
        return new WorldOptions(inProcess, trace, timeout, limit, maxTurns, format);
    }

    /** The value after {@code --monster-limit}: a positive int no larger than the wire format allows. */
    static int monsterLimit(List<String> args, int at) throws UsageException {
        return number("--monster-limit", args, at, WireFormat.MAX_MONSTER_LIMIT);
    }

    /** The word after an option. */
    static String value(String option, List<String> args, int at) throws UsageException {
        if (at >= args.size()) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(at);
    }

    /** The value after an option: a whole number from 1 to {@code max}, in the suite's one wording otherwise. */
    static int number(String option, List<String> args, int at, int max) throws UsageException {
        String text = value(option, args, at);
        try {
            int n = Integer.parseInt(text);
            if (n >= 1 && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // the same message as a number out of range
        }
        throw new UsageException(option + " needs a number from 1 to " + max + ", not '" + text + "'");
    }
}
