package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.run.RegisterNames;
import static io.github.retrokit.mips.cpu.Op.*;

import io.github.retrokit.mips.cpu.Decoder;
import io.github.retrokit.mips.image.ProgramImage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Reads a function's code the way a TA does: every instruction reachable from its entry without
 * following calls ({@code jal}, {@code jalr}) or returns ({@code jr}). An {@code $s} register stored
 * through {@code $sp} or {@code $fp} there (a save) but never written by any of those instructions,
 * loads that restore it from the same slot aside, is a needless save. Path-insensitive on purpose: a
 * register the function overwrites on some path is not reported even when this call took another.
 */
final class SavedRegisterCheck {
    private static final int S0 = 16;
    private static final int S7 = 23;
    /** No function is this long; a bound against pathological code. */
    private static final int MAX_INSTRUCTIONS = 1 << 16;

    private final ProgramImage image;

    SavedRegisterCheck(ProgramImage image) {
        this.image = image;
    }

    /** The needless saves of the function at {@code entry}, named {@code function}, in register order. */
    List<NeedlessSave> check(String function, int entry) {
        int[] savePc = new int[32];
        BitSet saved = new BitSet(32);
        BitSet written = new BitSet(32);
        Set<Long> slots = new HashSet<>();
        List<int[]> loads = new ArrayList<>();
        for (int pc : reachable(entry)) {
            int word = image.instructionAt(pc).orElse(0);
            int op = Decoder.decode(word);
            int rt = (word >>> 16) & 31;
            int base = (word >>> 21) & 31;
            boolean throughFrame = base == RegisterNames.SP || base == RegisterNames.FP;
            if (op == SW && rt >= S0 && rt <= S7 && throughFrame) {
                if (!saved.get(rt)) {
                    savePc[rt] = pc;
                }
                saved.set(rt);
                slots.add(slot(rt, base, word));
            } else if (op == LW && rt >= S0 && rt <= S7 && throughFrame) {
                loads.add(new int[] {rt, base, word});
            } else {
                int dest = destination(word, op);
                if (dest > 0) {
                    written.set(dest);
                }
            }
        }
        for (int[] load : loads) {
            if (!slots.contains(slot(load[0], load[1], load[2]))) {
                written.set(load[0]);
            }
        }
        return needless(function, saved, written, savePc);
    }

    private List<NeedlessSave> needless(String function, BitSet saved, BitSet written, int[] savePc) {
        List<NeedlessSave> needless = new ArrayList<>();
        for (int r = S0; r <= S7; r++) {
            if (saved.get(r) && !written.get(r)) {
                needless.add(new NeedlessSave(function, RegisterNames.name(r), savePc[r],
                        image.sourceLine(savePc[r])));
            }
        }
        return needless;
    }

    private static long slot(int register, int base, int word) {
        return ((long) register << 40) | ((long) base << 32) | (word & 0xffff);
    }

    /** Addresses reachable from {@code entry} by falling through, branching and {@code j}, in no order. */
    private List<Integer> reachable(int entry) {
        Set<Integer> seen = new HashSet<>();
        Deque<Integer> work = new ArrayDeque<>(List.of(entry));
        while (!work.isEmpty() && seen.size() < MAX_INSTRUCTIONS) {
            int pc = work.pop();
            OptionalInt word = image.instructionAt(pc);
            if (word.isEmpty() || !seen.add(pc)) {
                continue;
            }
            int w = word.getAsInt();
            int op = Decoder.decode(w);
            int branch = pc + 4 + ((short) w << 2);
            switch (op) {
                case JR, BREAK, ERET, INVALID -> { }
                case J -> work.push(((pc + 4) & 0xf0000000) | ((w & 0x03ffffff) << 2));
                case BEQ, BNE, BLEZ, BGTZ, BLTZ, BGEZ, BC1F, BC1T -> {
                    work.push(branch);
                    work.push(pc + 4);
                }
                default -> work.push(pc + 4);
            }
        }
        return List.copyOf(seen);
    }

    /** The general register {@code word} writes (0 if none); {@code $ra} for the linking calls. */
    static int destination(int word, int op) {
        int rt = (word >>> 16) & 31;
        int rd = (word >>> 11) & 31;
        return switch (op) {
            case SLL, SRL, SRA, SLLV, SRLV, SRAV, JALR, MOVZ, MOVN, MOVF, MOVT, MFHI, MFLO, ADD, ADDU, SUB, SUBU,
                    AND, OR, XOR, NOR, SLT, SLTU, MUL, CLZ, CLO -> rd;
            case ADDI, ADDIU, SLTI, SLTIU, ANDI, ORI, XORI, LUI, LB, LH, LWL, LW, LBU, LHU, LWR, LL, SC, MFC0,
                    MFC1 -> rt;
            case JAL, BGEZAL, BLTZAL -> RegisterNames.RA;
            default -> 0;
        };
    }
}
