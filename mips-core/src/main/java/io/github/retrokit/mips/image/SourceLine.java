package io.github.retrokit.mips.image;

/**
 * Where an instruction word came from, for MARS's {@code Error in <file> line N:} messages,
 * listings and graders' reports.
 *
 * @param file   the source file as named to the assembler (for an included file: its path as resolved)
 * @param line   1-based line number in that file
 * @param source the source line as written (comment included, line end excluded)
 * @param basic  the basic instruction this word encodes, in MARS's notation (e.g. {@code addiu $8,$0,0x00000005})
 * @param where  the line as MARS reports it: {@code line}, or {@code 7->3} for line 3 of a macro called at 7
 */
public record SourceLine(String file, int line, String source, String basic, String where) {
    /**
     * A line that is not from a macro: MARS names it by its number.
     *
     * @param file the file name as given
     * @param line the line, from 1
     * @param source the source line
     * @param basic the basic instruction
     */
    public SourceLine(String file, int line, String source, String basic) {
        this(file, line, source, basic, Integer.toString(line));
    }
}
