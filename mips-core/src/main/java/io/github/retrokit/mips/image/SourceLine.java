package io.github.retrokit.mips.image;

/**
 * Where an instruction word came from, for MARS's {@code Error in <file> line N:} messages,
 * listings and graders' reports.
 *
 * @param file   the source file as named to the assembler (for an included file: its path as resolved)
 * @param line   1-based line number in that file
 * @param source the source line as written (comment included, line end excluded)
 * @param basic  the basic instruction this word encodes, in MARS's notation (e.g. {@code addiu $8,$0,0x00000005})
 */
public record SourceLine(String file, int line, String source, String basic) {
}
