package io.github.retrokit.mips.asm;

/** MARS literal syntax: integers (decimal, 0x hex, leading-0 octal), reals, escapes. */
final class Literals {
    private Literals() {
    }

    /**
     * The value of an integer literal with optional sign, or null if {@code text} is not one.
     * Values must fit 32 bits signed or unsigned (so {@code 0xFFFFFFFF} and {@code 4294967295} are -1);
     * the result is the 32-bit value sign-extended into the long. Like MARS, a hex literal of more than
 * eight digits ({@code 0x0fffffff0}) must fit a signed int.
     */
    static Long parseInteger(String text) {
        String s = text;
        boolean negative = false;
        if (s.startsWith("-") || s.startsWith("+")) {
            negative = s.charAt(0) == '-';
            s = s.substring(1);
        }
        int radix = 10;
        if (s.length() > 2 && (s.startsWith("0x") || s.startsWith("0X"))) {
            radix = 16;
            s = s.substring(2);
        } else if (s.length() > 1 && s.charAt(0) == '0') {
            radix = 8;
            s = s.substring(1);
        }
        if (s.isEmpty() || s.length() > 12) {
            return null;
        }
        long magnitude;
        try {
            magnitude = Long.parseLong(s, radix);
        } catch (NumberFormatException e) {
            return null;
        }
        if (magnitude > 0xFFFFFFFFL || (negative && magnitude > 0x80000000L)
                || (radix == 16 && s.length() > 8 && magnitude > Integer.MAX_VALUE)) {
            return null;
        }
        long value = negative ? -magnitude : magnitude;
        return (long) (int) value;
    }

    /** True if {@code text} is a decimal real such as {@code 2.5}, {@code -1e5}, {@code 3.}. */
    static boolean isReal(String text) {
        // [+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)? scanned by hand: no regular expression at start-up
        int i = sign(text, 0);
        int whole = digitsFrom(text, i);
        i += whole;
        int fraction = 0;
        if (i < text.length() && text.charAt(i) == '.') {
            fraction = digitsFrom(text, ++i);
            i += fraction;
        }
        if (whole == 0 && fraction == 0) {
            return false;
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i = sign(text, i + 1);
            int exponent = digitsFrom(text, i);
            if (exponent == 0) {
                return false;
            }
            i += exponent;
        }
        return i == text.length();
    }

    /** {@code i} past an optional {@code +} or {@code -} at {@code i}. */
    private static int sign(String text, int i) {
        return i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-') ? i + 1 : i;
    }

    /** How many ASCII digits (a regular expression's {@code \\d}) run from {@code i}. */
    private static int digitsFrom(String text, int i) {
        int n = 0;
        while (i + n < text.length() && text.charAt(i + n) >= '0' && text.charAt(i + n) <= '9') {
            n++;
        }
        return n;
    }

    /** The character a backslash escape stands for in MARS strings and char literals. */
    static char escape(char c) {
        return switch (c) {
            case 'n' -> '\n';
            case 't' -> '\t';
            case 'r' -> '\r';
            case 'b' -> '\b';
            case 'f' -> '\f';
            case '0' -> '\0';
            default -> c;
        };
    }
}
