package io.github.retrokit.mips.differential;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a run leaves behind that two tiers must agree on, as named text fields: the result (exit,
 * fault message and pc, limit), output, instruction counts, every register (general, HI/LO, pc, CP0,
 * FPU and its condition flags) and the memory a program can touch (text, data, heap, stack).
 */
final class Outcome {
    private static final int TEXT = 0x00400000;
    private static final int DATA = 0x10010000;
    private static final int HEAP = 0x10040000;
    private static final int STACK_TOP = 0x7ffff000;
    private static final int[] CP0 = {Cpu.CP0_BADVADDR, Cpu.CP0_STATUS, Cpu.CP0_CAUSE, Cpu.CP0_EPC};

    final Map<String, String> fields = new LinkedHashMap<>();
    /** How the run was made (interpreted, translated, stepped). */
    final String tier;

    Outcome(String tier, Machine machine, RunResult result, String output, int textBytes) {
        this.tier = tier;
        fields.put("result", result.toString());
        fields.put("output", output);
        fields.put("instructions", machine.instructionCount() + " (kernel " + Internals.cpu(machine).kernelSteps()
                + ", repeated fetches " + Internals.cpu(machine).repeatedFetches() + ")");
        fields.put("pc", hex(machine.pc()));
        StringBuilder gpr = new StringBuilder();
        for (int i = 0; i < 32; i++) {
            gpr.append(' ').append(hex(machine.register(i)));
        }
        fields.put("gpr", gpr.toString());
        fields.put("hi/lo", hex(machine.hi()) + " " + hex(machine.lo()));
        StringBuilder cp0 = new StringBuilder();
        for (int n : CP0) {
            cp0.append(' ').append(hex(machine.cp0(n)));
        }
        fields.put("cp0", cp0.toString());
        StringBuilder fpr = new StringBuilder();
        for (int i = 0; i < 32; i++) {
            fpr.append(' ').append(hex(machine.fpr(i)));
        }
        fields.put("fpr", fpr.toString());
        StringBuilder flags = new StringBuilder();
        for (int cc = 0; cc < 8; cc++) {
            flags.append(machine.fpFlag(cc) ? '1' : '0');
        }
        fields.put("fp flags", flags.toString());
        memory(machine, "text", TEXT, (textBytes + 31) & ~31);
        memory(machine, "data", DATA, 2048);
        memory(machine, "heap", HEAP, 8192);
        memory(machine, "stack", STACK_TOP - 1024, 4096);
    }

    private void memory(Machine machine, String name, int base, int length) {
        byte[] bytes = machine.readBytes(base, length);
        for (int line = 0; line < length; line += 32) {
            StringBuilder text = new StringBuilder();
            for (int i = line; i < line + 32; i++) {
                text.append(String.format("%02x", bytes[i] & 0xff));
            }
            fields.put(name + " " + hex(base + line), text.toString());
        }
    }

    /** The fields where {@code other} differs, each with both values; empty if none. */
    List<String> differences(Outcome other) {
        List<String> found = new ArrayList<>();
        fields.forEach((name, value) -> {
            String theirs = other.fields.get(name);
            if (!value.equals(theirs)) {
                found.add(name + ":\n    " + tier + ": " + value + "\n    " + other.tier + ": " + theirs);
            }
        });
        return found;
    }

    private static String hex(int value) {
        return String.format("%08x", value);
    }
}
