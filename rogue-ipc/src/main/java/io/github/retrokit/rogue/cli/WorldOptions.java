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

    static WorldOptions parse(List<String> args) throws UsageException {
        boolean inProcess = false;
        boolean trace = false;
        Duration timeout = RogueGameOptions.DEFAULT_TIMEOUT;
        int limit = WireFormat.DEFAULT_MONSTER_LIMIT;
        int maxTurns = 0;
        ResultFormat format = ResultFormat.TEXT;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--in-process" -> inProcess = true;
                case "--trace" -> trace = true;
                case "--timeout-ms" -> timeout = Duration.ofMillis(number(arg, args, ++i, Integer.MAX_VALUE));
                case "--monster-limit" -> limit = monsterLimit(args, ++i);
                case "--max-turns" -> maxTurns = number(arg, args, ++i, Integer.MAX_VALUE);
                case "--format" -> format = ResultFormat.parse(value(arg, args, ++i));
                default -> throw new UsageException((arg.startsWith("-") ? "unknown option '" : "unexpected argument '")
                        + arg + "'");
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
