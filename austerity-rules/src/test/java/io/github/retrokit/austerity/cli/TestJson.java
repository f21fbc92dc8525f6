package io.github.retrokit.austerity.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A strict little JSON reader for the tests (RFC 8259): objects, arrays, strings, numbers as BigDecimal, true/false/null. */
final class TestJson {
    private final String text;
    private int pos;

    private TestJson(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        TestJson reader = new TestJson(text);
        Object value = reader.value();
        reader.space();
        if (reader.pos != text.length()) {
            throw new IllegalArgumentException("trailing text at " + reader.pos);
        }
        return value;
    }

    private Object value() {
        space();
        char c = text.charAt(pos);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'n': return literal("null", null);
            default: return number();
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        pos++;
        space();
        if (text.charAt(pos) == '}') {
            pos++;
            return map;
        }
        while (true) {
            space();
            String key = string();
            space();
            expect(':');
            if (map.put(key, value()) != null) {
                throw new IllegalArgumentException("duplicate key " + key);
            }
            space();
            if (text.charAt(pos++) == '}') {
                return map;
            }
            if (text.charAt(pos - 1) != ',') {
                throw new IllegalArgumentException("expected , or } at " + (pos - 1));
            }
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        pos++;
        space();
        if (text.charAt(pos) == ']') {
            pos++;
            return list;
        }
        while (true) {
            list.add(value());
            space();
            if (text.charAt(pos++) == ']') {
                return list;
            }
            if (text.charAt(pos - 1) != ',') {
                throw new IllegalArgumentException("expected , or ] at " + (pos - 1));
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw new IllegalArgumentException("raw control character at " + (pos - 1));
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"', '\\', '/' -> out.append(e);
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    pos += 4;
                }
                default -> throw new IllegalArgumentException("bad escape at " + (pos - 1));
            }
        }
    }

    private Object number() {
        int start = pos;
        while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        String n = text.substring(start, pos);
        if (!n.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            throw new IllegalArgumentException("bad number '" + n + "' at " + start);
        }
        return new java.math.BigDecimal(n);
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            throw new IllegalArgumentException("bad literal at " + pos);
        }
        pos += word.length();
        return value;
    }

    private void expect(char c) {
        if (text.charAt(pos++) != c) {
            throw new IllegalArgumentException("expected " + c + " at " + (pos - 1));
        }
    }

    private void space() {
        while (pos < text.length() && " \t\n\r".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
    }

    /** RFC 4180 records (LF or CRLF line ends, quoted fields with doubled quotes). */
    static List<List<String>> csv(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int i = 0;
        boolean quoted = false;
        while (i < text.length()) {
            char c = text.charAt(i++);
            if (quoted) {
                if (c == '"' && i < text.length() && text.charAt(i) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"' && field.length() == 0) {
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\n') {
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else if (c != '\r') {
                field.append(c);
            }
        }
        if (!row.isEmpty() || field.length() > 0) {
            throw new IllegalArgumentException("last record without a line end");
        }
        return rows;
    }
}
