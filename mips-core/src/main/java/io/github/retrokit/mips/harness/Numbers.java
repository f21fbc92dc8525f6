package io.github.retrokit.mips.harness;

/** Parsing of the integer literals graders type: decimal, negative, {@code 0x} hex, {@code 'c'} chars. */
final class Numbers {
    private Numbers() {
    }

    /**
     * Parses a literal into a value that fits 32 bits (signed or unsigned).
     *
     * @param what names the value in the error message
     * @throws IllegalArgumentException naming {@code what} and the text
     */
    static long parse(String text, String what) {
        String t = text.trim();
        try {
            if (t.length() == 3 && t.charAt(0) == '\'' && t.charAt(2) == '\'') {
                return t.charAt(1);
            }
            boolean negative = t.startsWith("-");
            String digits = negative ? t.substring(1) : t;
            long value = digits.startsWith("0x") || digits.startsWith("0X")
                    ? Long.parseLong(digits.substring(2), 16) : Long.parseLong(digits);
            value = negative ? -value : value;
            if (value < Integer.MIN_VALUE || value > 0xffffffffL) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IllegalArgumentException(what + " '" + text + "' is not a 32-bit number");
        }
    }
}
