package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.Op.*;

/**
 * Coprocessor 1 as MARS models it: 32 single-precision registers holding raw bits, doubles in even/odd
 * pairs (low word in the even register), 8 condition flags, IEEE results without FP exceptions.
 * Double operations on odd registers are MARS run-time errors.
 */
final class Fpu {
    private final Cpu cpu;

    Fpu(Cpu cpu) {
        this.cpu = cpu;
    }

    private float f(int n) { return Float.intBitsToFloat(cpu.fpr[n]); }

    private void setF(int n, float v) { cpu.fpr[n] = Float.floatToIntBits(v); }

    private double d(int n) {
        return d(cpu.fpr, n);
    }

    private void setD(int n, double v) {
        setD(cpu.fpr, n, v);
    }

    /** The double in the even/odd pair from {@code fpr[n]} (low word in the even register). */
    static double d(int[] fpr, int n) {
        return Double.longBitsToDouble(((long) fpr[n + 1] << 32) | (fpr[n] & 0xffffffffL));
    }

    /** Puts {@code v} into the pair from {@code fpr[n]}. */
    static void setD(int[] fpr, int n, double v) {
        long bits = Double.doubleToLongBits(v);
        fpr[n] = (int) bits;
        fpr[n + 1] = (int) (bits >>> 32);
    }

    private static void even(String which, int reg) {
        if ((reg & 1) != 0) {
            throw odd(which);
        }
    }

    /** MARS's error for a double operand on an odd register: {@code which} is e.g. "all registers". */
    static MipsException odd(String which) {
        return new MipsException(which + " must be even-numbered", MipsException.NONE);
    }

    private static void even(String which, int a, int b) {
        even(which, a | b);
    }

    private static void even(String which, int a, int b, int c) {
        even(which, a | b | c);
    }

