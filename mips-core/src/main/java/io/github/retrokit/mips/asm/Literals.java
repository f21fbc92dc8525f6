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

    /**
     * What MARS's {@code .word}, {@code .half} and {@code .byte} make of an unsigned run of decimal digits, or null
     * if {@code text} is not one: the leading-0 octal value when it is one and fits a signed int, else the decimal
     * number's low 32 bits, however long ({@code 99999999999} is 0x4876E7FF, {@code 08} is 8, {@code 037777777777}
     * is 0xCBBB2471, the low bits of 37777777777). A sign makes no such number: {@code -99999999999} is refused.
     */
    static Integer dataDigits(String text) {
        if (text.isEmpty()) {
            return null;
        }
        int decimal = 0;
        long octal = 0;
        boolean octalFits = text.length() > 1 && text.charAt(0) == '0';
        for (int i = 0; i < text.length(); i++) {
            int digit = text.charAt(i) - '0';
            if (digit < 0 || digit > 9) {
                return null;
            }
            decimal = decimal * 10 + digit; // int arithmetic wraps: the low 32 bits of the whole number
            octal = octal * 8 + digit;
            octalFits &= digit < 8 && octal <= Integer.MAX_VALUE;
        }
        return octalFits ? (int) octal : decimal;
    }

    /**
     * The value of a real literal as MARS reads it, or null if {@code text} is not one: Java's floating-point
     * syntax ({@code 2.5}, {@code -1e5}, {@code 3.}, {@code .5}, {@code 1.5f}, {@code 5d}, {@code 0x1.8p1},
     * {@code NaN}, {@code Infinity}); out-of-range magnitudes are infinities or zeros.
     */
    static Double parseReal(String text) {
        if (text.isEmpty() || text.charAt(0) <= ' ' || text.charAt(text.length() - 1) <= ' ') {
            return null; // Double.parseDouble would trim what a token never holds
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return null;
        }
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
