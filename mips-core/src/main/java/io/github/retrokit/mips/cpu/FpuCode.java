package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.CPU_ARG;
import static io.github.retrokit.mips.cpu.BlockCode.CPU_TYPE;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the translated coprocessor-1 operations. Double arithmetic, square root, moves, negation,
 * absolute value, compares and {@code cvt.d.w} on even registers work on JVM {@code double} locals, one per
 * register pair the region's double operations use ({@link BlockCode#pair}), loaded on entry and written back
 * on every exit and fault with their raw bits. Single operations and compares, {@code mfc1} and {@code mtc1}
 * are written out inline on the register array's raw bits, loads and stores by {@link FpuTransfers}; the rest
 * (other conversions, conditional moves, anything MARS rejects, such as a double on an odd register) calls
 * {@link Fpu} through {@link Translated#fpu}, which raises the interpreter's fault at the instruction's
 * address. Code that reads or writes the array copies the cached pairs it touches there first
 * and loads the ones it may have written back afterwards, so a single on half of a pair stays exact.
 *
 * <p>Arithmetic results are made canonical as {@link Fpu#setD} stores them (every NaN the same bits); moves,
 * negation and absolute value keep a NaN's payload: HotSpot's {@code dneg} flips the sign bit alone, as MARS's
 * negation on the high word does.
 */
final class FpuCode {
    private static final String FPR = "[I";
    private final BlockCode code;
    private final MethodVisitor mv;

    private final FpuTransfers transfers;

    FpuCode(BlockCode code, MemoryCode memory) {
        this.code = code;
        this.mv = code.mv;
        this.transfers = new FpuTransfers(code, memory, this);
    }

    /**
     * Coprocessor-1 operations other than its branches, its loads and stores ({@code lwc1/swc1/ldc1/sdc1}) among
     * them, so that a loop over an array of doubles stays one region.
     */
    static boolean handles(int op) {
        return op >= Op.FIRST_FPU && op < Op.COUNT && op != Op.BC1F && op != Op.BC1T
                || op == Op.LWC1 || op == Op.SWC1 || op == Op.LDC1 || op == Op.SDC1;
    }

    /** Emits the coprocessor-1 instruction {@code w} at {@code pc}. */
    void emit(int op, int w, int pc) {
        int ft = (w >>> 16) & 31;
        int fs = (w >>> 11) & 31;
        int fd = (w >>> 6) & 31;
        boolean evenAll = ((fd | fs | ft) & 1) == 0;
        boolean evenBoth = ((fd | fs) & 1) == 0;
        switch (op) {
            case Op.LWC1: case Op.SWC1: case Op.LDC1: case Op.SDC1: transfers.emit(op, w, pc); return;
            case Op.ADD_S: onArray(fd, fs, ft, () -> single(fd, fs, ft, FADD)); return;
            case Op.SUB_S: onArray(fd, fs, ft, () -> single(fd, fs, ft, FSUB)); return;
            case Op.MUL_S: onArray(fd, fs, ft, () -> single(fd, fs, ft, FMUL)); return;
            case Op.DIV_S: onArray(fd, fs, ft, () -> single(fd, fs, ft, FDIV)); return;
            case Op.MOV_S: onArray(fd, fs, fs, () -> copy(fd, fs)); return;
            case Op.NEG_S: onArray(fd, fs, fs, () -> bits(fd, fs, 0x80000000, IXOR)); return;
            case Op.ABS_S: onArray(fd, fs, fs, () -> bits(fd, fs, 0x7fffffff, IAND)); return;
            case Op.ADD_D: if (evenAll) { dual(fd, fs, ft, DADD); return; } break;
            case Op.SUB_D: if (evenAll) { dual(fd, fs, ft, DSUB); return; } break;
            case Op.MUL_D: if (evenAll) { dual(fd, fs, ft, DMUL); return; } break;
            case Op.DIV_D: if (evenAll) { dual(fd, fs, ft, DDIV); return; } break;
            case Op.MOV_D: if (evenBoth) { unary(op, fd, fs); return; } break;
            case Op.NEG_D: if (evenBoth) { unary(op, fd, fs); return; } break;
            case Op.ABS_D: if (evenBoth) { unary(op, fd, fs); return; } break;
            case Op.SQRT_D: if (evenBoth) { unary(op, fd, fs); return; } break;
            case Op.MFC1: code.spillPairs(fs); code.write(ft, () -> word(fs)); return;
            case Op.MTC1: onArray(fs, fs, fs, () -> setWord(fs, ft)); return;
            case Op.CVT_D_W: if ((fd & 1) == 0) { fromWord(fd, fs); return; } break;
            case Op.C_EQ_D: case Op.C_LT_D: case Op.C_LE_D:
                if (((fs | ft) & 1) == 0) { compare(op, w, fs, ft, true); return; }
                break;
            case Op.C_EQ_S: case Op.C_LT_S: case Op.C_LE_S:
                code.spillPairs(fs, ft);
                compare(op, w, fs, ft, false);
                return;
            default: break;
        }
        general(op, w, pc);
    }

    /**
     * A single operation writing {@code fd} from {@code fs} and {@code ft} in the array: the cached pairs
     * holding them go to the array first (the other half of {@code fd}'s pair too), and {@code fd}'s comes
     * back after.
     */
    private void onArray(int fd, int fs, int ft, Runnable operation) {
        code.spillPairs(fd, fs, ft);
        operation.run();
        code.reloadPairs(fd);
    }

    void fpr() {
        mv.visitVarInsn(ALOAD, CPU_ARG);
        mv.visitFieldInsn(GETFIELD, CPU_TYPE, "fpr", FPR);
    }

    private void loadSingle(int n) {
        fpr();
        code.constant(n);
        mv.visitInsn(IALOAD);
        mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "intBitsToFloat", "(I)F", false);
    }

    private void loadDouble(int n) {
        mv.visitVarInsn(DLOAD, code.pair(n));
    }

    private void single(int fd, int fs, int ft, int opcode) {
        fpr();
        code.constant(fd);
        loadSingle(fs);
        loadSingle(ft);
        mv.visitInsn(opcode);
        mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "floatToIntBits", "(F)I", false);
        mv.visitInsn(IASTORE);
    }

    /** fd = fs op ft on the pairs' locals, the result canonical as the interpreter stores it. */
    private void dual(int fd, int fs, int ft, int opcode) {
        loadDouble(fs);
        loadDouble(ft);
        mv.visitInsn(opcode);
        code.helper("canonical", "(D)D");
        mv.visitVarInsn(DSTORE, code.pair(fd));
    }

    /**
     * mov.d, neg.d, abs.d ({@code op}) on the pairs' locals, bit for bit; sqrt.d made canonical as the
     * interpreter stores it.
     */
    private void unary(int op, int fd, int fs) {
        loadDouble(fs);
        switch (op) {
            case Op.NEG_D -> mv.visitInsn(DNEG);
            case Op.ABS_D -> code.helper("abs", "(D)D");
            case Op.SQRT_D -> {
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "sqrt", "(D)D", false);
                code.helper("canonical", "(D)D");
            }
            default -> { } // MOV_D: the bits as they are
        }
        mv.visitVarInsn(DSTORE, code.pair(fd));
    }

    /** cvt.d.w: the pair from {@code fd} := the word in {@code fs} (never a NaN). */
    private void fromWord(int fd, int fs) {
        code.spillPairs(fs);
        word(fs);
        mv.visitInsn(I2D);
        mv.visitVarInsn(DSTORE, code.pair(fd));
    }

    /** Pushes the raw word of FP register {@code n} from the array. */
    private void word(int n) {
        fpr();
        code.constant(n);
        mv.visitInsn(IALOAD);
    }

    /** mtc1: FP register {@code n}'s word in the array := general register {@code rt}. */
    private void setWord(int n, int rt) {
        fpr();
        code.constant(n);
        code.read(rt);
        mv.visitInsn(IASTORE);
    }

    private void copy(int fd, int fs) {
        fpr();
        code.constant(fd);
        fpr();
        code.constant(fs);
        mv.visitInsn(IALOAD);
        mv.visitInsn(IASTORE);
    }

    private void bits(int fd, int fs, int mask, int opcode) {
        fpr();
        code.constant(fd);
        fpr();
        code.constant(fs);
        mv.visitInsn(IALOAD);
        code.constant(mask);
        mv.visitInsn(opcode);
        mv.visitInsn(IASTORE);
    }

    /** c.eq/c.lt/c.le: sets condition flag {@code cc} to the comparison (false when either is NaN). */
    private void compare(int op, int w, int fs, int ft, boolean dual) {
        mv.visitVarInsn(ALOAD, CPU_ARG);
        code.constant((w >>> 8) & 7);
        if (dual) {
            loadDouble(fs);
            loadDouble(ft);
        } else {
            loadSingle(fs);
            mv.visitInsn(F2D);
            loadSingle(ft);
            mv.visitInsn(F2D);
        }
        String kind = op == Op.C_EQ_D || op == Op.C_EQ_S ? "Eq" : op == Op.C_LT_D || op == Op.C_LT_S ? "Lt" : "Le";
        code.helper("compare" + kind, "(L" + CPU_TYPE + ";IDD)V");
    }

    /**
     * Any other operation, through the interpreter's {@link Fpu} with the general registers it uses in the array
     * (for a load or store, {@code rs} is its base; {@code ft} its FP register).
     */
    void general(int op, int w, int pc) {
        int rs = (w >>> 21) & 31;
        int ft = (w >>> 16) & 31;
        int fs = (w >>> 11) & 31;
        int fd = (w >>> 6) & 31;
        // every FP register the operation's fields can name, with the other half of a pair
        int[] fprs = {fs, fs + 1, ft, ft + 1, fd, fd + 1};
        code.spill(rs);
        code.spill(ft);
        code.spillPairs(fprs);
        mv.visitVarInsn(ALOAD, CPU_ARG);
        code.constant(op);
        code.constant(w);
        code.constant(pc);
        code.helper("fpu", "(L" + CPU_TYPE + ";III)V");
        code.reloadPairs(fprs);
        if (op == Op.MFC1) {
            code.reload(ft);
        }
    }
}
