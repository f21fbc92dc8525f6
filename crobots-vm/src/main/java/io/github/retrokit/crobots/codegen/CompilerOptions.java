package io.github.retrokit.crobots.codegen;

/**
 * RobotCompiler settings.
 *
 * @param codeLimit    the code space: the original fails when the instruction count reaches it (1000 classic,
 *                     2000 for later tournament robots)
 * @param amigaHeader  the first two source lines are the Amiga edition's "company" and "author" lines and
 *                     are skipped by the parser (off in the original 1.1)
 * @param postfixValue classic quirk: {@code a++} and {@code a--} yield the new value, exactly like the prefix
 *                     forms (3 instructions); off gives C's old value with 2 more instructions
 *                     ({@code CONST 1; BINOP -} or {@code +}), as the Amiga 2.3 compiler did
 * @param staleLocals  classic quirk: only local-table entries 0..15 are cleared at the end of a function, so
 *                     names in entries 16+ leak into later functions; off clears the whole table
 */
public record CompilerOptions(int codeLimit, boolean amigaHeader, boolean postfixValue, boolean staleLocals) {
    /** Largest accepted code limit. */
    public static final int MAX_CODE_LIMIT = 32767;

    /**
     * Checks the code limit.
     *
     * @param codeLimit    the code space: the original fails when the instruction count reaches it (1000 classic,
     *        2000 for later tournament robots)
     * @param amigaHeader  the first two source lines are the Amiga edition's "company" and "author" lines and
     *        are skipped by the parser (off in the original 1.1)
     * @param postfixValue classic quirk: {@code a++} and {@code a--} yield the new value, exactly like the prefix
     *        forms (3 instructions); off gives C's old value with 2 more instructions
     *        ({@code CONST 1; BINOP -} or {@code +}), as the Amiga 2.3 compiler did
     * @param staleLocals  classic quirk: only local-table entries 0..15 are cleared at the end of a function, so
     *        names in entries 16+ leak into later functions; off clears the whole table
     * @throws IllegalArgumentException for a code limit outside 2..{@value #MAX_CODE_LIMIT}
     */
    public CompilerOptions {
        if (codeLimit < 2 || codeLimit > MAX_CODE_LIMIT) {
            throw new IllegalArgumentException("code limit " + codeLimit + " outside 2.." + MAX_CODE_LIMIT);
        }
    }

    /**
     * The original 1.1.
     *
     * @return limit 1000, no header lines, both quirks on
     */
    public static CompilerOptions classic() {
        return new CompilerOptions(1000, false, true, true);
    }

    /**
     * These options with another code limit.
     *
     * @param limit 2 to {@value #MAX_CODE_LIMIT}
     * @return the new options
     */
    public CompilerOptions withCodeLimit(int limit) {
        return new CompilerOptions(limit, amigaHeader, postfixValue, staleLocals);
    }

    /**
     * These options with the Amiga header lines skipped or not.
     *
     * @param on true to skip the first two lines
     * @return the new options
     */
    public CompilerOptions withAmigaHeader(boolean on) {
        return new CompilerOptions(codeLimit, on, postfixValue, staleLocals);
    }

    /**
     * These options with the postfix quirk on or off.
     *
     * @param on true for the original's new-value {@code a++}
     * @return the new options
     */
    public CompilerOptions withPostfixValue(boolean on) {
        return new CompilerOptions(codeLimit, amigaHeader, on, staleLocals);
    }

    /**
     * These options with the stale-locals quirk on or off.
     *
     * @param on true for the original's partly cleared local table
     * @return the new options
     */
    public CompilerOptions withStaleLocals(boolean on) {
        return new CompilerOptions(codeLimit, amigaHeader, postfixValue, on);
    }
}
