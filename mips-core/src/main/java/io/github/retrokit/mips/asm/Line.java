package io.github.retrokit.mips.asm;

import java.util.List;

/**
 * A source line after {@code .include}, {@code .eqv} and macro expansion, ready for the passes.
 *
 * @param file   file name for diagnostics and the source map
 * @param number 1-based line number in {@code file} (for macro expansions: the line of the call)
 * @param source the line as written in {@code file}
 * @param tokens its tokens
 * @param where  the line as MARS names it: {@code number}, or for a line from a macro the chain of lines
 *               from the call to the body line, {@code 7->3} (nested macros: {@code 10->6->2})
 * @param error  what reading found wrong with the statement after the line's label (a macro's name called with
 *               another number of arguments), for the passes to report at it; else null
 */
record Line(String file, int number, String source, List<Token> tokens, String where, String error) {
    Line(String file, int number, String source, List<Token> tokens) {
        this(file, number, source, tokens, Integer.toString(number), null);
    }

    /** The line with an error to report at its statement instead of assembling it. */
    Line withError(String message) {
        return new Line(file, number, source, tokens, where, message);
    }
}
