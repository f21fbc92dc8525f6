package io.github.retrokit.mips.asm;

/**
 * How much source one file may grow into while it is read: lines and characters after {@code .include}s
 * are inlined, and again after macros are expanded. Counted as the text is produced, so a runaway
 * include tree or macro nest fails fast at the line where it crossed the bound, never after the work.
 */
final class SourceBudget {
    /** Lines a file may have with its includes inlined, and again with its macros expanded. */
    static final int MAX_LINES = 1_000_000;
    /** Characters of source text likewise (a 16 MiB file is allowed; sixteen copies of it are not). */
    static final long MAX_CHARS = 64L << 20;
    /** How deep {@code .include}s may nest. */
    static final int MAX_INCLUDE_DEPTH = 32;
    /** How deep macro calls may nest (a macro calling a macro calling …). */
    static final int MAX_MACRO_DEPTH = 64;

    private final String what;
    private int lines;
    private long chars;
    private boolean exceeded;

    /** @param what how the error names the text, e.g. "with its .include files read" */
    SourceBudget(String what) {
        this.what = what;
    }

    /**
     * Counts one line of {@code length} characters.
     *
     * @return null while within the budget; the error message the first time it is exceeded (then "")
     */
    String take(int length) {
        if (exceeded) {
            return "";
        }
        lines++;
        chars += length;
        if (lines > MAX_LINES) {
            exceeded = true;
            return "the program is longer than " + MAX_LINES + " lines " + what;
        }
        if (chars > MAX_CHARS) {
            exceeded = true;
            return "the program is larger than " + (MAX_CHARS >> 20) + " MiB " + what;
        }
        return null;
    }

    /** True once the budget was exceeded: stop producing text. */
    boolean exceeded() { return exceeded; }
}
