package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.image.SourceLine;
import io.github.retrokit.mips.internal.JsonText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.Locale;

/** Formats a {@link CallResult} for people (text) and for programs (JSON). */
public final class CallReport {
    private static final int SHOWN_CALLS = 12;
    private static final int SHOWN_WRITES = 20;
    private CallReport() {
    }

    /**
     * A few lines of text: the return values, the calls made, then one line per problem.
     *
     * @param r the result
     * @return a few lines of text: the return values, the calls made, then one line per problem
     */
    public static String text(CallResult r) {
        StringBuilder out = new StringBuilder();
        out.append(r.label()).append(": ").append(outcomeText(r)).append('\n');
        // Locale.US wherever %d is formatted: ASCII digits in any locale, and no locale data loaded (the first
        // %d in the default locale loads it at start: mips-core/docs/performance-history.md, "Start-up, second
        // round")
        out.append(String.format(Locale.US, "  $v0 = %d (0x%08x), $v1 = %d (0x%08x)%n", r.v0(), r.v0(), r.v1(),
                r.v1()));
        out.append("  instructions: ").append(r.instructions()).append('\n');
        out.append("  calls: ").append(callsText(r.calledLabels())).append('\n');
        if (!r.output().isEmpty()) {
            out.append("  output: ").append(quote(r.output())).append('\n');
        }
        r.error().ifPresent(e -> out.append("  runtime error: ").append(e.marsText()).append('\n'));
        for (RegisterChange c : r.unrestored()) {
            out.append(String.format("  register not restored: %s was 0x%08x on entry, 0x%08x on return%n",
                    c.register(), c.before(), c.after()));
        }
        for (MemoryWrite w : r.forbiddenWrites().subList(0, Math.min(SHOWN_WRITES, r.forbiddenWrites().size()))) {
            out.append(String.format(Locale.US, "  write outside writable memory: %d byte%s at 0x%08x = 0x%0" + (2 * w.size())
                            + "x by 0x%08x%s%n", w.size(), w.size() == 1 ? "" : "s", w.address(),
                    w.value() & mask(w.size()), w.pc(), where(w.source())));
        }
        if (r.forbiddenWrites().size() > SHOWN_WRITES) {
            out.append("  ... ").append(r.forbiddenWrites().size() - SHOWN_WRITES)
                    .append(" more writes outside writable memory (--json lists all)\n");
        }
        for (String label : r.missingCalls()) {
            out.append("  required call missing: ").append(label).append('\n');
        }
        for (NeedlessSave n : r.needlessSaves()) {
            out.append(String.format("  needless save: %s saves %s but never changes it, by 0x%08x%s%n", n.function(),
                    n.register(), n.pc(), where(n.source())));
        }
        out.append(r.clean() ? "  OK: returned, conventions kept\n" : "  FAILED: " + problemCount(r) + "\n");
        return out.toString();
    }

    /** The first calls in order, then how many more; long traces are summarized. */
    private static String callsText(List<String> labels) {
        if (labels.isEmpty()) {
            return "(none)";
        }
        if (labels.size() <= SHOWN_CALLS) {
            return String.join(", ", labels);
        }
        Map<String, Long> counts = labels.stream()
                .collect(Collectors.groupingBy(l -> l, LinkedHashMap::new, Collectors.counting()));
        return String.join(", ", labels.subList(0, SHOWN_CALLS)) + ", ... (" + labels.size() + " in all: "
                + counts.entrySet().stream().map(e -> e.getKey() + " x" + e.getValue())
                .collect(Collectors.joining(", ")) + ")";
    }

    private static String outcomeText(CallResult r) {
        return switch (r.outcome()) {
            case RETURNED -> "returned";
            case RUNTIME_ERROR -> "stopped by a runtime error";
            case STEP_LIMIT -> "did not return within " + r.instructions() + " instructions";
            case EXITED -> "ended the program instead of returning";
        };
    }

    private static String problemCount(CallResult r) {
        int n = r.unrestored().size() + r.forbiddenWrites().size() + r.missingCalls().size() + r.needlessSaves().size()
                + (r.outcome() == CallOutcome.RETURNED ? 0 : 1);
        return n + (n == 1 ? " problem" : " problems");
    }

    private static String where(Optional<SourceLine> line) {
        return line.map(s -> " (" + s.file() + ":" + s.line() + ": " + s.source().strip() + ")").orElse("");
    }

    private static long mask(int size) {
        return size == 4 ? 0xffffffffL : (1L << (8 * size)) - 1;
    }

    /**
     * One JSON object with every field of the result.
     *
     * @param r the result
     * @return one JSON object with every field of the result
     */
    public static String json(CallResult r) {
        StringBuilder out = new StringBuilder("{");
        field(out, "label", quote(r.label())).append(',');
        field(out, "outcome", quote(r.outcome().name())).append(',');
        field(out, "clean", String.valueOf(r.clean())).append(',');
        field(out, "v0", String.valueOf(r.v0())).append(',');
        field(out, "v1", String.valueOf(r.v1())).append(',');
        field(out, "instructions", String.valueOf(r.instructions())).append(',');
        field(out, "calls", array(r.calls().stream().map(CallReport::json).toList())).append(',');
        field(out, "unrestored", array(r.unrestored().stream().map(CallReport::json).toList())).append(',');
        field(out, "forbiddenWrites", array(r.forbiddenWrites().stream().map(CallReport::json).toList())).append(',');
        field(out, "missingCalls", array(r.missingCalls().stream().map(CallReport::quote).toList())).append(',');
        field(out, "needlessSaves", array(r.needlessSaves().stream().map(CallReport::json).toList())).append(',');
        field(out, "error", r.error().map(CallReport::json).orElse("null")).append(',');
        field(out, "output", quote(r.output()));
        return out.append('}').toString();
    }

    private static String json(LabelCall c) {
        return object("label", quote(c.label()), "target", hex(c.target()), "pc", hex(c.pc()),
                "source", source(c.source()));
    }

    private static String json(RegisterChange c) {
        return object("register", quote(c.register()), "before", String.valueOf(c.before()),
                "after", String.valueOf(c.after()));
    }

    private static String json(MemoryWrite w) {
        return object("address", hex(w.address()), "size", String.valueOf(w.size()),
                "value", String.valueOf(w.value() & mask(w.size())), "pc", hex(w.pc()), "source", source(w.source()));
    }

    private static String json(NeedlessSave n) {
        return object("function", quote(n.function()), "register", quote(n.register()), "pc", hex(n.pc()),
                "source", source(n.source()));
    }

    private static String json(RuntimeFault f) {
        return object("message", quote(f.message()), "pc", hex(f.pc()), "source", source(f.source()),
                "mars", quote(f.marsText()));
    }

    private static String source(Optional<SourceLine> line) {
        return line.map(s -> object("file", quote(s.file()), "line", String.valueOf(s.line()),
                "text", quote(s.source().strip()))).orElse("null");
    }

    private static String object(String... keysAndValues) {
        StringBuilder out = new StringBuilder("{");
        for (int i = 0; i < keysAndValues.length; i += 2) {
            if (i > 0) {
                out.append(',');
            }
            field(out, keysAndValues[i], keysAndValues[i + 1]);
        }
        return out.append('}').toString();
    }

    private static StringBuilder field(StringBuilder out, String key, String value) {
        return out.append(quote(key)).append(':').append(value);
    }

    private static String array(List<String> items) {
        return items.stream().collect(Collectors.joining(",", "[", "]"));
    }

    private static String hex(int value) {
        return quote(String.format("0x%08x", value));
    }

    static String quote(String s) {
        return JsonText.quote(s);
    }
}
