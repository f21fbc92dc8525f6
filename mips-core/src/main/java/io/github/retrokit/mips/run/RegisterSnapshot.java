package io.github.retrokit.mips.run;

import io.github.retrokit.mips.cpu.Cpu;
import java.util.List;

/** Register values before an instruction, to report what it changed. */
final class RegisterSnapshot {
    private final int[] gpr = new int[32];
    private final int[] fpr = new int[32];
    private int hi;
    private int lo;

    void take(Cpu cpu) {
        for (int i = 0; i < 32; i++) {
            gpr[i] = cpu.gpr(i);
            fpr[i] = cpu.fpr(i);
        }
        hi = cpu.hi();
        lo = cpu.lo();
    }

    void report(Cpu cpu, int pc, List<RegisterListener> listeners) {
        for (int i = 0; i < 32; i++) {
            changed(i, gpr[i], cpu.gpr(i), pc, listeners);
        }
        changed(Machine.HI, hi, cpu.hi(), pc, listeners);
        changed(Machine.LO, lo, cpu.lo(), pc, listeners);
        for (int i = 0; i < 32; i++) {
            changed(Machine.FPR_BASE + i, fpr[i], cpu.fpr(i), pc, listeners);
        }
    }

    private static void changed(int register, int before, int after, int pc, List<RegisterListener> listeners) {
        if (before != after) {
            for (RegisterListener listener : listeners) {
                listener.registerChanged(register, before, after, pc);
            }
        }
    }
}
