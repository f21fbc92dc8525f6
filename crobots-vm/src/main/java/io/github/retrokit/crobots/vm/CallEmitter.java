package io.github.retrokit.crobots.vm;

import static io.github.retrokit.crobots.vm.ChunkWriter.*;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The calls of a {@link ChunkWriter}'s chunk: intrinsic FCALLs (the world called directly), user FCALLs (the
 * frame opened inline, on to the function's code) and the chunk's shared RETSUB (frame checked, on to the call
 * site when it is in the chunk). Each does exactly what the interpreter does ({@link InterpreterLoop#run} for
 * user calls and returns, {@link BatchInterpreter#callIntrinsic} for intrinsics), or goes to the slow path, the
 * reference {@link RobotVm#step()}, when a check fails.
 */
final class CallEmitter {

    private final ChunkWriter w;
    private final MethodVisitor mv;

    CallEmitter(ChunkWriter writer) {
        this.w = writer;
        this.mv = writer.mv;
    }

    /**
     * A user FCALL that raises no flag (as the CALL_USER case of {@link InterpreterLoop#run}): return address
     * and lp pushed on the return stack, the frame opened with its fresh locals zeroed, on to the function's
     * first instruction.
     */
    void callUser(int a) {
        int function = (int) w.code.operand[a];
        int params = w.calls.userParams[function];
        int locals = w.calls.userLocals[function];
        if (params > locals + 1) { // a frame the reference path rejects as it does (never compiled)
            mv.visitJumpInsn(GOTO, w.slow);
            return;
        }
        // rp - 2 <= sp, or the new sp (sp - params + 1 + locals) >= rp - 2, or BASE + lp + params < 0: slow.
        mv.visitVarInsn(ILOAD, L_RP);
        mv.visitInsn(ICONST_2);
        mv.visitInsn(ISUB);
        mv.visitVarInsn(ILOAD, L_SP);
        mv.visitJumpInsn(IF_ICMPLE, w.slow);
        w.checkAbove(locals - params + 3);
        mv.visitVarInsn(ILOAD, L_SP);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IADD);
        mv.visitJumpInsn(IFLT, w.slow);
        mv.visitIincInsn(L_RP, -2);
        w.slot(L_RP, 1);
        w.pushLong(a + 1);
        mv.visitInsn(LASTORE);
        w.slot(L_RP, 0);
        mv.visitVarInsn(ILOAD, L_LP);
        w.push(BASE);
        mv.visitInsn(ISUB);
        mv.visitInsn(I2L);
        mv.visitInsn(LASTORE);
        // LP = SP - params + 1; zero s[LP + params .. LP + locals]; SP = LP + locals.
        mv.visitVarInsn(ILOAD, L_SP);
        w.push(1 - params);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, L_LP);
        zeroLocals(params, locals);
        mv.visitVarInsn(ILOAD, L_LP);
        w.push(locals);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, L_SP);
        mv.visitIincInsn(L_DONE, 1);
        w.jump(w.calls.userFirst[function]);
    }

    private void zeroLocals(int params, int locals) {
        if (locals - params + 1 > UNROLLED_ZEROS) {
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_LP);
            w.push(params);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ILOAD, L_LP);
            w.push(locals + 1);
            mv.visitInsn(IADD);
            mv.visitInsn(LCONST_0);
            mv.visitMethodInsn(INVOKESTATIC, "java/util/Arrays", "fill", "([JIIJ)V", false);
            return;
        }
        for (int k = params; k <= locals; k++) {
            w.slot(L_LP, k);
            mv.visitInsn(LCONST_0);
            mv.visitInsn(LASTORE);
        }
    }

    /**
     * RETSUB from a user function that raises no flag (as the RETSUB case of {@link InterpreterLoop#run}),
     * shared by the chunk's RETSUBs (ip already set): the frame read back and checked, the value left at the
     * saved sp, then on to the return address when it is one of this chunk's call sites, else back to the
     * driver.
     */
    void emitRetsub() {
        mv.visitLabel(w.retsub);
        mv.visitVarInsn(ILOAD, L_RP);
        w.push(BASE + DATASPACE - 3);
        mv.visitJumpInsn(IF_ICMPGT, w.slow);
        w.checkBelow(1);
        frameWord(0, -(BASE - 2), DATASPACE);
        mv.visitVarInsn(LSTORE, L_VALUE);
        frameWord(1, 0, w.codeLimit);
        mv.visitVarInsn(LSTORE, L_Y);
        frameWord(2, 1, DATASPACE);
        mv.visitInsn(DUP2);
        mv.visitVarInsn(LSTORE, L_LONG);
        // newSp >= rp + 3: slow
        mv.visitVarInsn(ILOAD, L_RP);
        w.push(3 - BASE);
        mv.visitInsn(IADD);
        mv.visitInsn(I2L);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFGE, w.slow);
        mv.visitIincInsn(L_RP, 3);
        physicalIndex(L_VALUE, L_LP);
        mv.visitVarInsn(LLOAD, L_Y);
        mv.visitInsn(L2I);
        mv.visitVarInsn(ISTORE, L_IP);
        // s[BASE + newSp] = s[SP]; SP = BASE + newSp
        physicalIndex(L_LONG, L_TMP);
        mv.visitVarInsn(ALOAD, L_S);
        mv.visitVarInsn(ILOAD, L_TMP);
        w.loadStack(0);
        mv.visitInsn(LASTORE);
        mv.visitVarInsn(ILOAD, L_TMP);
        mv.visitVarInsn(ISTORE, L_SP);
        mv.visitIincInsn(L_DONE, 1);
        int[] returns = new int[w.hi - w.lo];
        int n = 0;
        for (int a = w.lo; a < w.hi - 1; a++) {
            if (w.code.code[a] == DecodedCode.CALL_USER) {
                returns[n++] = a + 1;
            }
        }
        returnTo(returns, 0, n);
    }

    /** Stores {@code BASE + (int) <long local>} (a frame word read back: an lp or sp) into an int local. */
    private void physicalIndex(int longLocal, int intLocal) {
        mv.visitVarInsn(LLOAD, longLocal);
        mv.visitInsn(L2I);
        w.push(BASE);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, intLocal);
    }

    /** Jumps to the code of ip when it is one of {@code points[from..to)} (ascending), else to the w.exit. */
    private void returnTo(int[] points, int from, int to) {
        if (to - from <= 2) {
            for (int k = from; k < to; k++) {
                mv.visitVarInsn(ILOAD, L_IP);
                w.push(points[k]);
                mv.visitJumpInsn(IF_ICMPEQ, w.start[points[k] - w.lo]);
            }
            mv.visitJumpInsn(GOTO, w.exit);
            return;
        }
        int mid = (from + to) >>> 1;
        Label low = new Label();
        mv.visitVarInsn(ILOAD, L_IP);
        w.push(points[mid]);
        mv.visitJumpInsn(IF_ICMPLT, low);
        returnTo(points, mid, to);
        mv.visitLabel(low);
        returnTo(points, from, mid);
    }

    /** Leaves the return-stack word s[RP + offset] (a long) on the operand stack; slow unless min <= it <= max. */
    private void frameWord(int offset, int min, int max) {
        w.slot(L_RP, offset);
        mv.visitInsn(LALOAD);
        mv.visitInsn(DUP2);
        w.pushLong(min);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFLT, slowPop2());
        mv.visitInsn(DUP2);
        w.pushLong(max);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFGT, slowPop2());
    }

    Label slowPop2;

    /** The slow path for a failure with one long still on the operand stack. */
    private Label slowPop2() {
        if (slowPop2 == null) {
            slowPop2 = new Label();
        }
        return slowPop2;
    }

    /** An intrinsic FCALL at {@code a} that raises no flag (as {@link BatchInterpreter#callIntrinsic}). */
    void intrinsic(int a) {
        new IntrinsicCall(a).emit();
    }

    private final class IntrinsicCall {
        private final int a;
        private final int ordinal;
        private final int pops;

        IntrinsicCall(int a) {
            this.a = a;
            this.ordinal = w.code.detail[a];
            this.pops = ordinal <= 2 ? 2 : ordinal <= 6 ? 0 : 1;
        }

        void emit() {
            if (w.code.code[a] == DecodedCode.CALL_RAND) {
                Label go = new Label();
                mv.visitVarInsn(ILOAD, L_PAUSE);
                mv.visitJumpInsn(IFEQ, go);
                mv.visitVarInsn(ALOAD, L_BI);
                mv.visitInsn(ICONST_1);
                mv.visitFieldInsn(PUTFIELD, BI, "paused", "Z");
                mv.visitJumpInsn(GOTO, w.exit);
                mv.visitLabel(go);
            }
            // sp < pops, sp - pops + 1 >= rp, rp >= DATASPACE: slow
            w.checkBelow(pops);
            w.checkAbove(1 - pops);
            mv.visitVarInsn(ILOAD, L_RP);
            w.push(BASE + DATASPACE);
            mv.visitJumpInsn(IF_ICMPGE, w.slow);
            // saved = s[RP]; saved < 1, saved > DATASPACE, saved == rp + 1: slow
            frameWord(0, 1, DATASPACE);
            mv.visitInsn(L2I);
            mv.visitVarInsn(ISTORE, L_TMP);
            mv.visitVarInsn(ILOAD, L_TMP);
            mv.visitVarInsn(ILOAD, L_RP);
            w.push(1 - BASE);
            mv.visitInsn(IADD);
            mv.visitJumpInsn(IF_ICMPEQ, w.slow);
            int popped = result();
            // s[SP - popped + 1] = result; rp++; s[BASE + saved] = result; SP = BASE + saved
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_SP);
            if (popped >= 0) {
                w.push(1 - popped);
            } else {
                mv.visitVarInsn(ILOAD, L_Y); // cannon: 1 - popped, computed by result()
            }
            mv.visitInsn(IADD);
            mv.visitVarInsn(LLOAD, L_VALUE);
            mv.visitInsn(LASTORE);
            mv.visitIincInsn(L_RP, 1);
            mv.visitVarInsn(ILOAD, L_TMP);
            w.push(BASE);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ISTORE, L_SP);
            w.stackSlot(0);
            mv.visitVarInsn(LLOAD, L_VALUE);
            mv.visitInsn(LASTORE);
            w.next(a);
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
                w.loadStack(0);
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
                w.loadStack(-k);
            }
            mv.visitMethodInsn(INVOKEINTERFACE, WORLD, name, "(" + "J".repeat(args) + ")J", true);
        }
    }
}
