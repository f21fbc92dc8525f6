package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.image.SourceLine;
import java.util.Optional;

/**
 * An {@code $s} register a function saves on its stack although none of its code ever overwrites it.
 * CSE 220 takes off credit for this ("saving $s registers that are not overwritten by a function").
 *
 * @param function the function's label
 * @param register the register's name, e.g. {@code $s5}
 * @param pc       the address of the store that saves it
 * @param source   the source line of that store, if known
 */
public record NeedlessSave(String function, String register, int pc, Optional<SourceLine> source) {
}