    private static int toWord(double rounded, double original) {
        if (Double.isNaN(original) || Double.isInfinite(original)
                || rounded < Integer.MIN_VALUE || rounded > Integer.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        return (int) rounded;
    }

    void execute(int op, int w) {
        int ft = (w >>> 16) & 31;
        int fs = (w >>> 11) & 31;
        int fd = (w >>> 6) & 31;
        int[] fpr = cpu.fpr;
        switch (op) {
            case MFC1: cpu.setGpr(ft, fpr[fs]); break;
            case MTC1: fpr[fs] = cpu.gpr[ft]; break;
            case LWC1: fpr[ft] = cpu.loadWord(address(w)); break;
            case SWC1: cpu.store(address(w), 4, fpr[ft]); break;
            case LDC1: case SDC1: doubleTransfer(op, w, ft); break;
            case ADD_S: setF(fd, f(fs) + f(ft)); break;
            case SUB_S: setF(fd, f(fs) - f(ft)); break;
            case MUL_S: setF(fd, f(fs) * f(ft)); break;
            case DIV_S: setF(fd, f(fs) / f(ft)); break;
            case SQRT_S: setF(fd, (float) Math.sqrt(f(fs))); break;
            case ABS_S: fpr[fd] = fpr[fs] & 0x7fffffff; break;
            case NEG_S: fpr[fd] = fpr[fs] ^ 0x80000000; break;
            case MOV_S: fpr[fd] = fpr[fs]; break;
            case ROUND_W_S: fpr[fd] = toWord(Math.rint(f(fs)), f(fs)); break;
            case TRUNC_W_S: fpr[fd] = toWord(f(fs) < 0 ? Math.ceil(f(fs)) : Math.floor(f(fs)), f(fs)); break;
            case CEIL_W_S: fpr[fd] = toWord(Math.ceil(f(fs)), f(fs)); break;
            case FLOOR_W_S: fpr[fd] = toWord(Math.floor(f(fs)), f(fs)); break;
            case MOVF_S: if (!cpu.fpFlag((w >>> 18) & 7)) { fpr[fd] = fpr[fs]; } break;
            case MOVT_S: if (cpu.fpFlag((w >>> 18) & 7)) { fpr[fd] = fpr[fs]; } break;
            case MOVZ_S: if (cpu.gpr[ft] == 0) { fpr[fd] = fpr[fs]; } break;
            case MOVN_S: if (cpu.gpr[ft] != 0) { fpr[fd] = fpr[fs]; } break;
            case CVT_D_S: even("first register", fd); setD(fd, f(fs)); break;
            case CVT_W_S: fpr[fd] = (int) f(fs); break;
            case CVT_S_W: setF(fd, (float) fpr[fs]); break;
            case CVT_D_W: even("first register", fd); setD(fd, fpr[fs]); break;
            case C_EQ_S: cpu.setFpFlag((w >>> 8) & 7, f(fs) == f(ft)); break;
            case C_LT_S: cpu.setFpFlag((w >>> 8) & 7, f(fs) < f(ft)); break;
            case C_LE_S: cpu.setFpFlag((w >>> 8) & 7, f(fs) <= f(ft)); break;
            default: executeDouble(op, w, ft, fs, fd);
        }
    }

    /** The double-precision operations (no store among them). */
    void executeDouble(int op, int w) {
        executeDouble(op, w, (w >>> 16) & 31, (w >>> 11) & 31, (w >>> 6) & 31);
    }

    private void executeDouble(int op, int w, int ft, int fs, int fd) {
        int[] fpr = cpu.fpr;
        switch (op) {
            case ADD_D: even("all registers", fd, fs, ft); setD(fd, d(fs) + d(ft)); break;
            case SUB_D: even("all registers", fd, fs, ft); setD(fd, d(fs) - d(ft)); break;
            case MUL_D: even("all registers", fd, fs, ft); setD(fd, d(fs) * d(ft)); break;
            case DIV_D: even("all registers", fd, fs, ft); setD(fd, d(fs) / d(ft)); break;
            case SQRT_D: even("both registers", fd, fs); setD(fd, Math.sqrt(d(fs))); break;
            case ABS_D: even("both registers", fd, fs); fpr[fd] = fpr[fs]; fpr[fd + 1] = fpr[fs + 1] & 0x7fffffff; break;
            case NEG_D: even("both registers", fd, fs); fpr[fd] = fpr[fs]; fpr[fd + 1] = fpr[fs + 1] ^ 0x80000000; break;
            case MOV_D: even("both registers", fd, fs); fpr[fd] = fpr[fs]; fpr[fd + 1] = fpr[fs + 1]; break;
            case ROUND_W_D: even("second register", fs); fpr[fd] = toWord(Math.rint(d(fs)), d(fs)); break;
            case TRUNC_W_D:
                even("second register", fs);
                fpr[fd] = toWord(d(fs) < 0 ? Math.ceil(d(fs)) : Math.floor(d(fs)), d(fs));
                break;
            case CEIL_W_D: even("second register", fs); fpr[fd] = toWord(Math.ceil(d(fs)), d(fs)); break;
            case FLOOR_W_D: even("second register", fs); fpr[fd] = toWord(Math.floor(d(fs)), d(fs)); break;
            case MOVF_D: case MOVT_D: case MOVZ_D: case MOVN_D:
                even("both registers", fd, fs);
                if (conditionalMoveTaken(op, w, ft)) {
                    fpr[fd] = fpr[fs];
                    fpr[fd + 1] = fpr[fs + 1];
                }
                break;
            case CVT_S_D: even("second register", fs); setF(fd, (float) d(fs)); break;
            case CVT_W_D: even("second register", fs); fpr[fd] = (int) d(fs); break;
            case C_EQ_D: even("both registers", fs, ft); cpu.setFpFlag((w >>> 8) & 7, d(fs) == d(ft)); break;
            case C_LT_D: even("both registers", fs, ft); cpu.setFpFlag((w >>> 8) & 7, d(fs) < d(ft)); break;
            case C_LE_D: even("both registers", fs, ft); cpu.setFpFlag((w >>> 8) & 7, d(fs) <= d(ft)); break;
            default: throw new IllegalStateException("not an FPU operation: " + Op.name(op));
        }
    }

    private boolean conditionalMoveTaken(int op, int w, int ft) {
        switch (op) {
            case MOVF_D: return !cpu.fpFlag((w >>> 18) & 7);
            case MOVT_D: return cpu.fpFlag((w >>> 18) & 7);
            case MOVZ_D: return cpu.gpr[ft] == 0;
            default: return cpu.gpr[ft] != 0;
        }
    }

    private int address(int w) {
        return cpu.gpr[(w >>> 21) & 31] + (short) w;
    }

    private void doubleTransfer(int op, int w, int ft) {
        even("first register", ft);
        int address = address(w);
        boolean load = op == LDC1;
        if ((address & 7) != 0) {
            throw MipsException.of(new io.github.retrokit.mips.memory.AddressException(
                    "address not aligned on doubleword boundary ",
                    load ? MipsException.ADDRESS_LOAD : MipsException.ADDRESS_STORE, address));
        }
        if (load) {
            cpu.fpr[ft] = cpu.loadWord(address);
            cpu.fpr[ft + 1] = cpu.loadWord(address + 4);
        } else {
            cpu.store(address, 4, cpu.fpr[ft]);
            cpu.store(address + 4, 4, cpu.fpr[ft + 1]);
        }
    }
}
