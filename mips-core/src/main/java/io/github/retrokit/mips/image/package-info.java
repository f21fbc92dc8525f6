/**
 * An assembled program: its {@link io.github.retrokit.mips.image.Segment}s of words and bytes, symbols, the
 * source line of every instruction and the {@link io.github.retrokit.mips.image.MemoryLayout} it was assembled
 * for. Immutable; one image can be loaded into many machines.
 */
package io.github.retrokit.mips.image;
