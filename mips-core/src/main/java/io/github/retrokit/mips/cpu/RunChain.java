package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.OperandWords.*;

/**
 * The interpreter's loop for plain execution (no delayed branching, no devices opened, no store that could
 * change the text): straight runs of user text ({@link StraightRuns}) one after the other, from their
 * {@link OperandWords}, checking the budget once per run. The program counter is not kept per instruction:
 * an instruction's address is its text index's, and branches and jumps carry their target's index.
 * The semantics are {@link InlineUnit}'s, case for case.
 */
final class RunChain {
    private final Cpu cpu;
    /** The address of the instruction that faulted in {@link #chain}. */
    int faultPc;
    /** Instructions {@link #chain} executed (on a fault: before the faulting one). */
    long executed;
    /**
     * The text index of the last instruction {@link #chain} executed if it was a branch or jump the chain
     * left after (to itself, say), else -1: the last instruction then is not at the returned address.
     */
    int lastIndex;
    private long[] cutFrom;
    private int cutStop;
    private long[] cut;
    /** A {@link OperandWords#LEAVE} instruction in {@link CodeCache}'s form, for {@link InlineUnit#run}. */
    private final long[] one = new long[1];

    RunChain(Cpu cpu) {
        this.cpu = cpu;
    }

    /**
     * Executes straight runs one after the other, from {@code pc}, for as long as the budget left keeps
     * {@code reserve} instructions (the longest run, {@link OperandWords#longest}), stopping before the first
     * {@link OperandWords#EXIT} and before {@code stopPc}. Returns the program counter where it stopped; a fault
     * leaves its address in {@link #faultPc}.
     */
    int chain(long[] words, int reserve, int userBase, int pc, long budget, int stopPc) {
        int index = Integer.rotateRight(pc - userBase, 2); // negative or too large unless aligned text
        executed = 0;
        lastIndex = -1;
        if (index < 0 || index >= words.length || budget < reserve) {
            return pc;
        }
        int most = (int) Math.min(budget, 1 << 30); // edge below stays an int
        return execute(wordsStoppingAt(words, stopPc, userBase), reserve, userBase, index, most);
    }

    /** {@code words} with an {@link OperandWords#EXIT} at {@code stopPc}, so that the chain stops there. */
    private long[] wordsStoppingAt(long[] words, int stopPc, int userBase) {
        int index = Integer.rotateRight(stopPc - userBase, 2);
        if (index < 0 || index >= words.length) {
            return words; // not an aligned text address: the chain stops before any such pc anyway
        }
        if (words != cutFrom || stopPc != cutStop) {
            cut = OperandWords.stoppingAt(words, index);
            cutFrom = words;
            cutStop = stopPc;
        }
        return cut;
    }

