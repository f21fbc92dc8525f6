package io.github.retrokit.mips.internal;

/**
 * Digit checks written by hand where a regular expression compiled at start-up would cost more than the check
 * (register names, MARS's command line). This package is not exported.
 */
public final class AsciiDigits {
    private AsciiDigits() { }

    /** True if {@code text} is one or more ASCII digits (a regular expression's {@code \\d+}). */
    public static boolean isDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return !text.isEmpty();
    }
}
