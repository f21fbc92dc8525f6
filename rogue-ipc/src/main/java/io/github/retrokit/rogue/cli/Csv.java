package io.github.retrokit.rogue.cli;

/** CSV cells as RFC 4180 quotes them. */
final class Csv {

    private Csv() {
    }

    /** The cell as is, or in double quotes (inner quotes doubled) when it holds a comma, quote, CR or LF. */
    static String cell(String text) {
        if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            return text;
        }
        return "\"" + text.replace("\"", "\"\"") + "\"";
    }
}
