package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.MemoryWriteListener;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.syscall.Syscall;
import io.github.retrokit.mips.syscall.SyscallContext;
import io.github.retrokit.mips.syscall.SyscallRegistry;
import java.util.ArrayList;
import java.util.List;

/**
 * Record and replay of syscalls. The n-th syscall of a run always has the same effect, so the first time it
 * runs (live) its effect is logged, and whenever history is executed again it is replayed from the log: input
 * consumed is never read twice, output is never printed twice, files are never touched twice.
 */
final class RecordingSyscalls {
    private final List<SyscallEffect> log = new ArrayList<>();
    /** Index of the next syscall to execute. */
    private int next;

    /** {@code registry} with every service wrapped. */
    SyscallRegistry wrap(SyscallRegistry registry) {
        SyscallRegistry wrapped = registry;
        for (int number : registry.numbers()) {
            Syscall service = registry.find(number);
            wrapped = wrapped.with(number, context -> execute(service, context));
        }
        return wrapped;
    }

    private void execute(Syscall service, SyscallContext context) {
        Cpu cpu = Internals.cpu(context);
        if (next < log.size()) {
            log.get(next++).replay(cpu);
            return;
        }
        int[] before = registers(cpu);
        List<Integer> stores = new ArrayList<>();
        MemoryWriteListener previous = cpu.memoryWriteListener();
        cpu.setMemoryWriteListener((address, size, value, pc) -> {
            for (int i = 0; i < size; i++) {
                stores.add(address + i);
                stores.add((value >>> (8 * i)) & 0xff);
            }
            if (previous != null) {
                previous.memoryWritten(address, size, value, pc);
            }
        });
        RuntimeException thrown = null;
        try {
            service.execute(context);
        } catch (RuntimeException e) {
            thrown = e;
        } finally {
            cpu.setMemoryWriteListener(previous);
        }
        log.add(new SyscallEffect(changes(before, registers(cpu)), stores.stream().mapToInt(Integer::intValue).toArray(),
                cpu.memory().heapTop(), thrown));
        next++;
        if (thrown != null) {
            throw thrown;
        }
    }

    private static int[] registers(Cpu cpu) {
        int[] r = new int[64];
        for (int i = 0; i < 32; i++) {
            r[i] = cpu.gpr(i);
            r[32 + i] = cpu.fpr(i);
        }
        return r;
    }

    private static int[] changes(int[] before, int[] after) {
        List<Integer> pairs = new ArrayList<>();
        for (int i = 0; i < before.length; i++) {
            if (before[i] != after[i]) {
                pairs.add(i);
                pairs.add(after[i]);
            }
        }
        return pairs.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Syscalls executed so far in the current history (the index of the next one). */
    int position() { return next; }

    /** Moves to another point of history (a checkpoint's position). */
    void setPosition(int position) { next = position; }

    /** Syscalls recorded so far. */
    int recorded() { return log.size(); }
}
