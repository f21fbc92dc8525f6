package io.github.retrokit.mips.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader (RFC 8259) for the tests: objects become maps, arrays lists, numbers longs
 * (the report has no fractions), so that a report that is not well-formed JSON fails to parse.
 */
public final class Json {
    private final String text;
    private int pos;

    private Json(String text) {
        this.text = text;
    }

    /** Parses exactly one value, surrounded by optional whitespace. */
    public static Object parse(String text) {
        Json json = new Json(text);
        Object value = json.value();
        json.skipSpace();
        if (json.pos != text.length()) {
            throw json.error("text after the value");
        }
        return value;
    }

    private Object value() {
        skipSpace();
        char ch = peek();
        if (ch == '{') {
            return object();
        } else if (ch == '[') {
            return array();
        } else if (ch == '"') {
            return string();
        } else if (ch == '-' || Character.isDigit(ch)) {
            return number();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (text.startsWith(word, pos)) {
                pos += word.length();
                return word.equals("null") ? null : Boolean.valueOf(word);
            }
        }
        throw error("unexpected character");
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        expect('{');
        skipSpace();
        if (peek() == '}') {
            pos++;
            return map;
        }
        do {
            skipSpace();
            String key = string();
            skipSpace();
            expect(':');
            if (map.put(key, value()) != null) {
                throw error("duplicate key " + key);
            }
            skipSpace();
        } while (consume(','));
        expect('}');
        return map;
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        expect('[');
        skipSpace();
        if (peek() == ']') {
            pos++;
            return list;
        }
        do {
            list.add(value());
            skipSpace();
        } while (consume(','));
        expect(']');
        return list;
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char ch = next();
            if (ch == '"') {
                return out.toString();
            } else if (ch < 0x20) {
                throw error("raw control character in a string");
            } else if (ch != '\\') {
                out.append(ch);
                continue;
            }
            char esc = next();
            switch (esc) {
                case '"', '\\', '/' -> out.append(esc);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    pos += 4;
                }
                default -> throw error("bad escape \\" + esc);
            }
        }
    }

    private Long number() {
        int start = pos;
        consume('-');
        if (!consume('0')) {
            if (!Character.isDigit(peek())) {
                throw error("digit expected");
            }
            while (pos < text.length() && Character.isDigit(peek())) {
                pos++;
            }
        }
        return Long.parseLong(text.substring(start, pos));
    }

    private void skipSpace() {
        while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
    }

    private char peek() {
        if (pos >= text.length()) {
            throw error("unexpected end");
        }
        return text.charAt(pos);
    }

    private char next() {
        char ch = peek();
        pos++;
        return ch;
    }

    private boolean consume(char ch) {
        if (pos < text.length() && text.charAt(pos) == ch) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(char ch) {
        if (!consume(ch)) {
            throw error("'" + ch + "' expected");
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at offset " + pos + " of " + text);
    }
}
