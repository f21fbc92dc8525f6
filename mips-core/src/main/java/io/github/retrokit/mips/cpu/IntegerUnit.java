package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.memory.AddressException;

/**
 * The integer operations {@link InlineUnit} does not hold: byte/halfword loads and stores,
 * unaligned transfers, links, conditional moves, multiply/divide, traps, syscall, CP0; coprocessor 1
 * is passed on to {@link Fpu}.
 */
final class IntegerUnit {
    private final Cpu cpu;

    IntegerUnit(Cpu cpu) {
        this.cpu = cpu;
    }

    private int load(int op, int address) {
        try {
            switch (op) {
                case Op.LB: return (byte) cpu.memory().loadByte(address);
                case Op.LBU: return cpu.memory().loadByte(address);
                case Op.LH: return (short) cpu.memory().loadHalf(address);
                case Op.LHU: return cpu.memory().loadHalf(address);
                default: return cpu.memory().loadWord(address);
            }
        } catch (AddressException e) {
            throw MipsException.of(e);
        }
    }

    /**
     * The less frequent operations: executes one decoded instruction at {@code pc} and returns the next
     * program counter. The frequent ones are in {@link InlineUnit}; together they are the
     * instruction semantics. Writes to register 0 are undone by the caller's loop.
     */
    int execute(int op, int w, int pc) {
        final int[] r = cpu.gpr;
        switch (op) {
            case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.LL:
                r[(w >>> 16) & 31] = load(op, r[(w >>> 21) & 31] + (short) w);
                break;
            case Op.SB: cpu.pc = pc; cpu.store(r[(w >>> 21) & 31] + (short) w, 1, r[(w >>> 16) & 31]); break;
            case Op.SH: cpu.pc = pc; cpu.store(r[(w >>> 21) & 31] + (short) w, 2, r[(w >>> 16) & 31]); break;
            case Op.SC:
                cpu.pc = pc;
                cpu.store(r[(w >>> 21) & 31] + (short) w, 4, r[(w >>> 16) & 31]);
                r[(w >>> 16) & 31] = 1;
                break;
            case Op.LWL: case Op.LWR: case Op.SWL: case Op.SWR:
                cpu.pc = pc;
                unaligned(op, w);
                break;
            case Op.BLTZAL: case Op.BGEZAL: {
                int v = r[(w >>> 21) & 31];
                if (op == Op.BLTZAL ? v < 0 : v >= 0) {
                    r[31] = pc + cpu.linkOffset;
                    return cpu.branch(pc, w);
                }
                break;
            }
            case Op.JALR: {
                int rd = (w >>> 11) & 31;
                if (rd != 0) {
                    r[rd] = pc + cpu.linkOffset;
                }
                return cpu.jump(pc, r[(w >>> 21) & 31]);
            }
            case Op.MOVZ: if (r[(w >>> 16) & 31] == 0) { r[(w >>> 11) & 31] = r[(w >>> 21) & 31]; } break;
            case Op.MOVN: if (r[(w >>> 16) & 31] != 0) { r[(w >>> 11) & 31] = r[(w >>> 21) & 31]; } break;
            case Op.MOVF: if (!cpu.fpFlag((w >>> 18) & 7)) { r[(w >>> 11) & 31] = r[(w >>> 21) & 31]; } break;
            case Op.MOVT: if (cpu.fpFlag((w >>> 18) & 7)) { r[(w >>> 11) & 31] = r[(w >>> 21) & 31]; } break;
            case Op.SLLV: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] << r[(w >>> 21) & 31]; break;
            case Op.SRLV: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >>> r[(w >>> 21) & 31]; break;
            case Op.SRAV: r[(w >>> 11) & 31] = r[(w >>> 16) & 31] >> r[(w >>> 21) & 31]; break;
            case Op.XOR: r[(w >>> 11) & 31] = r[(w >>> 21) & 31] ^ r[(w >>> 16) & 31]; break;
            case Op.NOR: r[(w >>> 11) & 31] = ~(r[(w >>> 21) & 31] | r[(w >>> 16) & 31]); break;
            case Op.SLTU:
                r[(w >>> 11) & 31] = Integer.compareUnsigned(r[(w >>> 21) & 31], r[(w >>> 16) & 31]) < 0 ? 1 : 0;
                break;
            case Op.SLTIU: r[(w >>> 16) & 31] = Integer.compareUnsigned(r[(w >>> 21) & 31], (short) w) < 0 ? 1 : 0; break;
            case Op.XORI: r[(w >>> 16) & 31] = r[(w >>> 21) & 31] ^ (w & 0xffff); break;
            case Op.MTHI: cpu.hi = r[(w >>> 21) & 31]; break;
            case Op.MTLO: cpu.lo = r[(w >>> 21) & 31]; break;
            case Op.SYSCALL:
                cpu.pc = pc;
                cpu.syscall();
                break;
            default:
                return executeRare(op, w, pc);
        }
        return pc + 4;
    }

    /** Multiply/divide, traps, CP0 and the rest; split out to keep the hot switch small. */
    private int executeRare(int op, int w, int pc) {
        final int[] r = cpu.gpr;
        int a = r[(w >>> 21) & 31];
        int b = r[(w >>> 16) & 31];
        int imm = (short) w;
        switch (op) {
            case Op.MULT: setHiLo((long) a * b); break;
            case Op.MULTU: setHiLo((a & 0xffffffffL) * (b & 0xffffffffL)); break;
            case Op.MUL: setHiLo((long) a * b); r[(w >>> 11) & 31] = cpu.lo; break;
            case Op.MADD: setHiLo(hiLo() + (long) a * b); break;
            case Op.MADDU: setHiLo(hiLo() + (a & 0xffffffffL) * (b & 0xffffffffL)); break;
            case Op.MSUB: setHiLo(hiLo() - (long) a * b); break;
            case Op.MSUBU: setHiLo(hiLo() - (a & 0xffffffffL) * (b & 0xffffffffL)); break;
            case Op.DIV:
                if (b != 0) {
                    cpu.lo = a / b;
                    cpu.hi = a % b;
                }
                break;
            case Op.DIVU:
                if (b != 0) {
                    cpu.lo = Integer.divideUnsigned(a, b);
                    cpu.hi = Integer.remainderUnsigned(a, b);
                }
                break;
            case Op.CLZ: r[(w >>> 11) & 31] = Integer.numberOfLeadingZeros(a); break;
            case Op.CLO: r[(w >>> 11) & 31] = Integer.numberOfLeadingZeros(~a); break;
            case Op.TEQ: if (a == b) { throw Cpu.trap(); } break;
            case Op.TNE: if (a != b) { throw Cpu.trap(); } break;
            case Op.TGE: if (a >= b) { throw Cpu.trap(); } break;
            case Op.TGEU: if (Integer.compareUnsigned(a, b) >= 0) { throw Cpu.trap(); } break;
            case Op.TLT: if (a < b) { throw Cpu.trap(); } break;
            case Op.TLTU: if (Integer.compareUnsigned(a, b) < 0) { throw Cpu.trap(); } break;
            case Op.TEQI: if (a == imm) { throw Cpu.trap(); } break;
            case Op.TNEI: if (a != imm) { throw Cpu.trap(); } break;
            case Op.TGEI: if (a >= imm) { throw Cpu.trap(); } break;
            case Op.TGEIU: if (Integer.compareUnsigned(a, imm) >= 0) { throw Cpu.trap(); } break;
            case Op.TLTI: if (a < imm) { throw Cpu.trap(); } break;
            case Op.TLTIU: if (Integer.compareUnsigned(a, imm) < 0) { throw Cpu.trap(); } break;
            case Op.BREAK: {
                int code = (w >>> 6) & 0xFFFFF;
                throw new MipsException(code == 0 ? "break instruction executed; no code given."
                        : "break instruction executed; code = " + code + ".", MipsException.BREAKPOINT);
            }
            case Op.MFC0: r[(w >>> 16) & 31] = cpu.cp0[(w >>> 11) & 31]; break;
            case Op.MTC0: cpu.setCp0((w >>> 11) & 31, b); break;
            case Op.ERET:
                cpu.cp0[Cpu.CP0_STATUS] &= ~2;
                return cpu.jump(pc, cpu.cp0[Cpu.CP0_EPC]);
            case Op.BC1F: return !cpu.fpFlag((w >>> 18) & 7) ? cpu.branch(pc, w) : pc + 4;
            case Op.BC1T: return cpu.fpFlag((w >>> 18) & 7) ? cpu.branch(pc, w) : pc + 4;
            case Op.INVALID:
                throw new MipsException(String.format("undefined instruction (0x%08x)", w),
                        MipsException.RESERVED_INSTRUCTION);
            default:
                cpu.pc = pc;
                cpu.fpu.execute(op, w);
        }
        return pc + 4;
    }

    private long hiLo() {
        return ((long) cpu.hi << 32) | (cpu.lo & 0xffffffffL);
    }

    private void setHiLo(long value) {
        cpu.hi = (int) (value >>> 32);
        cpu.lo = (int) value;
    }

    /** lwl/lwr/swl/swr, byte by byte exactly as MARS does them (little-endian). */
    private void unaligned(int op, int w) {
        int rt = (w >>> 16) & 31;
        int address = cpu.gpr[(w >>> 21) & 31] + (short) w;
        int k = address & 3;
        int value = cpu.gpr[rt];
        switch (op) {
            case Op.LWL:
                for (int i = 0; i <= k; i++) {
                    value = withByte(value, 3 - i, cpu.loadByte(address - i));
                }
                cpu.gpr[rt] = value;
                break;
            case Op.LWR:
                for (int i = 0; i <= 3 - k; i++) {
                    value = withByte(value, i, cpu.loadByte(address + i));
                }
                cpu.gpr[rt] = value;
                break;
            case Op.SWL:
                for (int i = 0; i <= k; i++) {
                    cpu.store(address - i, 1, value >>> ((3 - i) << 3));
                }
                break;
            default:
                for (int i = 0; i <= 3 - k; i++) {
                    cpu.store(address + i, 1, value >>> (i << 3));
                }
        }
    }

    private static int withByte(int value, int index, int b) {
        int shift = index << 3;
        return (value & ~(0xff << shift)) | ((b & 0xff) << shift);
    }
}
