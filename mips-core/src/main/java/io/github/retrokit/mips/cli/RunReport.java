package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.internal.JsonText;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RegisterNames;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The result of {@code retrokit mips run} for programs: schema {@code retrokit.mips.run/1}, as one JSON
 * document or a CSV header and row (documented in the module README, "Machine-readable results").
 */
final class RunReport {
    static final String SCHEMA = "retrokit.mips.run/1";

    private final Map<String, Object> fields = new LinkedHashMap<>();

    /**
     * @param result the run's result, or null when the run was abandoned blocked in the console after
     *               the wall-clock limit
     */
    RunReport(Machine machine, RunResult result, int exitStatus, String abandonedMessage) {
        fields.put("schema", SCHEMA);
        fields.put("end", end(result));
        fields.put("exitStatus", exitStatus);
        fields.put("exitCode", result instanceof RunResult.Exited e ? (Object) e.exitCode()
                : result instanceof RunResult.DroppedOff ? (Object) 0 : null);
        fields.put("limit", result == null ? "wallClock"
                : result instanceof RunResult.LimitReached l ? limitName(l.limit()) : null);
        fields.put("message", result == null ? abandonedMessage
                : result instanceof RunResult.RuntimeError e ? e.marsReport()
                : result instanceof RunResult.LimitReached l ? l.message() : null);
        fields.put("instructionCount", machine.instructionCount());
        fields.put("marsInstructionCount", machine.marsInstructionCount());
        fields.put("pc", machine.pc());
        for (int n = 0; n < 32; n++) {
            fields.put(RegisterNames.name(n).substring(1), machine.register(n));
        }
        fields.put("hi", machine.hi());
        fields.put("lo", machine.lo());
        for (int n = 0; n < 32; n++) {
            fields.put("f" + n, machine.fpr(n));
        }
        int flags = 0;
        for (int n = 0; n < 8; n++) {
            flags |= machine.fpFlag(n) ? 1 << n : 0;
        }
        fields.put("fpFlags", flags);
    }

    private static String end(RunResult result) {
        if (result == null || result instanceof RunResult.LimitReached) {
            return "limitReached";
        }
        if (result instanceof RunResult.Exited) {
            return "exited";
        }
        if (result instanceof RunResult.DroppedOff) {
            return "droppedOff";
        }
        return result instanceof RunResult.RuntimeError ? "runtimeError" : "stopped";
    }

    private static String limitName(RunResult.Limit limit) {
        return switch (limit) {
            case INSTRUCTIONS -> "instructions";
            case OUTPUT -> "output";
            case WALL_CLOCK -> "wallClock";
            case FILE_OUTPUT -> "fileOutput";
            case DEVICE -> "device";
        };
    }

    /** The JSON document: one object, registers as the fields {@code zero} … {@code ra}, {@code f0} … {@code f31}. */
    String json() {
        return fields.entrySet().stream().map(e -> JsonText.quote(e.getKey()) + ":" + json(e.getValue()))
                .collect(Collectors.joining(",", "{", "}\n"));
    }

    private static String json(Object value) {
        return value == null ? "null" : value instanceof String s ? JsonText.quote(s) : value.toString();
    }

    /** The CSV text: a header row and one row, LF line ends; an absent value is an empty field. */
    String csv() {
        List<String> values = new ArrayList<>();
        fields.values().forEach(v -> values.add(v == null ? "" : JsonText.csvField(v.toString())));
        return String.join(",", fields.keySet()) + "\n" + String.join(",", values) + "\n";
    }

    /** The text for {@code format} ({@code json} or {@code csv}). */
    String format(String format) {
        return format.toLowerCase(Locale.ROOT).equals("csv") ? csv() : json();
    }
}
