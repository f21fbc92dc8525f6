package io.github.retrokit.mips.asm;

import java.util.List;

/**
 * A source line after {@code .include}, {@code .eqv} and macro expansion, ready for the passes.
 *
 * @param file   file name for diagnostics and the source map
 * @param number 1-based line number in {@code file} (for macro expansions: the line of the call)
 * @param source the line as written in {@code file}
 * @param tokens its tokens
 */
record Line(String file, int number, String source, List<Token> tokens) {
}
