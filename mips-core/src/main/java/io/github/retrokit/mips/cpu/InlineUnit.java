package io.github.retrokit.mips.cpu;

/**
 * The frequent integer operations — ALU, {@code lw}/{@code sw}, branches and jumps, {@code mfhi}/{@code mflo}
 * — executed a whole straight run at a time ({@link StraightRuns}) by one small method the JIT compiles
 * tightly, keeping the program counter per instruction (delayed branching, store listeners, self-modifying
 * code, device accesses; {@link RunChain} runs plain code from pre-decoded words with the same semantics).
 * {@link IntegerUnit} and {@link Fpu} hold the other operations; together they are the instruction semantics.
 */
final class InlineUnit {
    private final Cpu cpu;
    /** The address of the instruction that faulted in {@link #run}. */
    int faultPc;

    InlineUnit(Cpu cpu) {
        this.cpu = cpu;
    }

    /**
     * Executes the instructions {@code text[from..end)}, the first at {@code pc}: operations the loop
     * switches on inline (see {@link StraightRuns}), only the last may jump. Returns the next program counter.
     * A fault leaves its address in {@link #faultPc}.
     */
    int run(long[] text, int from, int end, int pc) {
        final Cpu cpu = this.cpu;
        final int[] r = cpu.gpr;
        final int[] f = cpu.fpr;
        int i = from;
        try {
            while (i < end) {
                final long entry = text[i];
                final int w = (int) entry;
                final int op = (int) (entry >>> 32);
                switch (op) {
                    case Op.NOP: pc += 4; break;
                    case Op.SLL: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] << ((w >>> 6) & 31); pc += 4; break;
                    case Op.SRL: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >>> ((w >>> 6) & 31); pc += 4; break;
                    case Op.SRA: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >> ((w >>> 6) & 31); pc += 4; break;
                    case Op.ADD: r[(w >>> 11) & 31] = addTrapping(r[(w >>> 21) & 31], r[(w >>> 16) & 31]); pc += 4; break;
                    case Op.ADDU: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] + r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.SUB: r[(w >>> 11) & 31] = subTrapping(r[(w >>> 21) & 31], r[(w >>> 16) & 31]); pc += 4; break;
                    case Op.SUBU: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] - r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.AND: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] & r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.OR: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] | r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.SLT: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] < r[(w >>> 16) & 31] ? 1 : 0; pc += 4; break;
                    case Op.ADDI: r[(w >>> 16) & 31] = addTrapping(r[(w >>> 21) & 31], (short) w); pc += 4; break;
                    case Op.ADDIU: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] + (short) w; pc += 4; break;
                    case Op.SLTI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] < (short) w ? 1 : 0; pc += 4; break;
                    case Op.ANDI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] & (w & 0xffff); pc += 4; break;
                    case Op.ORI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] | (w & 0xffff); pc += 4; break;
                    case Op.LUI: r[(w >>> 16) & 31] = w << 16; pc += 4; break;
                    case Op.LW: r[(w >>> 16) & 31] = cpu.loadWord(r[(w >>> 21) & 31] + (short) w); pc += 4; break;
                    case Op.SW:
                        cpu.storeWord(r[(w >>> 21) & 31] + (short) w, r[(w >>> 16) & 31], pc);
                        pc += 4;
                        break;
                    case Op.BEQ: pc = r[(w >>> 21) & 31] == r[(w >>> 16) & 31] ? cpu.branch(pc, w) : pc + 4; break;
                    case Op.BNE: pc = r[(w >>> 21) & 31] != r[(w >>> 16) & 31] ? cpu.branch(pc, w) : pc + 4; break;
                    case Op.BLEZ: pc = r[(w >>> 21) & 31] <= 0 ? cpu.branch(pc, w) : pc + 4; break;
                    case Op.BGTZ: pc = r[(w >>> 21) & 31] > 0 ? cpu.branch(pc, w) : pc + 4; break;
                    case Op.BLTZ: pc = r[(w >>> 21) & 31] < 0 ? cpu.branch(pc, w) : pc + 4; break;
                    case Op.BGEZ: pc = r[(w >>> 21) & 31] >= 0 ? cpu.branch(pc, w) : pc + 4; break;
                    case Op.J: pc = cpu.jump(pc, ((pc + 4) & 0xF0000000) | ((w & 0x03FFFFFF) << 2)); break;
                    case Op.JAL:
                        r[31] = pc + cpu.linkOffset;
                        pc = cpu.jump(pc, ((pc + 4) & 0xF0000000) | ((w & 0x03FFFFFF) << 2));
                        break;
                    case Op.JR: pc = cpu.jump(pc, r[(w >>> 21) & 31]); break;
                    case Op.MFHI: r[(w >>> 11) & 31] = cpu.hi; pc += 4; break;
                    case Op.MFLO: r[(w >>> 11) & 31] = cpu.lo; pc += 4; break;
                    case Op.LB: r[(w >>> 16) & 31] = (byte) cpu.loadByte(r[(w >>> 21) & 31] + (short) w); pc += 4; break;
                    case Op.LBU: r[(w >>> 16) & 31] = cpu.loadByte(r[(w >>> 21) & 31] + (short) w); pc += 4; break;
                    case Op.SB:
                        cpu.storeByte(r[(w >>> 21) & 31] + (short) w, r[(w >>> 16) & 31], pc);
                        pc += 4;
                        break;
                    case Op.MULTU:
                        cpu.setHiLo((r[(w >>> 21) & 31] & 0xffffffffL) * (r[(w >>> 16) & 31] & 0xffffffffL));
                        pc += 4;
                        break;
                    case Op.MUL: {
                        long product = (long) r[(w >>> 21) & 31] * r[(w >>> 16) & 31];
                        cpu.setHiLo(product);
                        r[(w >>> 11) & 31] = (int) product;
                        pc += 4;
                        break;
                    }
                    case Op.DIVU: {
                        int a = r[(w >>> 21) & 31];
                        int b = r[(w >>> 16) & 31];
                        if (b != 0) {
                            cpu.lo = Integer.divideUnsigned(a, b);
                            cpu.hi = Integer.remainderUnsigned(a, b);
                        }
                        pc += 4;
                        break;
                    }
                    case Op.ADD_D: evenAll(w); setD(f, w, d(f, w >>> 11) + d(f, w >>> 16)); pc += 4; break;
                    case Op.SUB_D: evenAll(w); setD(f, w, d(f, w >>> 11) - d(f, w >>> 16)); pc += 4; break;
                    case Op.MUL_D: evenAll(w); setD(f, w, d(f, w >>> 11) * d(f, w >>> 16)); pc += 4; break;
                    case Op.DIV_D: evenAll(w); setD(f, w, d(f, w >>> 11) / d(f, w >>> 16)); pc += 4; break;
                    case Op.NEG_D: case Op.MOV_D: {
                        int fd = (w >>> 6) & 31;
                        int fs = (w >>> 11) & 31;
                        if (((fd | fs) & 1) != 0) {
                            throw Fpu.odd("both registers");
                        }
                        f[fd] = f[fs];
                        f[fd + 1] = op == Op.NEG_D ? f[fs + 1] ^ 0x80000000 : f[fs + 1];
                        pc += 4;
                        break;
                    }
                    default: // the other operations StraightRuns lets into a run
                        pc = cpu.integerUnit.execute(op, w, pc);
                }
                i++;
            }
            return pc;
        } catch (MipsException e) {
            faultPc = pc;
            throw e;
        }
    }

    /** MARS's error unless a double operation's {@code fd}, {@code fs} and {@code ft} are all even. */
    private static void evenAll(int w) {
        if ((((w >>> 6) | (w >>> 11) | (w >>> 16)) & 1) != 0) {
            throw Fpu.odd("all registers");
        }
    }

    /** The double in the register pair the 5-bit field at the bottom of {@code field} names. */
    private static double d(int[] f, int field) {
        return Fpu.d(f, field & 31);
    }

    /** Puts {@code v} into the pair {@code fd} of {@code w} names. */
    private static void setD(int[] f, int w, double v) {
        Fpu.setD(f, (w >>> 6) & 31, v);
    }

    /**
     * MARS's trapping add. Not {@code Math.addExact}: C2's intrinsic deoptimizes on every overflow, so a
     * program whose exception handler overflows again and again ran at a few hundred thousand
     * instructions a second; this test is as cheap and compiles to an ordinary branch.
     */
    static int addTrapping(int a, int b) {
        int sum = a + b;
        if (((a ^ sum) & (b ^ sum)) < 0) {
            throw overflow();
        }
        return sum;
    }

    /** MARS's trapping subtract (see {@link #addTrapping}). */
    static int subTrapping(int a, int b) {
        int difference = a - b;
        if (((a ^ b) & (a ^ difference)) < 0) {
            throw overflow();
        }
        return difference;
    }

    private static MipsException overflow() {
        return new MipsException("arithmetic overflow", MipsException.OVERFLOW);
    }
}
