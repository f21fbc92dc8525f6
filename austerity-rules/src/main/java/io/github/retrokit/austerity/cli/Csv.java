package io.github.retrokit.austerity.cli;

import java.util.List;

/** RFC 4180 rows for the commands' {@code --format csv}: comma-separated, LF line ends, quoted where needed. */
final class Csv {
    private Csv() {
    }

    /** One row: each field as text ({@code null} empty), quoted when it holds a comma, quote, CR or LF. */
    static String row(List<?> fields) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            Object field = fields.get(i);
            String text = field == null ? "" : field instanceof Double d ? number(d) : field.toString();
            if (text.indexOf(',') >= 0 || text.indexOf('"') >= 0 || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
                out.append('"').append(text.replace("\"", "\"\"")).append('"');
            } else {
                out.append(text);
            }
        }
        return out.append('\n').toString();
    }

    /** A double as in the JSON output (at most 6 decimals, no exponent). */
    static String number(double d) {
        return new java.math.BigDecimal(Double.toString(d)).setScale(6, java.math.RoundingMode.HALF_EVEN)
                .stripTrailingZeros().toPlainString();
    }
}
