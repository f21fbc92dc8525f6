package io.github.retrokit.mips.run;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.InvalidPcException;
import java.util.ArrayList;
import java.util.List;

/**
 * The listeners attached to one machine. Instruction and register listeners switch it to the observed mode
 * ({@link #observed()}); store listeners are installed into the CPU, which calls them itself.
 */
final class Listeners {
    private final Cpu cpu;
    private final List<InstructionListener> instructions = new ArrayList<>();
    private final List<RegisterListener> registers = new ArrayList<>();
    private final List<MemoryWriteListener> writes = new ArrayList<>();

    Listeners(Cpu cpu) {
        this.cpu = cpu;
    }

    void addInstruction(InstructionListener listener) { instructions.add(listener); }

    void removeInstruction(InstructionListener listener) { instructions.remove(listener); }

    void addRegister(RegisterListener listener) { registers.add(listener); }

    void removeRegister(RegisterListener listener) { registers.remove(listener); }

    void addWrite(MemoryWriteListener listener) {
        writes.add(listener);
        installWrites();
    }

    void removeWrite(MemoryWriteListener listener) {
        writes.remove(listener);
        installWrites();
    }

    /** True if every instruction must be run alone to be reported. */
    boolean observed() {
        return !instructions.isEmpty() || !registers.isEmpty();
    }

    /** A snapshot to take before each observed instruction, or null if no register listener wants one. */
    RegisterSnapshot registerSnapshot() {
        return registers.isEmpty() ? null : new RegisterSnapshot();
    }

    /** Tells the register listeners what the instruction at {@code pc} changed since {@code snapshot}. */
    void reportRegisters(RegisterSnapshot snapshot, int pc) {
        snapshot.report(cpu, pc, registers);
    }

    /** Tells the instruction listeners about the instruction at {@code pc}, if one is there. */
    void beforeInstruction(int pc) {
        if (instructions.isEmpty()) {
            return;
        }
        int word;
        try {
            var fetched = cpu.instructionAt(pc);
            if (fetched.isEmpty()) {
                return;
            }
            word = fetched.getAsInt();
        } catch (InvalidPcException e) {
            return;
        }
        for (InstructionListener listener : List.copyOf(instructions)) {
            listener.beforeInstruction(pc, word);
        }
    }

    private void installWrites() {
        if (writes.isEmpty()) {
            cpu.setMemoryWriteListener(null);
        } else if (writes.size() == 1) {
            cpu.setMemoryWriteListener(writes.get(0)::memoryWritten);
        } else {
            List<MemoryWriteListener> all = List.copyOf(writes);
            cpu.setMemoryWriteListener((a, s, v, pc) -> all.forEach(l -> l.memoryWritten(a, s, v, pc)));
        }
    }
}