    private int execute(long[] words, int reserve, int userBase, int from, int budget) {
        final Cpu cpu = this.cpu;
        final int[] r = cpu.gpr;
        // The budget left before the current run, less the reserve and 1, plus the run's first index: a run
        // ending at an index above it leaves less than the reserve. One value instead of three (budget left,
        // first index, reserve) keeps the loop's live values few.
        int edge = budget - reserve - 1 + from;
        int i = from;
        try {
            while (true) {
                final long e = words[i];
                final long y;
                final int next;
                switch ((int) e & 0xff) {
                    case ADDIU: y = e ^ ADDIU * M; r[d(y)] = r[s(y)] + imm(y); i++; continue;
                    case ADDU: y = e ^ ADDU * M; r[d(y)] = r[s(y)] + r[t(y)]; i++; continue;
                    case LW: y = e ^ LW * M; r[d(y)] = cpu.loadWord(r[s(y)] + imm(y)); i++; continue;
                    case SW: y = e ^ SW * M; cpu.storeWord(r[s(y)] + imm(y), r[t(y)], userBase + (i << 2)); i++; continue;
                    case BNE:
                        y = e ^ BNE * M;
                        next = r[s(y)] != r[t(y)] ? imm(y) : i + 1;
                        break;
                    case BEQ:
                        y = e ^ BEQ * M;
                        next = r[s(y)] == r[t(y)] ? imm(y) : i + 1;
                        break;
                    case SLL: y = e ^ SLL * M; r[d(y)] = r[s(y)] << imm(y); i++; continue;
                    case SLT: y = e ^ SLT * M; r[d(y)] = r[s(y)] < r[t(y)] ? 1 : 0; i++; continue;
                    case SLTI: y = e ^ SLTI * M; r[d(y)] = r[s(y)] < imm(y) ? 1 : 0; i++; continue;
                    case SUBU: y = e ^ SUBU * M; r[d(y)] = r[s(y)] - r[t(y)]; i++; continue;
                    case J:
                        y = e ^ J * M;
                        next = imm(y);
                        break;
                    case JAL:
                        y = e ^ JAL * M;
                        r[31] = userBase + (i << 2) + 4;
                        next = imm(y);
                        break;
                    case JR: {
                        y = e ^ JR * M;
                        int target = r[s(y)];
                        next = Integer.rotateRight(target - userBase, 2);
                        if (next == i || next < 0 || next >= words.length) {
                            return leave(cpu.jump(userBase + (i << 2), target), i, edge, budget, reserve);
                        }
                        break;
                    }
                    case LBU: y = e ^ LBU * M; r[d(y)] = cpu.loadByte(r[s(y)] + imm(y)); i++; continue;
                    case LB: y = e ^ LB * M; r[d(y)] = (byte) cpu.loadByte(r[s(y)] + imm(y)); i++; continue;
                    case SB: y = e ^ SB * M; cpu.storeByte(r[s(y)] + imm(y), r[t(y)], userBase + (i << 2)); i++; continue;
                    case SRL: y = e ^ SRL * M; r[d(y)] = r[s(y)] >>> imm(y); i++; continue;
                    case SRA: y = e ^ SRA * M; r[d(y)] = r[s(y)] >> imm(y); i++; continue;
                    case AND: y = e ^ AND * M; r[d(y)] = r[s(y)] & r[t(y)]; i++; continue;
                    case OR: y = e ^ OR * M; r[d(y)] = r[s(y)] | r[t(y)]; i++; continue;
                    case ANDI: y = e ^ ANDI * M; r[d(y)] = r[s(y)] & imm(y); i++; continue;
                    case ORI: y = e ^ ORI * M; r[d(y)] = r[s(y)] | imm(y); i++; continue;
                    case BLEZ:
                        y = e ^ BLEZ * M;
                        next = r[s(y)] <= 0 ? imm(y) : i + 1;
                        break;
                    case BGTZ:
                        y = e ^ BGTZ * M;
                        next = r[s(y)] > 0 ? imm(y) : i + 1;
                        break;
                    case BLTZ:
                        y = e ^ BLTZ * M;
                        next = r[s(y)] < 0 ? imm(y) : i + 1;
                        break;
                    case BGEZ:
                        y = e ^ BGEZ * M;
                        next = r[s(y)] >= 0 ? imm(y) : i + 1;
                        break;
                    case ADD: y = e ^ ADD * M; r[d(y)] = InlineUnit.addTrapping(r[s(y)], r[t(y)]); i++; continue;
                    case SUB: y = e ^ SUB * M; r[d(y)] = InlineUnit.subTrapping(r[s(y)], r[t(y)]); i++; continue;
                    case ADDI: y = e ^ ADDI * M; r[d(y)] = InlineUnit.addTrapping(r[s(y)], imm(y)); i++; continue;
                    case MFHI: y = e ^ MFHI * M; r[d(y)] = cpu.hi; i++; continue;
                    case MFLO: y = e ^ MFLO * M; r[d(y)] = cpu.lo; i++; continue;
                    case MULTU:
                        y = e ^ MULTU * M;
                        cpu.setHiLo((r[s(y)] & 0xffffffffL) * (r[t(y)] & 0xffffffffL));
                        i++;
                        continue;
                    case MUL: {
                        y = e ^ MUL * M;
                        long product = (long) r[s(y)] * r[t(y)];
                        cpu.setHiLo(product);
                        r[d(y)] = (int) product;
                        i++;
                        continue;
                    }
                    case DIVU: {
                        y = e ^ DIVU * M;
                        int a = r[s(y)];
                        int b = r[t(y)];
                        if (b != 0) {
                            cpu.lo = Integer.divideUnsigned(a, b);
                            cpu.hi = Integer.remainderUnsigned(a, b);
                        }
                        i++;
                        continue;
                    }
                    case ADD_D: {
                        y = e ^ ADD_D * M;
                        int[] f = cpu.fpr;
                        Fpu.setD(f, d(y), Fpu.d(f, s(y)) + Fpu.d(f, t(y)));
                        i++;
                        continue;
                    }
                    case SUB_D: {
                        y = e ^ SUB_D * M;
                        int[] f = cpu.fpr;
                        Fpu.setD(f, d(y), Fpu.d(f, s(y)) - Fpu.d(f, t(y)));
                        i++;
                        continue;
                    }
                    case MUL_D: {
                        y = e ^ MUL_D * M;
                        int[] f = cpu.fpr;
                        Fpu.setD(f, d(y), Fpu.d(f, s(y)) * Fpu.d(f, t(y)));
                        i++;
                        continue;
                    }
                    case DIV_D: {
                        y = e ^ DIV_D * M;
                        int[] f = cpu.fpr;
                        Fpu.setD(f, d(y), Fpu.d(f, s(y)) / Fpu.d(f, t(y)));
                        i++;
                        continue;
                    }
                    case MOV_D: {
                        y = e ^ MOV_D * M;
                        int[] f = cpu.fpr;
                        f[d(y)] = f[s(y)];
                        f[d(y) + 1] = f[s(y) + 1];
                        i++;
                        continue;
                    }
                    case NEG_D: {
                        y = e ^ NEG_D * M;
                        int[] f = cpu.fpr;
                        f[d(y)] = f[s(y)];
                        f[d(y) + 1] = f[s(y) + 1] ^ 0x80000000;
                        i++;
                        continue;
                    }
                    case NOP: i++; continue;
                    case ODD_ALL: throw Fpu.odd("all registers");
                    case ODD_BOTH: throw Fpu.odd("both registers");
                    case LEAVE:
                        y = e ^ LEAVE * M;
                        one[0] = (long) d(y) << 32 | imm(y) & 0xffffffffL;
                        return leave(cpu.inlineUnit.run(one, 0, 1, userBase + (i << 2)), i, edge, budget, reserve);
                    case OTHER:
                        y = e ^ OTHER * M;
                        cpu.integerUnit.execute(d(y), imm(y), userBase + (i << 2));
                        i++;
                        continue;
                    default: // EXIT
                        executed = budget - (edge + reserve + 1 - i);
                        return userBase + (i << 2);
                }
                // a branch or jump ended the run at i: the next one starts at next if the budget keeps the reserve
                if (i > edge) {
                    executed = budget - (edge + reserve - i);
                    return userBase + (next << 2);
                }
                edge += next - i - 1;
                i = next;
            }
        } catch (MipsException ex) {
            faultPc = userBase + (i << 2);
            executed = budget - (edge + reserve + 1) + i;
            throw ex;
        }
    }

    /** The register written (or the {@link Op} id) of an opened operand word. */
    private static int d(long y) {
        return (int) y >>> 8 & 0xff;
    }

    /** The first register read. */
    private static int s(long y) {
        return (int) y >>> 16 & 0xff;
    }

    /** The second register read. */
    private static int t(long y) {
        return (int) y >>> 24;
    }

    /** The operand: immediate, shift amount, target index or machine word. */
    private static int imm(long y) {
        return (int) (y >>> 32);
    }

    /** Stops after the branch or jump at text index {@code i}, the last of its run, which went to {@code pc}. */
    private int leave(int pc, int i, int edge, int budget, int reserve) {
        executed = budget - (edge + reserve + 1) + i + 1;
        lastIndex = i;
        return pc;
    }
}
