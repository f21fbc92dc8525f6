package io.github.retrokit.crobots.codegen;

/**
 * Compiler settings: the code-space limit (the original fails when the instruction count reaches it:
 * 1000 classic, 2000 for later tournament robots) and whether the first two source lines are the Amiga
 * edition's "company" and "author" lines (skipped by the parser; off in the original 1.1).
 */
public record CompilerOptions(int codeLimit, boolean amigaHeader) {
    /** Largest accepted code limit. */
    public static final int MAX_CODE_LIMIT = 32767;

    public CompilerOptions {
        if (codeLimit < 2 || codeLimit > MAX_CODE_LIMIT) {
            throw new IllegalArgumentException("code limit " + codeLimit + " outside 2.." + MAX_CODE_LIMIT);
        }
    }

    /** The original 1.1: limit 1000, no header lines. */
    public static CompilerOptions classic() {
        return new CompilerOptions(1000, false);
    }

    public CompilerOptions withCodeLimit(int limit) {
        return new CompilerOptions(limit, amigaHeader);
    }

    public CompilerOptions withAmigaHeader(boolean on) {
        return new CompilerOptions(codeLimit, on);
    }
}
