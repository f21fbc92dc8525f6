package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.image.SourceLine;
import java.util.Optional;

/**
 * One {@code jal} or {@code jalr} executed during a call.
 *
 * @param label  the label at the target address, or the address as {@code 0x%08x} if none
 * @param target the address jumped to
 * @param pc     the address of the jump instruction
 * @param source the source line of the jump, if known
 */
public record LabelCall(String label, int target, int pc, Optional<SourceLine> source) {
}
