package io.github.retrokit.crobots.cli;

import java.util.List;

/** CSV rows per RFC 4180: fields quoted when they hold a comma, a quote, CR or LF; LF line ends. */
final class Csv {

    private Csv() {
    }

    static String row(List<?> fields) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(field(String.valueOf(fields.get(i))));
        }
        return out.append('\n').toString();
    }

    static String field(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
