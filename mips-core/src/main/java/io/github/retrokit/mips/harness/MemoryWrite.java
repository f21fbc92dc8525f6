package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.image.SourceLine;
import java.util.Optional;

/**
 * A store (or a syscall writing memory) outside every region the caller declared writable.
 *
 * @param address first byte written
 * @param size    1, 2 or 4 bytes (a syscall buffer write is reported per byte)
 * @param value   the value stored (low {@code size} bytes)
 * @param pc      the address of the instruction that wrote
 * @param source  its source line, if known
 */
public record MemoryWrite(int address, int size, int value, int pc, Optional<SourceLine> source) {
}
