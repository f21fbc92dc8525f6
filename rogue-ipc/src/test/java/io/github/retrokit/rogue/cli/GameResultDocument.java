package io.github.retrokit.rogue.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@code retrokit.rogue.game/1} result read back from the world's JSON or CSV output, by a small reader written
 * for the tests (strict: anything but the documented fields, in order, fails).
 */
record GameResultDocument(String outcome, String playerWon, String gameOver, int turns, List<String> diagnostics) {

    static GameResultDocument parseJson(String text) {
        JsonReader r = new JsonReader(text);
        Map<String, Object> fields = r.object();
        r.end();
        if (!List.of("schema", "outcome", "playerWon", "gameOver", "turns", "diagnostics")
                .equals(List.copyOf(fields.keySet()))) {
            throw new IllegalArgumentException("fields " + fields.keySet());
        }
        if (!"retrokit.rogue.game/1".equals(fields.get("schema"))) {
            throw new IllegalArgumentException("schema " + fields.get("schema"));
        }
        List<String> diagnostics = new ArrayList<>();
        for (Object d : (List<?>) fields.get("diagnostics")) {
            diagnostics.add((String) d);
        }
        Object won = fields.get("playerWon");
        return new GameResultDocument((String) fields.get("outcome"), won == null ? "" : won.toString(),
                fields.get("gameOver") == null ? "" : (String) fields.get("gameOver"),
                ((Number) fields.get("turns")).intValue(), diagnostics);
    }

    static GameResultDocument parseCsv(String text) {
        List<List<String>> rows = CsvReader.rows(text);
        if (rows.size() != 2 || !rows.get(0).equals(List.of(ResultFormat.CSV_HEADER.split(",")))) {
            throw new IllegalArgumentException("rows " + rows);
        }
        List<String> row = rows.get(1);
        List<String> diagnostics = row.get(4).isEmpty() ? List.of() : List.of(row.get(4).split("\n"));
        return new GameResultDocument(row.get(0), row.get(1), row.get(2), Integer.parseInt(row.get(3)), diagnostics);
    }

    /** RFC 8259 values: objects (keys in order), arrays, strings, integers, true, false, null. */
    static final class JsonReader {
        private final String text;
        private int at;

        JsonReader(String text) {
            this.text = text;
        }

        Object value() {
            skipSpace();
            char c = text.charAt(at);
            if (c == '{') {
                return object();
            } else if (c == '[') {
                return array();
            } else if (c == '"') {
                return string();
            } else if (text.startsWith("true", at) || text.startsWith("null", at)) {
                at += 4;
                return text.charAt(at - 4) == 't' ? Boolean.TRUE : null;
            } else if (text.startsWith("false", at)) {
                at += 5;
                return Boolean.FALSE;
            }
            int start = at;
            while (at < text.length() && (Character.isDigit(text.charAt(at)) || text.charAt(at) == '-')) {
                at++;
            }
            return Long.parseLong(text.substring(start, at));
        }

        Map<String, Object> object() {
            expect('{');
            Map<String, Object> fields = new LinkedHashMap<>();
            skipSpace();
            if (text.charAt(at) == '}') {
                at++;
                return fields;
            }
            do {
                skipSpace();
                String key = string();
                expect(':');
                fields.put(key, value());
            } while (comma());
            expect('}');
            return fields;
        }

        private List<Object> array() {
            expect('[');
            List<Object> values = new ArrayList<>();
            skipSpace();
            if (text.charAt(at) == ']') {
                at++;
                return values;
            }
            do {
                values.add(value());
            } while (comma());
            expect(']');
            return values;
        }

        String string() {
            expect('"');
            StringBuilder b = new StringBuilder();
            for (char c = text.charAt(at++); c != '"'; c = text.charAt(at++)) {
                if (c < 0x20) {
                    throw new IllegalArgumentException("raw control character at " + (at - 1));
                }
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                char e = text.charAt(at++);
                switch (e) {
                    case '"', '\\', '/' -> b.append(e);
                    case 'n' -> b.append('\n');
                    case 'r' -> b.append('\r');
                    case 't' -> b.append('\t');
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'u' -> {
                        b.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> throw new IllegalArgumentException("bad escape \\" + e);
                }
            }
            return b.toString();
        }

        void end() {
            skipSpace();
            if (at != text.length()) {
                throw new IllegalArgumentException("text after the document at " + at);
            }
        }

        private boolean comma() {
            skipSpace();
            if (text.charAt(at) == ',') {
                at++;
                return true;
            }
            return false;
        }

        private void expect(char c) {
            skipSpace();
            if (text.charAt(at) != c) {
                throw new IllegalArgumentException("expected " + c + " at " + at + " in " + text);
            }
            at++;
        }

        private void skipSpace() {
            while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
        }
    }

    /** RFC 4180 records with LF line ends; quoted cells may hold commas, quotes (doubled) and line feeds. */
    static final class CsvReader {
        private CsvReader() {
        }

        static List<List<String>> rows(String text) {
            List<List<String>> rows = new ArrayList<>();
            List<String> row = new ArrayList<>();
            StringBuilder cell = new StringBuilder();
            boolean quoted = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (quoted) {
                    if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        cell.append('"');
                        i++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        cell.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                } else if (c == ',') {
                    row.add(cell.toString());
                    cell.setLength(0);
                } else if (c == '\n') {
                    row.add(cell.toString());
                    cell.setLength(0);
                    rows.add(row);
                    row = new ArrayList<>();
                } else {
                    cell.append(c);
                }
            }
            if (quoted || cell.length() > 0 || !row.isEmpty()) {
                throw new IllegalArgumentException("the last record does not end with a line feed");
            }
            return rows;
        }
    }
}
