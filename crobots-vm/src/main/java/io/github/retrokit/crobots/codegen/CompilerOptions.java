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

    public CompilerOptions {
        if (codeLimit < 2 || codeLimit > MAX_CODE_LIMIT) {
            throw new IllegalArgumentException("code limit " + codeLimit + " outside 2.." + MAX_CODE_LIMIT);
        }
    }

    /** The original 1.1: limit 1000, no header lines, both quirks on. */
    public static CompilerOptions classic() {
        return new CompilerOptions(1000, false, true, true);
    }

    public CompilerOptions withCodeLimit(int limit) {
        return new CompilerOptions(limit, amigaHeader, postfixValue, staleLocals);
    }

    public CompilerOptions withAmigaHeader(boolean on) {
        return new CompilerOptions(codeLimit, on, postfixValue, staleLocals);
    }

    public CompilerOptions withPostfixValue(boolean on) {
        return new CompilerOptions(codeLimit, amigaHeader, on, staleLocals);
    }

    public CompilerOptions withStaleLocals(boolean on) {
        return new CompilerOptions(codeLimit, amigaHeader, postfixValue, on);
    }
}
