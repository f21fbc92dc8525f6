package io.github.retrokit.crobots.vm;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Writes one chunk of a translated program (instructions {@code lo..hi-1}) as a hidden class implementing
 * {@link TranslatedCode}: its {@code run} enters at the VM's ip through a binary tree of compares (the client
 * compiler makes a switch a chain of compares), then runs straight-line code per robot instruction with the
 * registers in locals as physical stack indexes ({@code BASE + sp}, {@code BASE + rp}, {@code BASE + lp}),
 * operands built in, branches, calls and returns jumping directly within the chunk. Before each instruction
 * ip is set and the budget checked; an instruction whose fast form would not apply goes to
 * {@link BatchInterpreter#slow()}, the reference {@link RobotVm#step()}; leaving the chunk returns to the driver.
 */
final class ChunkWriter {

    static final String PKG = "io/github/retrokit/crobots/vm/";
    static final String BI = PKG + "BatchInterpreter";
    static final String VM = PKG + "RobotVm";
    static final String WORLD = PKG + "Intrinsics";
    static final String RUN_DESC = "(L" + BI + ";L" + VM + ";[J[JIZI)I";
    static final int BASE = RobotVm.BASE;
    static final int DATASPACE = RobotVm.DATASPACE;
    /** A call's fresh locals are zeroed by stores up to this many, beyond by {@code Arrays.fill}. */
    static final int UNROLLED_ZEROS = 8;

    // Local variable slots of run.
    static final int L_BI = 1;
    static final int L_VM = 2;
    static final int L_S = 3;
    static final int L_EXT = 4;
    static final int L_BUDGET = 5;
    static final int L_PAUSE = 6;
    static final int L_DONE = 7;
    static final int L_IP = 8;
    static final int L_SP = 9;
    static final int L_RP = 10;
    static final int L_LP = 11;
    static final int L_TMP = 12;
    static final int L_VALUE = 13;
    static final int L_Y = 15;
    static final int L_LONG = 17;

    final DecodedCode code;
    final CallTable calls;
    final int codeLimit;
    final int lo;
    final int hi;
    final Label[] start;
    final Label exit = new Label();
    final Label slow = new Label();
    final Label retsub = new Label();
    MethodVisitor mv;
    private CallEmitter calling;

    ChunkWriter(DecodedCode code, CallTable calls, int codeLimit, int lo, int hi) {
        this.code = code;
        this.calls = calls;
        this.codeLimit = codeLimit;
        this.lo = lo;
        this.hi = hi;
        start = new Label[hi - lo];
        for (int i = 0; i < start.length; i++) {
            start[i] = new Label();
        }
    }

    /** The class file of this chunk. */
    byte[] write() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        cw.visit(V1_5, ACC_FINAL | ACC_SUPER, PKG + "TranslatedChunk", null, "java/lang/Object",
                new String[] {PKG + "TranslatedCode"});
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC, "run", RUN_DESC, null, null);
        calling = new CallEmitter(this);
        emitRun();
        cw.visitEnd();
        return cw.toByteArray();
    }

    private void emitRun() {
        mv.visitCode();
        loadRegister("ip", L_IP, 0);
        loadRegister("sp", L_SP, BASE);
        loadRegister("rp", L_RP, BASE);
        loadRegister("lp", L_LP, BASE);
        mv.visitVarInsn(ILOAD, L_IP);
        push(lo);
        mv.visitJumpInsn(IF_ICMPLT, exit);
        mv.visitVarInsn(ILOAD, L_IP);
        push(hi);
        mv.visitJumpInsn(IF_ICMPGE, exit);
        dispatch(lo, hi);
        for (int a = lo; a < hi; a++) {
            instruction(a);
        }
        calling.emitRetsub();
        if (calling.slowPop2 != null) {
            mv.visitLabel(calling.slowPop2);
            mv.visitInsn(POP2);
            mv.visitJumpInsn(GOTO, slow);
        }
        mv.visitLabel(slow);
        storeRegisters();
        mv.visitVarInsn(ALOAD, L_BI);
        mv.visitMethodInsn(INVOKEVIRTUAL, BI, "slow", "()V", false);
        mv.visitIincInsn(L_DONE, 1);
        mv.visitVarInsn(ILOAD, L_DONE);
        mv.visitInsn(IRETURN);
        mv.visitLabel(exit);
        storeRegisters();
        mv.visitVarInsn(ILOAD, L_DONE);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void loadRegister(String name, int slot, int offset) {
        mv.visitVarInsn(ALOAD, L_VM);
        mv.visitFieldInsn(GETFIELD, VM, name, "I");
        if (offset != 0) {
            push(offset);
            mv.visitInsn(IADD);
        }
        mv.visitVarInsn(ISTORE, slot);
    }

    private void storeRegisters() {
        storeRegister("ip", L_IP, 0);
        storeRegister("sp", L_SP, BASE);
        storeRegister("rp", L_RP, BASE);
        storeRegister("lp", L_LP, BASE);
    }

    private void storeRegister(String name, int slot, int offset) {
        mv.visitVarInsn(ALOAD, L_VM);
        mv.visitVarInsn(ILOAD, slot);
        if (offset != 0) {
            push(offset);
            mv.visitInsn(ISUB);
        }
        mv.visitFieldInsn(PUTFIELD, VM, name, "I");
    }

    /** Jumps to the code of instruction {@code ip} (lo <= ip < hi known), by binary search over [from, to). */
    private void dispatch(int from, int to) {
        if (to - from == 1) {
            mv.visitJumpInsn(GOTO, start[from - lo]);
            return;
        }
        int mid = (from + to) >>> 1;
        Label low = new Label();
        mv.visitVarInsn(ILOAD, L_IP);
        push(mid);
        mv.visitJumpInsn(IF_ICMPLT, low);
        dispatch(mid, to);
        mv.visitLabel(low);
        dispatch(from, mid);
    }

    void push(int v) {
        if (v >= -1 && v <= 5) {
            mv.visitInsn(ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
            mv.visitIntInsn(BIPUSH, v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            mv.visitIntInsn(SIPUSH, v);
        } else {
            mv.visitLdcInsn(v);
        }
    }

    void pushLong(long v) {
        if (v == 0 || v == 1) {
            mv.visitInsn(v == 0 ? LCONST_0 : LCONST_1);
        } else if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) {
            push((int) v);
            mv.visitInsn(I2L);
        } else {
            mv.visitLdcInsn(v);
        }
    }

    /** Continue at {@code target}: its code when it is in this chunk, else back to the driver. */
    void jump(int target) {
        if (target >= lo && target < hi) {
            mv.visitJumpInsn(GOTO, start[target - lo]);
        } else {
            push(target);
            mv.visitVarInsn(ISTORE, L_IP);
            mv.visitJumpInsn(GOTO, exit);
        }
    }

    /** done++, then on to a + 1. */
    void next(int a) {
        mv.visitIincInsn(L_DONE, 1);
        if (a + 1 >= hi) {
            jump(a + 1);
        }
    }

    private void instruction(int a) {
        mv.visitLabel(start[a - lo]);
        push(a);
        mv.visitVarInsn(ISTORE, L_IP);
        mv.visitVarInsn(ILOAD, L_DONE);
        mv.visitVarInsn(ILOAD, L_BUDGET);
        mv.visitJumpInsn(IF_ICMPGE, exit);
        long operand = code.operand[a];
        int c = code.code[a];
        switch (c) {
            case DecodedCode.FETCH_LOCAL, DecodedCode.FETCH_EXT, DecodedCode.CONST -> pushInstruction(a, c, operand);
            case DecodedCode.STORE_LOCAL, DecodedCode.STORE_EXT -> store(a);
            case DecodedCode.CHOP -> {
                checkBelow(1);
                mv.visitIincInsn(L_SP, -1);
                next(a);
            }
            case DecodedCode.BRANCH -> branch(a, (int) operand);
            case DecodedCode.FRAME -> frame(a);
            case DecodedCode.CALL_RAND, DecodedCode.CALL_OWN -> calling.intrinsic(a);
            case DecodedCode.CALL_USER -> calling.callUser(a);
            case DecodedCode.RETSUB -> mv.visitJumpInsn(GOTO, retsub);
            case DecodedCode.NOP -> next(a);
            case DecodedCode.SLOW -> mv.visitJumpInsn(GOTO, slow);
            default -> binop(a, code.detail[a]); // BINOP
        }
    }

    /** To the slow path unless logical sp >= {@code words} (the pops find their words). */
    void checkBelow(int words) {
        mv.visitVarInsn(ILOAD, L_SP);
        push(BASE + words);
        mv.visitJumpInsn(IF_ICMPLT, slow);
    }

    /** To the slow path unless sp + {@code offset} < rp. */
    void checkAbove(int offset) {
        mv.visitVarInsn(ILOAD, L_SP);
        if (offset != 0) {
            push(offset);
            mv.visitInsn(IADD);
        }
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitJumpInsn(IF_ICMPGE, slow);
    }

    /** s[SP + offset] as an array reference and index on the operand stack. */
    void stackSlot(int offset) {
        slot(L_SP, offset);
    }

    /** s[register + offset] ({@code register} a physical index: L_SP, L_RP, L_LP) as array and index. */
    void slot(int register, int offset) {
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, register);
        if (offset != 0) {
            push(offset);
            mv.visitInsn(IADD);
        }
    }

    void loadStack(int offset) {
        stackSlot(offset);
        mv.visitInsn(LALOAD);
    }

    /** The variable's array and index (a local relative to LP, an external) on the operand stack. */
    private void variableSlot(int a) {
        int v = (int) code.operand[a];
        boolean external = code.code[a] == DecodedCode.FETCH_EXT || code.code[a] == DecodedCode.STORE_EXT;
        if (external) {
            mv.visitVarInsn(ALOAD, L_EXT);
            push(v);
        } else {
            slot(L_LP, v);
        }
    }

    private void pushInstruction(int a, int c, long operand) {
        checkAbove(1);
        mv.visitIincInsn(L_SP, 1);
        stackSlot(0);
        if (c == DecodedCode.CONST) {
            pushLong(operand);
        } else {
            variableSlot(a);
            mv.visitInsn(LALOAD);
        }
        mv.visitInsn(LASTORE);
        next(a);
    }

    private void binop(int a, int op) {
        checkBelow(2);
        checkAbove(0);
        mv.visitIincInsn(L_SP, -1);
        stackSlot(0);
        loadStack(0);
        loadStack(1);
        ArithmeticEmitter.emit(mv, op, L_Y, L_BI);
        mv.visitInsn(LASTORE);
        next(a);
    }

    private void store(int a) {
        checkBelow(2);
        checkAbove(0);
        loadStack(-1);
        loadStack(0);
        ArithmeticEmitter.emit(mv, code.detail[a], L_Y, L_BI);
        mv.visitVarInsn(LSTORE, L_VALUE);
        mv.visitIincInsn(L_SP, -1);
        stackSlot(0);
        mv.visitVarInsn(LLOAD, L_VALUE);
        mv.visitInsn(LASTORE);
        variableSlot(a);
        mv.visitVarInsn(LLOAD, L_VALUE);
        mv.visitInsn(LASTORE);
        next(a);
    }

    private void branch(int a, int target) {
        checkBelow(1);
        loadStack(0);
        mv.visitIincInsn(L_SP, -1);
        mv.visitIincInsn(L_DONE, 1);
        mv.visitInsn(LCONST_0);
        mv.visitInsn(LCMP);
        Label taken = new Label();
        mv.visitJumpInsn(IFEQ, taken);
        jump(a + 1);
        mv.visitLabel(taken);
        jump(target);
    }

    /** FRAME: rp - 1 must stay above sp; saves the logical sp at the new rp. */
    private void frame(int a) {
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(ISUB);
        mv.visitVarInsn(ILOAD, L_SP);
        mv.visitJumpInsn(IF_ICMPLE, slow);
        mv.visitIincInsn(L_RP, -1);
        slot(L_RP, 0);
        mv.visitVarInsn(ILOAD, L_SP);
        push(BASE);
        mv.visitInsn(ISUB);
        mv.visitInsn(I2L);
        mv.visitInsn(LASTORE);
        next(a);
    }
}
