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
                case "--timeout-ms" -> timeout = Duration.ofMillis(positive(arg, args, ++i, "milliseconds"));
                case "--monster-limit" -> limit = monsterLimit(args, ++i);
                case "--max-turns" -> maxTurns = positive(arg, args, ++i, "turns");
                case "--format" -> format = ResultFormat.parse(value(arg, args, ++i, "text, json or csv"));
                default -> throw new UsageException((arg.startsWith("-") ? "unknown option '" : "unexpected argument '")
                        + arg + "'");
            }
        }
        return new WorldOptions(inProcess, trace, timeout, limit, maxTurns, format);
    }

    /** The value after {@code --monster-limit}: a positive int no larger than the wire format allows. */
    static int monsterLimit(List<String> args, int at) throws UsageException {
        int limit = positive("--monster-limit", args, at, "monsters");
        if (limit > WireFormat.MAX_MONSTER_LIMIT) {
            throw new UsageException("--monster-limit must be at most " + WireFormat.MAX_MONSTER_LIMIT + " monsters, got '"
                    + args.get(at) + "'");
        }
        return limit;
    }

    /** The word after an option. */
    static String value(String option, List<String> args, int at, String expected) throws UsageException {
        if (at >= args.size()) {
            throw new UsageException(option + " needs a value: " + expected);
        }
        return args.get(at);
    }

    /** The value after an option: a positive int. */
    static int positive(String option, List<String> args, int at, String unit) throws UsageException {
        if (at >= args.size()) {
            throw new UsageException(option + " needs a positive number of " + unit);
        }
        String text = args.get(at);
        try {
            int n = Integer.parseInt(text);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " needs a positive number of " + unit + ", got '" + text + "'");
    }
}
