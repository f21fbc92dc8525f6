package io.github.retrokit.mips.cpu;

/**
 * The frequent integer operations — ALU, {@code lw}/{@code sw}, branches and jumps, {@code mfhi}/{@code mflo}
 * — executed a whole straight run at a time ({@link StraightRuns}) by one small method the JIT compiles
 * tightly. {@link IntegerUnit} and {@link Fpu} hold the other operations; together they are the
 * instruction semantics.
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
        try {
            for (int i = from; i < end; i++) {
                final long entry = text[i];
                final int w = (int) entry;
                switch ((int) (entry >>> 32)) {
                    case Op.NOP: pc += 4; break;
                    case Op.SLL: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] << ((w >>> 6) & 31); pc += 4; break;
                    case Op.SRL: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >>> ((w >>> 6) & 31); pc += 4; break;
                    case Op.SRA: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >> ((w >>> 6) & 31); pc += 4; break;
                    case Op.SLLV: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] << r[(w >>> 21) & 31]; pc += 4; break;
                    case Op.SRLV: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >>> r[(w >>> 21) & 31]; pc += 4; break;
                    case Op.SRAV: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >> r[(w >>> 21) & 31]; pc += 4; break;
                    case Op.ADD: r[(w >>> 11) & 31] = addTrapping(r[(w >>> 21) & 31], r[(w >>> 16) & 31]); pc += 4; break;
                    case Op.ADDU: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] + r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.SUB: r[(w >>> 11) & 31] = subTrapping(r[(w >>> 21) & 31], r[(w >>> 16) & 31]); pc += 4; break;
                    case Op.SUBU: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] - r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.AND: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] & r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.OR: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] | r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.XOR: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] ^ r[(w >>> 16) & 31]; pc += 4; break;
                    case Op.NOR: r[(w >>> 11) & 31] = ~(r[(w >>> 21) & 31] | r[(w >>> 16) & 31]); pc += 4; break;
                    case Op.SLT: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] < r[(w >>> 16) & 31] ? 1 : 0; pc += 4; break;
                    case Op.SLTU:
                        r[(w >>> 11) & 31] = Integer.compareUnsigned(r[(w >>> 21) & 31], r[(w >>> 16) & 31]) < 0 ? 1 : 0;
                        pc += 4;
                        break;
                    case Op.ADDI: r[(w >>> 16) & 31] = addTrapping(r[(w >>> 21) & 31], (short) w); pc += 4; break;
                    case Op.ADDIU: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] + (short) w; pc += 4; break;
                    case Op.SLTI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] < (short) w ? 1 : 0; pc += 4; break;
                    case Op.SLTIU:
                        r[(w >>> 16) & 31] = Integer.compareUnsigned(r[(w >>> 21) & 31], (short) w) < 0 ? 1 : 0;
                        pc += 4;
                        break;
                    case Op.ANDI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] & (w & 0xffff); pc += 4; break;
                    case Op.ORI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] | (w & 0xffff); pc += 4; break;
                    case Op.XORI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] ^ (w & 0xffff); pc += 4; break;
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
                    default:
                        throw new IllegalStateException("not an inline operation: " + Op.name((int) (entry >>> 32)));
                }
            }
        } catch (MipsException e) {
            faultPc = pc;
            throw e;
        }
        return pc;
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
