package io.github.retrokit.mips.cpu;

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
    private int[] cutFrom;
    private int cutStop;
    private int[] cut;
    /** A {@link OperandWords#LEAVE} instruction in {@link CodeCache}'s form, for {@link InlineUnit#run}. */
    private final long[] one = new long[1];

    RunChain(Cpu cpu) {
        this.cpu = cpu;
    }

    /**
     * Executes straight runs one after the other, from {@code pc}, for as long as the next one lies wholly
     * within the {@code budget}, does not hold {@code stopPc} after its first instruction, and does not start
     * at {@code stopPc}. Returns the program counter where it stopped; a fault leaves its address in
     * {@link #faultPc}.
     */
    int chain(long[] words, int[] runs, int userBase, int pc, long budget, int stopPc) {
        int index = Integer.rotateRight(pc - userBase, 2); // negative or too large unless aligned text
        executed = 0;
        lastIndex = -1;
        if (index < 0 || index >= runs.length) {
            return pc;
        }
        return execute(words, runsStoppingAt(runs, stopPc, userBase), userBase, index, budget);
    }

    /**
     * {@code runs} with no run at {@code stopPc} and every run that holds it after its first instruction cut
     * short before it, so that the chain stops there without comparing each run with the stop address.
     */
    private int[] runsStoppingAt(int[] runs, int stopPc, int userBase) {
        int index = Integer.rotateRight(stopPc - userBase, 2);
        if (index < 0 || index >= runs.length) {
            return runs; // not an aligned text address: the chain stops before any such pc anyway
        }
        if (runs != cutFrom || stopPc != cutStop) {
            cut = StraightRuns.cutAt(runs, index);
            cutFrom = runs;
            cutStop = stopPc;
        }
        return cut;
    }

    private int execute(long[] words, int[] runs, int userBase, int from, long budget) {
        final Cpu cpu = this.cpu;
        final int[] r = cpu.gpr;
        final int[] f = cpu.fpr;
        long left = budget; // instructions the budget has left after the current run
        int i = from;
        int end = from;
        try {
            while (true) {
                if (i == end) { // the next run starts at i: a branch or jump set both to its target
                    int length = i < runs.length ? runs[i] : 0;
                    if (length == 0 || length > left) {
                        executed = budget - left;
                        return userBase + (i << 2);
                    }
                    left -= length;
                    end = i + length;
                }
                final long e = words[i];
                final int x = (int) e;
                switch (x & 0xff) {
                    case OperandWords.ADDIU: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] + (int) (e >>> 32); break;
                    case OperandWords.ADDU: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] + r[(x >>> 24) & 31]; break;
                    case OperandWords.LW: r[(x >>> 8) & 31] = cpu.loadWord(r[(x >>> 16) & 31] + (int) (e >>> 32)); break;
                    case OperandWords.SW:
                        cpu.storeWord(r[(x >>> 16) & 31] + (int) (e >>> 32), r[(x >>> 24) & 31], userBase + (i << 2));
                        break;
                    case OperandWords.BNE:
                        if (r[(x >>> 16) & 31] != r[(x >>> 24) & 31]) {
                            i = end = (int) (e >>> 32);
                            continue;
                        }
                        break;
                    case OperandWords.BEQ:
                        if (r[(x >>> 16) & 31] == r[(x >>> 24) & 31]) {
                            i = end = (int) (e >>> 32);
                            continue;
                        }
                        break;
                    case OperandWords.SLL: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] << (int) (e >>> 32); break;
                    case OperandWords.SLT: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] < r[(x >>> 24) & 31] ? 1 : 0; break;
                    case OperandWords.SLTI: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] < (int) (e >>> 32) ? 1 : 0; break;
                    case OperandWords.SUBU: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] - r[(x >>> 24) & 31]; break;
                    case OperandWords.J:
                        i = end = (int) (e >>> 32);
                        continue;
                    case OperandWords.JAL:
                        r[31] = userBase + (i << 2) + 4;
                        i = end = (int) (e >>> 32);
                        continue;
                    case OperandWords.JR: {
                        int target = r[(x >>> 16) & 31];
                        int index = Integer.rotateRight(target - userBase, 2);
                        if (index >= 0 && index < runs.length && index != i) {
                            i = end = index;
                            continue;
                        }
                        return leave(cpu.jump(userBase + (i << 2), target), i, end, budget, left);
                    }
                    case OperandWords.LBU: r[(x >>> 8) & 31] = cpu.loadByte(r[(x >>> 16) & 31] + (int) (e >>> 32)); break;
                    case OperandWords.LB:
                        r[(x >>> 8) & 31] = (byte) cpu.loadByte(r[(x >>> 16) & 31] + (int) (e >>> 32));
                        break;
                    case OperandWords.SB:
                        cpu.storeByte(r[(x >>> 16) & 31] + (int) (e >>> 32), r[(x >>> 24) & 31], userBase + (i << 2));
                        break;
                    case OperandWords.SRL: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] >>> (int) (e >>> 32); break;
                    case OperandWords.SRA: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] >> (int) (e >>> 32); break;
                    case OperandWords.AND: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] & r[(x >>> 24) & 31]; break;
                    case OperandWords.OR: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] | r[(x >>> 24) & 31]; break;
                    case OperandWords.ANDI: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] & (int) (e >>> 32); break;
                    case OperandWords.ORI: r[(x >>> 8) & 31] = r[(x >>> 16) & 31] | (int) (e >>> 32); break;
                    case OperandWords.BLEZ:
                        if (r[(x >>> 16) & 31] <= 0) {
                            i = end = (int) (e >>> 32);
                            continue;
                        }
                        break;
                    case OperandWords.BGTZ:
                        if (r[(x >>> 16) & 31] > 0) {
                            i = end = (int) (e >>> 32);
                            continue;
                        }
                        break;
                    case OperandWords.BLTZ:
                        if (r[(x >>> 16) & 31] < 0) {
                            i = end = (int) (e >>> 32);
                            continue;
                        }
                        break;
                    case OperandWords.BGEZ:
                        if (r[(x >>> 16) & 31] >= 0) {
                            i = end = (int) (e >>> 32);
                            continue;
                        }
                        break;
                    case OperandWords.ADD:
                        r[(x >>> 8) & 31] = InlineUnit.addTrapping(r[(x >>> 16) & 31], r[(x >>> 24) & 31]);
                        break;
                    case OperandWords.SUB:
                        r[(x >>> 8) & 31] = InlineUnit.subTrapping(r[(x >>> 16) & 31], r[(x >>> 24) & 31]);
                        break;
                    case OperandWords.ADDI:
                        r[(x >>> 8) & 31] = InlineUnit.addTrapping(r[(x >>> 16) & 31], (int) (e >>> 32));
                        break;
                    case OperandWords.MFHI: r[(x >>> 8) & 31] = cpu.hi; break;
                    case OperandWords.MFLO: r[(x >>> 8) & 31] = cpu.lo; break;
                    case OperandWords.MULTU:
                        cpu.setHiLo((r[(x >>> 16) & 31] & 0xffffffffL) * (r[(x >>> 24) & 31] & 0xffffffffL));
                        break;
                    case OperandWords.MUL: {
                        long product = (long) r[(x >>> 16) & 31] * r[(x >>> 24) & 31];
                        cpu.setHiLo(product);
                        r[(x >>> 8) & 31] = (int) product;
                        break;
                    }
                    case OperandWords.DIVU: {
                        int a = r[(x >>> 16) & 31];
                        int b = r[(x >>> 24) & 31];
                        if (b != 0) {
                            cpu.lo = Integer.divideUnsigned(a, b);
                            cpu.hi = Integer.remainderUnsigned(a, b);
                        }
                        break;
                    }
                    case OperandWords.ADD_D: Fpu.setD(f, (x >>> 8) & 31, Fpu.d(f, (x >>> 16) & 31) + Fpu.d(f, (x >>> 24) & 31)); break;
                    case OperandWords.SUB_D: Fpu.setD(f, (x >>> 8) & 31, Fpu.d(f, (x >>> 16) & 31) - Fpu.d(f, (x >>> 24) & 31)); break;
                    case OperandWords.MUL_D: Fpu.setD(f, (x >>> 8) & 31, Fpu.d(f, (x >>> 16) & 31) * Fpu.d(f, (x >>> 24) & 31)); break;
                    case OperandWords.DIV_D: Fpu.setD(f, (x >>> 8) & 31, Fpu.d(f, (x >>> 16) & 31) / Fpu.d(f, (x >>> 24) & 31)); break;
                    case OperandWords.MOV_D: {
                        int fd = (x >>> 8) & 31;
                        int fs = (x >>> 16) & 31;
                        f[fd] = f[fs];
                        f[fd + 1] = f[fs + 1];
                        break;
                    }
                    case OperandWords.NEG_D: {
                        int fd = (x >>> 8) & 31;
                        int fs = (x >>> 16) & 31;
                        f[fd] = f[fs];
                        f[fd + 1] = f[fs + 1] ^ 0x80000000;
                        break;
                    }
                    case OperandWords.NOP: break;
                    case OperandWords.ODD_ALL: throw Fpu.odd("all registers");
                    case OperandWords.ODD_BOTH: throw Fpu.odd("both registers");
                    case OperandWords.LEAVE: {
                        one[0] = (long) ((x >>> 8) & 0xff) << 32 | (e >>> 32);
                        return leave(cpu.inlineUnit.run(one, 0, 1, userBase + (i << 2)), i, end, budget, left);
                    }
                    default: // OTHER: the operations StraightRuns lets into a run that the chain does not switch on
                        cpu.integerUnit.execute((x >>> 8) & 0xff, (int) (e >>> 32), userBase + (i << 2));
                }
                i++;
            }
        } catch (MipsException ex) {
            faultPc = userBase + (i << 2);
            executed = budget - left - (end - i);
            throw ex;
        }
    }

    /** Stops after the branch or jump at text index {@code i}, the last of its run, which went to {@code pc}. */
    private int leave(int pc, int i, int end, long budget, long left) {
        executed = budget - left - (end - i - 1);
        lastIndex = i;
        return pc;
    }
}
