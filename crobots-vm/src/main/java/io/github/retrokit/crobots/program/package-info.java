/**
 * Compiled robots: {@link io.github.retrokit.crobots.program.RobotProgram} (instructions, link list,
 * function and external tables), its instructions ({@link io.github.retrokit.crobots.program.Instruction},
 * {@link io.github.retrokit.crobots.program.Opcode}, {@link io.github.retrokit.crobots.program.Operator},
 * {@link io.github.retrokit.crobots.program.VarRef}), the compiler's messages
 * ({@link io.github.retrokit.crobots.program.CompileDiagnostic}), the disassembler and the versioned
 * {@code .cr} file format ({@link io.github.retrokit.crobots.program.RobotFile}).
 */
package io.github.retrokit.crobots.program;
