package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * Splitting the instruction tables' rows ({@link BasicInstructionTable}, {@link PseudoInstructionTable})
 * without regular expressions: the tables are read at the first assembly of every run, where compiling
 * patterns cost more than the whole assembly of a short program.
 */
final class TableText {
    private TableText() { }

    /** The whitespace-separated words of {@code text} ({@code text.trim().split("\\s+")}). */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                words.add(text.substring(start, i));
            }
        }
        return words;
    }

    /** {@code text} trimmed, split at its first whitespace: one part, or the first word and the rest trimmed. */
    static String[] headAndRest(String text) {
        String trimmed = text.trim();
        int i = 0;
        while (i < trimmed.length() && !Character.isWhitespace(trimmed.charAt(i))) {
            i++;
        }
        if (i == trimmed.length()) {
            return new String[] {trimmed};
        }
        return new String[] {trimmed.substring(0, i), trimmed.substring(i).trim()};
    }

    /** True if {@code text} is one or more binary digits. */
    static boolean isBinary(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) != '0' && text.charAt(i) != '1') {
                return false;
            }
        }
        return true;
    }

    static boolean isWordChar(char c) {
        return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }

    /**
     * The first of {@code alternatives} that {@code text} holds at {@code at}, trying them in order (a
     * regular expression's alternation at one position), or null.
     */
    static String literalAt(String text, int at, String... alternatives) {
        for (String alternative : alternatives) {
            if (text.startsWith(alternative, at)) {
                return alternative;
            }
        }
        return null;
    }
}
