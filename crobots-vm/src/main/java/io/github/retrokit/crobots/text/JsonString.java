package io.github.retrokit.crobots.text;

/**
 * JSON string literals, the one escaper of the module: for the command line's JSON documents and for the
 * replay page's data, which must also be safe inside an HTML {@code <script>} element.
 */
public final class JsonString {
    /** The short escapes of JSON's control characters, by character; null where there is none. */
    private static final String[] SHORT = new String[0x20];

    static {
        SHORT['\n'] = "\\n";
        SHORT['\r'] = "\\r";
        SHORT['\t'] = "\\t";
        SHORT['\b'] = "\\b";
        SHORT['\f'] = "\\f";
    }

    private JsonString() { }

    /**
     * Appends {@code s} as a JSON string literal: quotes and backslashes escaped, control characters in their
     * short forms ({@code \n \r \t \b \f}) where they have one, other control characters, DEL, U+2028/U+2029
     * and unpaired surrogates as six-character escapes.
     */
    public static void quote(StringBuilder out, String s) {
        append(out, s, false);
    }

    /**
     * {@code s} as a JSON string literal that is safe inside an HTML {@code <script>} element: besides quotes,
     * backslashes and control characters, the characters {@code < > &} (so no end tag or comment can end or
     * bend the script), DEL, the line separators U+2028/U+2029 and every surrogate are written as JSON's
     * six-character escapes.
     */
    public static String forScript(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2);
        append(out, s, true);
        return out.toString();
    }

    private static void append(StringBuilder out, String s, boolean script) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '"' || ch == '\\') {
                out.append('\\').append(ch);
            } else if (!script && ch < 0x20 && SHORT[ch] != null) {
                out.append(SHORT[ch]);
            } else if (ch < 0x20 || ch == 0x7F || ch == '\u2028' || ch == '\u2029'
                    || script && (ch == '<' || ch == '>' || ch == '&' || Character.isSurrogate(ch))
                    || unpaired(s, i)) {
                unicode(out, ch);
            } else if (Character.isHighSurrogate(ch)) {
                out.append(ch).append(s.charAt(++i)); // a pair, copied whole
            } else {
                out.append(ch);
            }
        }
        out.append('"');
    }

    private static void unicode(StringBuilder out, char ch) {
        String hex = Integer.toHexString(ch);
        out.append("\\u");
        for (int pad = hex.length(); pad < 4; pad++) {
            out.append('0');
        }
        out.append(hex);
    }

    /** A high surrogate not followed by a low one, or a low surrogate on its own. */
    private static boolean unpaired(String s, int i) {
        char ch = s.charAt(i);
        if (Character.isHighSurrogate(ch)) {
            return i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1));
        }
        return Character.isLowSurrogate(ch);
    }
}
