package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.CPU_ARG;
import static io.github.retrokit.mips.cpu.BlockCode.CPU_TYPE;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the translated coprocessor-1 operations. Single and double arithmetic, moves, negation and
 * compares on valid registers are written out inline on the raw register bits; the rest (conversions,
 * transfers, anything MARS rejects, such as a double on an odd register) calls {@link Fpu} through
 * {@link Translated#fpu}, which raises the interpreter's fault at the instruction's address.
 */
final class FpuCode {
    private static final String FPR = "[I";
    private final BlockCode code;
    private final MethodVisitor mv;

    FpuCode(BlockCode code) {
        this.code = code;
        this.mv = code.mv;
    }

    /** Coprocessor-1 operations other than its branches. */
    static boolean handles(int op) {
        return op >= Op.FIRST_FPU && op < Op.COUNT && op != Op.BC1F && op != Op.BC1T;
    }

    /** Emits the coprocessor-1 instruction {@code w} at {@code pc}. */
    void emit(int op, int w, int pc) {
        int ft = (w >>> 16) & 31;
        int fs = (w >>> 11) & 31;
        int fd = (w >>> 6) & 31;
        boolean evenAll = ((fd | fs | ft) & 1) == 0;
        switch (op) {
            case Op.ADD_S: single(fd, fs, ft, FADD); return;
            case Op.SUB_S: single(fd, fs, ft, FSUB); return;
            case Op.MUL_S: single(fd, fs, ft, FMUL); return;
            case Op.DIV_S: single(fd, fs, ft, FDIV); return;
            case Op.MOV_S: copy(fd, fs); return;
            case Op.NEG_S: bits(fd, fs, 0x80000000, IXOR); return;
            case Op.ABS_S: bits(fd, fs, 0x7fffffff, IAND); return;
            case Op.ADD_D: if (evenAll) { dual(fd, fs, ft, DADD); return; } break;
            case Op.SUB_D: if (evenAll) { dual(fd, fs, ft, DSUB); return; } break;
            case Op.MUL_D: if (evenAll) { dual(fd, fs, ft, DMUL); return; } break;
            case Op.DIV_D: if (evenAll) { dual(fd, fs, ft, DDIV); return; } break;
            case Op.MOV_D: if (((fd | fs) & 1) == 0) { copy(fd, fs); copy(fd + 1, fs + 1); return; } break;
            case Op.NEG_D:
                if (((fd | fs) & 1) == 0) { copy(fd, fs); bits(fd + 1, fs + 1, 0x80000000, IXOR); return; }
                break;
            case Op.C_EQ_D: case Op.C_LT_D: case Op.C_LE_D:
                if (((fs | ft) & 1) == 0) { compare(op, w, fs, ft, true); return; }
                break;
            case Op.C_EQ_S: case Op.C_LT_S: case Op.C_LE_S: compare(op, w, fs, ft, false); return;
            default: break;
        }
        general(op, w, pc);
    }

    private void fpr() {
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
        fpr();
        code.constant(n);
        code.helper("d", "([II)D");
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

    private void dual(int fd, int fs, int ft, int opcode) {
        fpr();
        code.constant(fd);
        loadDouble(fs);
        loadDouble(ft);
        mv.visitInsn(opcode);
        code.helper("setD", "([IID)V");
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

    /** Any other operation, through the interpreter's {@link Fpu} with the general registers it uses in the array. */
    private void general(int op, int w, int pc) {
        int rs = (w >>> 21) & 31;
        int ft = (w >>> 16) & 31;
        code.spill(rs);
        code.spill(ft);
        mv.visitVarInsn(ALOAD, CPU_ARG);
        code.constant(op);
        code.constant(w);
        code.constant(pc);
        code.helper("fpu", "(L" + CPU_TYPE + ";III)V");
        if (op == Op.MFC1) {
            code.reload(ft);
        }
    }
}
