package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.text.JsonString;

/**
 * A small JSON writer (RFC 8259) into a StringBuilder: objects, arrays, strings, numbers, booleans, null.
 * Commas are placed automatically; strings are escaped ({@code "} {@code \} and every control character,
 * and unpaired surrogates as {@code \\uXXXX}, so any Java string yields valid UTF-8 JSON).
 */
final class JsonWriter {

    private final StringBuilder out;
    private boolean first = true;

    JsonWriter(StringBuilder out) {
        this.out = out;
    }

    JsonWriter beginObject() {
        separate();
        out.append('{');
        first = true;
        return this;
    }

    JsonWriter endObject() {
        out.append('}');
        first = false;
        return this;
    }

    JsonWriter beginArray() {
        separate();
        out.append('[');
        first = true;
        return this;
    }

    JsonWriter endArray() {
        out.append(']');
        first = false;
        return this;
    }

    /** The name of the next member; the value follows. */
    JsonWriter name(String name) {
        separate();
        quote(out, name);
        out.append(':');
        first = true;
        return this;
    }

    JsonWriter value(String s) {
        separate();
        if (s == null) {
            out.append("null");
        } else {
            quote(out, s);
        }
        first = false;
        return this;
    }

    JsonWriter value(long n) {
        separate();
        out.append(n);
        first = false;
        return this;
    }

    JsonWriter value(double d) {
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException("JSON has no " + d);
        }
        separate();
        out.append(java.math.BigDecimal.valueOf(d).stripTrailingZeros().toPlainString());
        first = false;
        return this;
    }

    JsonWriter value(boolean b) {
        separate();
        out.append(b);
        first = false;
        return this;
    }

    JsonWriter nullValue() {
        return value((String) null);
    }

    private void separate() {
        if (!first) {
            out.append(',');
        }
        first = false;
    }

    /** {@code s} as a JSON string literal. */
    static void quote(StringBuilder out, String s) {
        JsonString.quote(out, s);
    }
}
