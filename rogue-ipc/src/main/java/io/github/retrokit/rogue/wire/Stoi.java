package io.github.retrokit.rogue.wire;

/**
 * Reads a program argument the way the course's programs do ({@code std::stoi}, base 10): leading whitespace
 * and a sign are accepted, trailing junk is ignored ({@code "3abc"} is 3, {@code "0x2"} is 0); no digits or a
 * value outside int32 is an error.
 */
public final class Stoi {

    private Stoi() {
    }

    /**
     * Parses one argument.
     *
     * @param name the argument's name, for the error message, e.g. "damage"
     * @param text the argument as given
     * @return its value
     * @throws NumberFormatException naming the argument and what is wrong with it
     */
    public static int parse(String name, String text) {
        int i = 0;
        while (i < text.length() && isCSpace(text.charAt(i))) {
            i++;
        }
        int start = i;
        if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        int digitsFrom = i;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        if (i == digitsFrom) {
            throw new NumberFormatException(name + " must be an integer, got '" + text + "'");
        }
        long value;
        try {
            value = i - digitsFrom > 12 ? Long.MAX_VALUE : Long.parseLong(text.substring(start, i));
        } catch (NumberFormatException e) {
            value = Long.MAX_VALUE;
        }
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw new NumberFormatException(name + " is out of the int range: '" + text + "'");
        }
        return (int) value;
    }

    private static boolean isCSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000b' || c == '\f' || c == '\r';
    }
}
