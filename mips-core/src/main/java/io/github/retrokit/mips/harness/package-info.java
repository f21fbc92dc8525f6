/**
 * Calling one function the way a grader does: {@link io.github.retrokit.mips.harness.CallHarness} sets up
 * arguments, a return sentinel and the stack, runs a {@link io.github.retrokit.mips.harness.CallRequest} and
 * checks the calling conventions, reporting a {@link io.github.retrokit.mips.harness.CallResult}
 * ({@link io.github.retrokit.mips.harness.CallReport} formats it as text or JSON).
 */
package io.github.retrokit.mips.harness;
