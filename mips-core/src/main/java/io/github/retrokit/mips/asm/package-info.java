/**
 * The MARS-dialect assembler: {@link io.github.retrokit.mips.asm.Assembler} turns source files (or text, with
 * an {@link io.github.retrokit.mips.asm.IncludeResolver} for {@code .include}) into a
 * {@link io.github.retrokit.mips.image.ProgramImage}, or throws an
 * {@link io.github.retrokit.mips.asm.AssemblyException} listing every
 * {@link io.github.retrokit.mips.asm.AssemblyDiagnostic} with its file, line and column;
 * {@link io.github.retrokit.mips.asm.MipsDisassembler} turns words back into MARS's basic text.
 */
package io.github.retrokit.mips.asm;
