package io.github.retrokit.crobots.vm;

import static org.objectweb.asm.Opcodes.*;

import java.util.stream.IntStream;
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

    private static final String PKG = "io/github/retrokit/crobots/vm/";
    private static final String BI = PKG + "BatchInterpreter";
    private static final String VM = PKG + "RobotVm";
    private static final String WORLD = PKG + "Intrinsics";
    static final String RUN_DESC = "(L" + BI + ";L" + VM + ";[J[JIZI)I";
    private static final int BASE = RobotVm.BASE;
    private static final int DATASPACE = RobotVm.DATASPACE;
    /** A call's fresh locals are zeroed by stores up to this many, beyond by {@code Arrays.fill}. */
    private static final int UNROLLED_ZEROS = 8;

    // Local variable slots of run.
    private static final int L_BI = 1;
    private static final int L_VM = 2;
    private static final int L_S = 3;
    private static final int L_EXT = 4;
    private static final int L_BUDGET = 5;
    private static final int L_PAUSE = 6;
    private static final int L_DONE = 7;
    private static final int L_IP = 8;
    private static final int L_SP = 9;
    private static final int L_RP = 10;
    private static final int L_LP = 11;
    private static final int L_TMP = 12;
    private static final int L_VALUE = 13;
    private static final int L_Y = 15;
    private static final int L_LONG = 17;

    private final DecodedCode code;
    private final CallTable calls;
    private final int codeLimit;
    private final int lo;
    private final int hi;
    private final Label[] start;
    private final Label exit = new Label();
    private final Label slow = new Label();
    private final Label retsub = new Label();
    private MethodVisitor mv;

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
        emitRetsub();
        if (slowPop2 != null) {
            mv.visitLabel(slowPop2);
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

    private void push(int v) {
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

    private void pushLong(long v) {
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
    private void jump(int target) {
        if (target >= lo && target < hi) {
            mv.visitJumpInsn(GOTO, start[target - lo]);
        } else {
            push(target);
            mv.visitVarInsn(ISTORE, L_IP);
            mv.visitJumpInsn(GOTO, exit);
        }
    }

    /** done++, then on to a + 1. */
    private void next(int a) {
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
            case DecodedCode.CALL_RAND, DecodedCode.CALL_OWN -> new IntrinsicCall(a).emit();
            case DecodedCode.CALL_USER -> callUser(a);
            case DecodedCode.RETSUB -> mv.visitJumpInsn(GOTO, retsub);
            case DecodedCode.NOP -> next(a);
            case DecodedCode.SLOW -> mv.visitJumpInsn(GOTO, slow);
            default -> binop(a, c - DecodedCode.BINOP);
        }
    }

    /** To the slow path unless logical sp >= {@code words} (the pops find their words). */
    private void checkBelow(int words) {
        mv.visitVarInsn(ILOAD, L_SP);
        push(BASE + words);
        mv.visitJumpInsn(IF_ICMPLT, slow);
    }

    /** To the slow path unless sp + {@code offset} < rp. */
    private void checkAbove(int offset) {
        mv.visitVarInsn(ILOAD, L_SP);
        if (offset != 0) {
            push(offset);
            mv.visitInsn(IADD);
        }
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitJumpInsn(IF_ICMPGE, slow);
    }

    /** s[SP + offset] as an array reference and index on the operand stack. */
    private void stackSlot(int offset) {
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, L_SP);
        if (offset != 0) {
            push(offset);
            mv.visitInsn(IADD);
        }
    }

    private void loadStack(int offset) {
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
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_LP);
            if (v != 0) {
                push(v);
                mv.visitInsn(IADD);
            }
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
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitVarInsn(ILOAD, L_SP);
        push(BASE);
        mv.visitInsn(ISUB);
        mv.visitInsn(I2L);
        mv.visitInsn(LASTORE);
        next(a);
    }

    /**
     * A user FCALL that raises no flag (as {@link BatchInterpreter#callUser}): return address and lp pushed on
     * the return stack, the frame opened with its fresh locals zeroed, on to the function's first instruction.
     */
    private void callUser(int a) {
        int function = (int) code.operand[a];
        int params = calls.userParams[function];
        int locals = calls.userLocals[function];
        if (params > locals + 1) { // a frame the reference path rejects as it does (never compiled)
            mv.visitJumpInsn(GOTO, slow);
            return;
        }
        // rp - 2 <= sp, or the new sp (sp - params + 1 + locals) >= rp - 2, or BASE + lp + params < 0: slow.
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitInsn(ICONST_2);
        mv.visitInsn(ISUB);
        mv.visitVarInsn(ILOAD, L_SP);
        mv.visitJumpInsn(IF_ICMPLE, slow);
        checkAbove(locals - params + 3);
        mv.visitVarInsn(ILOAD, L_SP);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IADD);
        mv.visitJumpInsn(IFLT, slow);
        mv.visitIincInsn(L_RP, -2);
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IADD);
        pushLong(a + 1);
        mv.visitInsn(LASTORE);
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitVarInsn(ILOAD, L_LP);
        push(BASE);
        mv.visitInsn(ISUB);
        mv.visitInsn(I2L);
        mv.visitInsn(LASTORE);
        // LP = SP - params + 1; zero s[LP + params .. LP + locals]; SP = LP + locals.
        mv.visitVarInsn(ILOAD, L_SP);
        push(1 - params);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, L_LP);
        zeroLocals(params, locals);
        mv.visitVarInsn(ILOAD, L_LP);
        push(locals);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, L_SP);
        mv.visitIincInsn(L_DONE, 1);
        jump(calls.userFirst[function]);
    }

    private void zeroLocals(int params, int locals) {
        if (locals - params + 1 > UNROLLED_ZEROS) {
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_LP);
            push(params);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ILOAD, L_LP);
            push(locals + 1);
            mv.visitInsn(IADD);
            mv.visitInsn(LCONST_0);
            mv.visitMethodInsn(INVOKESTATIC, "java/util/Arrays", "fill", "([JIIJ)V", false);
            return;
        }
        for (int k = params; k <= locals; k++) {
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_LP);
            if (k != 0) {
                push(k);
                mv.visitInsn(IADD);
            }
            mv.visitInsn(LCONST_0);
            mv.visitInsn(LASTORE);
        }
    }

    /**
     * RETSUB from a user function that raises no flag (as {@link BatchInterpreter#retsub}), shared by the
     * chunk's RETSUBs (ip already set): the frame read back and checked, the value left at the saved sp, then
     * on to the return address when it is one of this chunk's call sites, else back to the driver.
     */
    private void emitRetsub() {
        mv.visitLabel(retsub);
        mv.visitVarInsn(ILOAD, L_RP);
        push(BASE + DATASPACE - 3);
        mv.visitJumpInsn(IF_ICMPGT, slow);
        checkBelow(1);
        frameWord(0, -(BASE - 2), DATASPACE);
        mv.visitVarInsn(LSTORE, L_VALUE);
        frameWord(1, 0, codeLimit);
        mv.visitVarInsn(LSTORE, L_Y);
        frameWord(2, 1, DATASPACE);
        mv.visitInsn(DUP2);
        mv.visitVarInsn(LSTORE, L_LONG);
        // newSp >= rp + 3: slow
        mv.visitVarInsn(ILOAD, L_RP);
        push(3 - BASE);
        mv.visitInsn(IADD);
        mv.visitInsn(I2L);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFGE, slow);
        mv.visitIincInsn(L_RP, 3);
        mv.visitVarInsn(LLOAD, L_VALUE);
        mv.visitInsn(L2I);
        push(BASE);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, L_LP);
        mv.visitVarInsn(LLOAD, L_Y);
        mv.visitInsn(L2I);
        mv.visitVarInsn(ISTORE, L_IP);
        // s[BASE + newSp] = s[SP]; SP = BASE + newSp
        mv.visitVarInsn(LLOAD, L_LONG);
        mv.visitInsn(L2I);
        push(BASE);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, L_TMP);
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, L_TMP);
        loadStack(0);
        mv.visitInsn(LASTORE);
        mv.visitVarInsn(ILOAD, L_TMP);
        mv.visitVarInsn(ISTORE, L_SP);
        mv.visitIincInsn(L_DONE, 1);
        int[] returns = IntStream.range(lo, hi - 1).filter(a -> code.code[a] == DecodedCode.CALL_USER)
                .map(a -> a + 1).toArray();
        returnTo(returns, 0, returns.length);
    }

    /** Jumps to the code of ip when it is one of {@code points[from..to)} (ascending), else to the exit. */
    private void returnTo(int[] points, int from, int to) {
        if (to - from <= 2) {
            for (int k = from; k < to; k++) {
                mv.visitVarInsn(ILOAD, L_IP);
                push(points[k]);
                mv.visitJumpInsn(IF_ICMPEQ, start[points[k] - lo]);
            }
            mv.visitJumpInsn(GOTO, exit);
            return;
        }
        int mid = (from + to) >>> 1;
        Label low = new Label();
        mv.visitVarInsn(ILOAD, L_IP);
        push(points[mid]);
        mv.visitJumpInsn(IF_ICMPLT, low);
        returnTo(points, mid, to);
        mv.visitLabel(low);
        returnTo(points, from, mid);
    }

    /** Leaves the return-stack word s[RP + offset] (a long) on the operand stack; slow unless min <= it <= max. */
    private void frameWord(int offset, int min, int max) {
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, L_RP);
        if (offset != 0) {
            push(offset);
            mv.visitInsn(IADD);
        }
        mv.visitInsn(LALOAD);
        mv.visitInsn(DUP2);
        pushLong(min);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFLT, slowPop2());
        mv.visitInsn(DUP2);
        pushLong(max);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFGT, slowPop2());
    }

    private Label slowPop2;

    /** The slow path for a failure with one long still on the operand stack. */
    private Label slowPop2() {
        if (slowPop2 == null) {
            slowPop2 = new Label();
        }
        return slowPop2;
    }

    /** An intrinsic FCALL that raises no flag (as {@link BatchInterpreter#callIntrinsic}). */
    private final class IntrinsicCall {
        private final int a;
        private final int ordinal;
        private final int pops;

        IntrinsicCall(int a) {
            this.a = a;
            this.ordinal = code.detail[a];
            this.pops = ordinal <= 2 ? 2 : ordinal <= 6 ? 0 : 1;
        }

        void emit() {
            if (code.code[a] == DecodedCode.CALL_RAND) {
                Label go = new Label();
                mv.visitVarInsn(ILOAD, L_PAUSE);
                mv.visitJumpInsn(IFEQ, go);
                mv.visitVarInsn(ALOAD, L_BI);
                mv.visitInsn(ICONST_1);
                mv.visitFieldInsn(PUTFIELD, BI, "paused", "Z");
                mv.visitJumpInsn(GOTO, exit);
                mv.visitLabel(go);
            }
            // sp < pops, sp - pops + 1 >= rp, rp >= DATASPACE: slow
            checkBelow(pops);
            checkAbove(1 - pops);
            mv.visitVarInsn(ILOAD, L_RP);
            push(BASE + DATASPACE);
            mv.visitJumpInsn(IF_ICMPGE, slow);
            // saved = s[RP]; saved < 1, saved > DATASPACE, saved == rp + 1: slow
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_RP);
            mv.visitInsn(LALOAD);
            mv.visitInsn(DUP2);
            mv.visitInsn(LCONST_1);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFLT, slowPop2());
            mv.visitInsn(DUP2);
            pushLong(DATASPACE);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFGT, slowPop2());
            mv.visitInsn(L2I);
            mv.visitVarInsn(ISTORE, L_TMP);
            mv.visitVarInsn(ILOAD, L_TMP);
            mv.visitVarInsn(ILOAD, L_RP);
            push(1 - BASE);
            mv.visitInsn(IADD);
            mv.visitJumpInsn(IF_ICMPEQ, slow);
            int popped = result();
            // s[SP - popped + 1] = result; rp++; s[BASE + saved] = result; SP = BASE + saved
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_SP);
            if (popped >= 0) {
                push(1 - popped);
            } else {
                mv.visitVarInsn(ILOAD, L_Y); // cannon: 1 - popped, computed by result()
            }
            mv.visitInsn(IADD);
            mv.visitVarInsn(LLOAD, L_VALUE);
            mv.visitInsn(LASTORE);
            mv.visitIincInsn(L_RP, 1);
            mv.visitVarInsn(ILOAD, L_TMP);
            push(BASE);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ISTORE, L_SP);
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitVarInsn(LLOAD, L_VALUE);
            mv.visitInsn(LASTORE);
            next(a);
        }

        /**
         * Calls the world, leaving the result in L_VALUE; returns the words popped, or -1 when that depends on
         * the arguments (cannon with a negative range pops 1 and returns 1 without calling), then in L_Y as
         * {@code 1 - popped}.
         */
        private int result() {
            if (ordinal == Intrinsic.CANNON.ordinal()) {
                Label call = new Label();
                Label done = new Label();
                loadStack(0);
                mv.visitInsn(LCONST_0);
                mv.visitInsn(LCMP);
                mv.visitJumpInsn(IFGE, call);
                mv.visitInsn(LCONST_1);
                mv.visitVarInsn(LSTORE, L_VALUE);
                mv.visitInsn(ICONST_0);
                mv.visitVarInsn(ISTORE, L_Y);
                mv.visitJumpInsn(GOTO, done);
                mv.visitLabel(call);
                invoke("cannon", 2);
                mv.visitVarInsn(LSTORE, L_VALUE);
                mv.visitInsn(ICONST_M1);
                mv.visitVarInsn(ISTORE, L_Y);
                mv.visitLabel(done);
                return -1;
            }
            String[] names = {"scan", "cannon", "drive", "damage", "speed", "locX", "locY", "rand", "sqrt", "sin",
                "cos", "tan", "atan"};
            invoke(names[ordinal], pops);
            mv.visitVarInsn(LSTORE, L_VALUE);
            return pops;
        }

        private void invoke(String name, int args) {
            mv.visitVarInsn(ALOAD, L_BI);
            mv.visitFieldInsn(GETFIELD, BI, "world", "L" + WORLD + ";");
            for (int k = args - 1; k >= 0; k--) {
                loadStack(-k);
            }
            mv.visitMethodInsn(INVOKEINTERFACE, WORLD, name, "(" + "J".repeat(args) + ")J", true);
        }
    }

}
