package io.github.retrokit.mips.run;

import io.github.retrokit.mips.cpu.CpuState;
import io.github.retrokit.mips.memory.MemoryState;
import java.util.List;
import java.util.Objects;

/**
 * An immutable copy of a machine between two instructions: the processor, memory (heap top included), the
 * mapped devices' states and their pending interrupt requests. Syscall state (console, files, random streams)
 * is not in it: time travel replays syscalls from a log instead ({@code io.github.retrokit.mips.debug}).
 *
 * @param cpu        registers, pc, coprocessors, counters
 * @param memory     pages and heap top
 * @param devices    each mapped device's {@code saveState()}, in mapping order
 * @param interrupts device interrupt requests not yet taken
 */
public record MachineState(CpuState cpu, MemoryState memory, List<Object> devices, int interrupts) {
    /** Instructions executed when the copy was taken. */
    public long instructionCount() { return cpu.steps(); }

    /** True if both copies hold the same machine (registers, counters, memory bytes, device states). */
    public boolean sameAs(MachineState o) {
        return cpu.sameAs(o.cpu) && memory.sameAs(o.memory) && Objects.equals(devices, o.devices)
                && interrupts == o.interrupts;
    }
}
