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
 */
record Line(String file, int number, String source, List<Token> tokens, String where) {
    Line(String file, int number, String source, List<Token> tokens) {
        this(file, number, source, tokens, Integer.toString(number));
    }
}
