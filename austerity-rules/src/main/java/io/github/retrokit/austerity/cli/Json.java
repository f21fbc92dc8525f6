package io.github.retrokit.austerity.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;

/**
 * A small JSON writer (RFC 8259) for the commands' {@code --format json}: values are {@code null}, {@link String},
 * {@link Boolean}, integral {@link Number}s, {@link Double}s (at most 6 decimals), {@link Map}s with String keys (in
 * their iteration order) and {@link List}s. The top object has one field per line, lists one element per line.
 */
final class Json {
    private Json() {
    }

    /** The document for {@code value}, ending with a newline. */
    static String document(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, 0);
        return out.append('\n').toString();
    }

    private static void write(StringBuilder out, Object value, int depth) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            quote(out, s);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else if (value instanceof Double d) {
            if (d.isNaN() || d.isInfinite()) {
                throw new IllegalArgumentException("JSON has no " + d);
            }
            out.append(BigDecimal.valueOf(d).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString());
        } else if (value instanceof Map<?, ?> map) {
            object(out, map, depth);
        } else if (value instanceof List<?> list) {
            array(out, list, depth);
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    private static void object(StringBuilder out, Map<?, ?> map, int depth) {
        boolean lines = depth == 0;
        out.append('{');
        String separator = lines ? "\n  " : "";
        for (Map.Entry<?, ?> field : map.entrySet()) {
            out.append(separator);
            quote(out, (String) field.getKey());
            out.append(": ");
            write(out, field.getValue(), depth + 1);
            separator = lines ? ",\n  " : ", ";
        }
        out.append(lines && !map.isEmpty() ? "\n}" : "}");
    }

    private static void array(StringBuilder out, List<?> list, int depth) {
        boolean lines = depth == 1 && !list.isEmpty();
        out.append('[');
        String separator = lines ? "\n    " : "";
        for (Object element : list) {
            out.append(separator);
            write(out, element, depth + 1);
            separator = lines ? ",\n    " : ", ";
        }
        out.append(lines ? "\n  ]" : "]");
    }

    /** Appends {@code s} as a JSON string: quotes, backslash and control characters escaped. */
    static void quote(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
