package io.github.retrokit.mips.run;

import io.github.retrokit.mips.cpu.CpuState;
import io.github.retrokit.mips.memory.MemoryState;
import java.util.List;
import java.util.Objects;

/**
 * An immutable copy of a machine between two instructions ({@link Machine#saveState}): the processor, memory
 * (heap top included), the mapped devices' states and their pending interrupt requests. Syscall state
 * (console, files, random streams) is not in it: time travel replays syscalls from a log instead
 * ({@code io.github.retrokit.mips.debug}). Its contents are opaque: put it back with
 * {@link Machine#restoreState}.
 */
public final class MachineState {
    private final CpuState cpu;
    private final MemoryState memory;
    private final List<Object> devices;
    private final int interrupts;

    MachineState(CpuState cpu, MemoryState memory, List<Object> devices, int interrupts) {
        this.cpu = cpu;
        this.memory = memory;
        this.devices = devices;
        this.interrupts = interrupts;
    }

    CpuState cpu() { return cpu; }

    MemoryState memory() { return memory; }

    List<Object> devices() { return devices; }

    int interrupts() { return interrupts; }

    /** {@return instructions executed when the copy was taken} */
    public long instructionCount() { return cpu.steps(); }

    /**
     * Whether both copies hold the same machine.
     *
     * @param o another copy
     * @return true if registers, counters, memory bytes and device states are equal
     */
    public boolean sameAs(MachineState o) {
        return cpu.sameAs(o.cpu) && memory.sameAs(o.memory) && Objects.equals(devices, o.devices)
                && interrupts == o.interrupts;
    }
}
