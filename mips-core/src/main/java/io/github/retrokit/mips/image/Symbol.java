package io.github.retrokit.mips.image;

/**
 * A label of the assembled program.
 *
 * @param name    the label as written (case-sensitive)
 * @param address its address
 * @param global  true if declared with {@code .globl} (or {@code .extern}); only globals are visible
 *                across source files, and MARS's {@code sm} starts at the global {@code main}
 * @param file    the source file (as named to the assembler) that defines it
 */
public record Symbol(String name, int address, boolean global, String file) {
}
