package io.github.retrokit.mips.harness;

/**
 * A callee-saved register whose value on return differs from its value on entry.
 *
 * @param register its name, e.g. {@code $s0}
 * @param number   its number (16-23, 28, 29 or 30)
 * @param before   the value on entry
 * @param after    the value on return
 */
public record RegisterChange(String register, int number, int before, int after) {
}
