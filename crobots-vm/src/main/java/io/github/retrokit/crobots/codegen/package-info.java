/**
 * Compiling robots: {@link io.github.retrokit.crobots.codegen.RobotCompiler} turns CRobots source into a
 * {@link io.github.retrokit.crobots.codegen.CompileResult} (the program, the diagnostics and the
 * original's {@code -c} listing) exactly as the 1985 compiler does, under
 * {@link io.github.retrokit.crobots.codegen.CompilerOptions}.
 */
package io.github.retrokit.crobots.codegen;
