package io.github.retrokit.crobots.vm;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Translates a decoded program into a hidden JVM class ({@link TranslatedCode}): each robot instruction
 * becomes straight-line bytecode with its operand built in, falling through to the next instruction and
 * jumping directly to branch and call targets, with ip set and the budget counted before each one. An instruction whose
 * fast form would not apply (a stack check fails, a frame is unsound) goes to {@link BatchInterpreter#slow},
 * the reference {@link RobotVm#step()}. The code is cut into chunks of {@value #CHUNK} instructions, one
 * static method each, to stay below the JIT's method size limit; leaving a chunk returns to the driver.
 */
final class CodeTranslator {

    static final int CHUNK = 80;

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final String PKG = "io/github/retrokit/crobots/vm/";
    private static final String BI = PKG + "BatchInterpreter";
    private static final String VM = PKG + "RobotVm";
    private static final String CHUNK_DESC = "(L" + BI + ";L" + VM + ";[J[JIZI)I";
    private static final int BASE = RobotVm.BASE;

    // Local variable slots of a chunk method.
    private static final int L_BI = 0;
    private static final int L_VM = 1;
    private static final int L_S = 2;
    private static final int L_EXT = 3;
    private static final int L_BUDGET = 4;
    private static final int L_PAUSE = 5;
    private static final int L_DONE = 6;
    private static final int L_IP = 7;
    private static final int L_SP = 8;
    private static final int L_TMP = 9;
    private static final int L_VALUE = 10;
    private static final int L_Y = 12;

    private final DecodedCode code;
    private final CallTable calls;
    private final int size;

    private CodeTranslator(DecodedCode code, CallTable calls) {
        this.code = code;
        this.calls = calls;
        this.size = code.code.length;
    }

    /** The translated program, loaded and instantiated. */
    static TranslatedCode translate(DecodedCode code, CallTable calls) throws ReflectiveOperationException {
        byte[] bytes = new CodeTranslator(code, calls).generate();
        Class<?> type = LOOKUP.defineHiddenClass(bytes, true).lookupClass();
        return (TranslatedCode) type.getDeclaredConstructor().newInstance();
    }

    private byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        cw.visit(V1_5, ACC_FINAL | ACC_SUPER, PKG + "TranslatedRobot", null, "java/lang/Object",
                new String[] {PKG + "TranslatedCode"});
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        int chunks = (size + CHUNK - 1) / CHUNK;
        runMethod(cw.visitMethod(ACC_PUBLIC, "run", "(L" + BI + ";L" + VM + ";[J[JIZI)I", null, null), chunks);
        for (int c = 0; c < chunks; c++) {
            MethodVisitor mv = cw.visitMethod(ACC_STATIC | ACC_PRIVATE, "c" + c, CHUNK_DESC, null, null);
            new Chunk(mv, c * CHUNK, Math.min(size, (c + 1) * CHUNK)).emit();
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** {@code run}: calls the chunk holding {@code vm.ip} (the driver guarantees 0 <= ip < size). */
    private static void runMethod(MethodVisitor mv, int chunks) {
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 2);
        mv.visitFieldInsn(GETFIELD, VM, "ip", "I");
        mv.visitLdcInsn(CHUNK);
        mv.visitInsn(IDIV);
        mv.visitVarInsn(ISTORE, 8);
        for (int c = 0; c < chunks; c++) {
            Label next = new Label();
            mv.visitVarInsn(ILOAD, 8);
            mv.visitLdcInsn(c);
            mv.visitJumpInsn(IF_ICMPNE, next);
            for (int arg = 1; arg <= 7; arg++) {
                mv.visitVarInsn(arg == 5 || arg == 6 || arg == 7 ? ILOAD : ALOAD, arg);
            }
            mv.visitMethodInsn(INVOKESTATIC, PKG + "TranslatedRobot", "c" + c, CHUNK_DESC, false);
            mv.visitInsn(IRETURN);
            mv.visitLabel(next);
        }
        mv.visitVarInsn(ILOAD, 7);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** One chunk's method: instructions lo..hi-1. */
    private final class Chunk {
        private final MethodVisitor mv;
        private final int lo;
        private final int hi;
        private final Label[] start;
        private final Label exit = new Label();
        private final Label slow = new Label();

        Chunk(MethodVisitor mv, int lo, int hi) {
            this.mv = mv;
            this.lo = lo;
            this.hi = hi;
            start = labels(hi - lo);
        }

        private Label[] labels(int n) {
            Label[] l = new Label[n];
            for (int i = 0; i < n; i++) {
                l[i] = new Label();
            }
            return l;
        }

        void emit() {
            mv.visitCode();
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitFieldInsn(GETFIELD, VM, "ip", "I");
            mv.visitVarInsn(ISTORE, L_IP);
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitFieldInsn(GETFIELD, VM, "sp", "I");
            mv.visitVarInsn(ISTORE, L_SP);
            mv.visitVarInsn(ILOAD, L_IP);
            mv.visitLdcInsn(lo);
            mv.visitInsn(ISUB);
            mv.visitTableSwitchInsn(0, hi - lo - 1, exit, start);
            for (int a = lo; a < hi; a++) {
                instruction(a);
            }
            mv.visitLabel(slow);
            mv.visitVarInsn(ALOAD, L_BI);
            mv.visitVarInsn(ILOAD, L_IP);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitMethodInsn(INVOKEVIRTUAL, BI, "slow", "(II)V", false);
            mv.visitIincInsn(L_DONE, 1);
            mv.visitVarInsn(ILOAD, L_DONE);
            mv.visitInsn(IRETURN);
            mv.visitLabel(exit);
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitVarInsn(ILOAD, L_IP);
            mv.visitFieldInsn(PUTFIELD, VM, "ip", "I");
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitFieldInsn(PUTFIELD, VM, "sp", "I");
            mv.visitVarInsn(ILOAD, L_DONE);
            mv.visitInsn(IRETURN);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }

        private void setIp(int a) {
            mv.visitLdcInsn(a);
            mv.visitVarInsn(ISTORE, L_IP);
        }

        /** Continue at {@code target}: its code when it is in this chunk, else back to the driver. */
        private void jump(int target) {
            if (target >= lo && target < hi) {
                mv.visitJumpInsn(GOTO, start[target - lo]);
            } else {
                setIp(target);
                mv.visitJumpInsn(GOTO, exit);
            }
        }

        private void instruction(int a) {
            Label fail = slow;
            mv.visitLabel(start[a - lo]);
            setIp(a);
            mv.visitVarInsn(ILOAD, L_DONE);
            mv.visitVarInsn(ILOAD, L_BUDGET);
            mv.visitJumpInsn(IF_ICMPGE, exit);
            long operand = code.operand[a];
            switch (code.code[a]) {
                case DecodedCode.FETCH_LOCAL, DecodedCode.FETCH_EXT, DecodedCode.CONST -> {
                    checkPush(fail);
                    mv.visitVarInsn(ALOAD, L_S);
                    stackIndex(1);
                    if (code.code[a] == DecodedCode.CONST) {
                        mv.visitLdcInsn(operand);
                    } else if (code.code[a] == DecodedCode.FETCH_EXT) {
                        mv.visitVarInsn(ALOAD, L_EXT);
                        mv.visitLdcInsn((int) operand);
                        mv.visitInsn(LALOAD);
                    } else {
                        loadLocal((int) operand);
                    }
                    mv.visitInsn(LASTORE);
                    mv.visitIincInsn(L_SP, 1);
                    next(a);
                }
                case DecodedCode.STORE_LOCAL, DecodedCode.STORE_EXT -> store(a, fail);
                case DecodedCode.CHOP -> {
                    checkPop(fail);
                    mv.visitIincInsn(L_SP, -1);
                    next(a);
                }
                case DecodedCode.BRANCH -> branch(a, (int) operand, fail);
                case DecodedCode.FRAME -> frame(a, fail);
                case DecodedCode.CALL_RAND, DecodedCode.CALL_OWN -> intrinsic(a, fail);
                case DecodedCode.CALL_USER -> callUser(a, fail);
                case DecodedCode.RETSUB -> retsub(fail);
                case DecodedCode.NOP -> next(a);
                case DecodedCode.SLOW -> mv.visitJumpInsn(GOTO, fail);
                default -> binop(a, code.code[a] - DecodedCode.BINOP, fail);
            }
        }

        /** done++, then on to a + 1. */
        private void next(int a) {
            mv.visitIincInsn(L_DONE, 1);
            if (a + 1 >= hi) {
                jump(a + 1);
            }
        }

        private void stackIndex(int offset) {
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitLdcInsn(BASE + offset);
            mv.visitInsn(IADD);
        }

        private void loadStack(int offset) {
            mv.visitVarInsn(ALOAD, L_S);
            stackIndex(offset);
            mv.visitInsn(LALOAD);
        }

        private void loadLocal(int offset) {
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitFieldInsn(GETFIELD, VM, "lp", "I");
            mv.visitLdcInsn(BASE + offset);
            mv.visitInsn(IADD);
            mv.visitInsn(LALOAD);
        }

        /** sp + 1 must stay below rp. */
        private void checkPush(Label fail) {
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitInsn(ICONST_1);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitFieldInsn(GETFIELD, VM, "rp", "I");
            mv.visitJumpInsn(IF_ICMPGE, fail);
        }

        private void checkPop(Label fail) {
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitJumpInsn(IFLE, fail);
        }

        /** Two pops and a push: 2 <= sp < rp. */
        private void checkBinary(Label fail) {
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitInsn(ICONST_2);
            mv.visitJumpInsn(IF_ICMPLT, fail);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitFieldInsn(GETFIELD, VM, "rp", "I");
            mv.visitJumpInsn(IF_ICMPGE, fail);
        }

        private void binop(int a, int op, Label fail) {
            checkBinary(fail);
            mv.visitIincInsn(L_SP, -1);
            mv.visitVarInsn(ALOAD, L_S);
            stackIndex(0);
            loadStack(0);
            loadStack(1);
            arithmetic(op);
            mv.visitInsn(LASTORE);
            next(a);
        }

        private void store(int a, Label fail) {
            checkBinary(fail);
            loadStack(-1);
            loadStack(0);
            arithmetic(code.detail[a]);
            mv.visitVarInsn(LSTORE, L_VALUE);
            mv.visitIincInsn(L_SP, -1);
            mv.visitVarInsn(ALOAD, L_S);
            stackIndex(0);
            mv.visitVarInsn(LLOAD, L_VALUE);
            mv.visitInsn(LASTORE);
            int v = (int) code.operand[a];
            if (code.code[a] == DecodedCode.STORE_EXT) {
                mv.visitVarInsn(ALOAD, L_EXT);
                mv.visitLdcInsn(v);
            } else {
                mv.visitVarInsn(ALOAD, L_S);
                mv.visitVarInsn(ALOAD, L_VM);
                mv.visitFieldInsn(GETFIELD, VM, "lp", "I");
                mv.visitLdcInsn(BASE + v);
                mv.visitInsn(IADD);
            }
            mv.visitVarInsn(LLOAD, L_VALUE);
            mv.visitInsn(LASTORE);
            next(a);
        }

        /** x and y (longs) on the operand stack become x op y, exactly as {@link DecodedCode.ArithmeticCode}. */
        private void arithmetic(int op) {
            switch (op) {
                case DecodedCode.ArithmeticCode.ADD -> mv.visitInsn(LADD);
                case DecodedCode.ArithmeticCode.SUB -> mv.visitInsn(LSUB);
                case DecodedCode.ArithmeticCode.MUL -> mv.visitInsn(LMUL);
                case DecodedCode.ArithmeticCode.AND -> mv.visitInsn(LAND);
                case DecodedCode.ArithmeticCode.OR -> mv.visitInsn(LOR);
                case DecodedCode.ArithmeticCode.XOR -> mv.visitInsn(LXOR);
                case DecodedCode.ArithmeticCode.LESS -> compare(IFGE);
                case DecodedCode.ArithmeticCode.GREATER -> compare(IFLE);
                case DecodedCode.ArithmeticCode.LESS_EQ -> compare(IFGT);
                case DecodedCode.ArithmeticCode.GREATER_EQ -> compare(IFLT);
                case DecodedCode.ArithmeticCode.EQ -> compare(IFNE);
                case DecodedCode.ArithmeticCode.NOT_EQ -> compare(IFEQ);
                case DecodedCode.ArithmeticCode.SHL, DecodedCode.ArithmeticCode.SHR -> {
                    mv.visitInsn(L2I);
                    mv.visitInsn(op == DecodedCode.ArithmeticCode.SHL ? LSHL : LSHR);
                }
                case DecodedCode.ArithmeticCode.ASSIGN -> {
                    mv.visitVarInsn(LSTORE, L_Y);
                    mv.visitInsn(POP2);
                    mv.visitVarInsn(LLOAD, L_Y);
                }
                case DecodedCode.ArithmeticCode.NEGATE -> {
                    mv.visitInsn(POP2);
                    mv.visitInsn(LNEG);
                }
                case DecodedCode.ArithmeticCode.COMPLEMENT -> {
                    mv.visitInsn(POP2);
                    mv.visitLdcInsn(-1L);
                    mv.visitInsn(LXOR);
                }
                case DecodedCode.ArithmeticCode.NOT -> {
                    mv.visitInsn(POP2);
                    mv.visitInsn(LCONST_0);
                    compare(IFNE);
                }
                case DecodedCode.ArithmeticCode.LOGICAL_AND, DecodedCode.ArithmeticCode.LOGICAL_OR ->
                        logical(op == DecodedCode.ArithmeticCode.LOGICAL_AND);
                case DecodedCode.ArithmeticCode.DIV, DecodedCode.ArithmeticCode.MOD ->
                        divide(op == DecodedCode.ArithmeticCode.DIV);
                default -> {
                    mv.visitLdcInsn(op);
                    mv.visitVarInsn(ALOAD, L_BI);
                    mv.visitFieldInsn(GETFIELD, BI, "modZeroDividend", "Z");
                    mv.visitMethodInsn(INVOKESTATIC, BI, "arithmetic", "(JJIZ)J", false);
                }
            }
        }

        /** {@code &&}: 1 when both are non-zero; {@code ||}: 1 when either is (both were evaluated). */
        private void logical(boolean and) {
            Label decided = new Label();
            Label end = new Label();
            mv.visitVarInsn(LSTORE, L_Y);
            mv.visitInsn(LCONST_0);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(and ? IFEQ : IFNE, decided);
            mv.visitVarInsn(LLOAD, L_Y);
            mv.visitInsn(LCONST_0);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(and ? IFEQ : IFNE, decided);
            mv.visitInsn(and ? LCONST_1 : LCONST_0);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(decided);
            mv.visitInsn(and ? LCONST_0 : LCONST_1);
            mv.visitLabel(end);
        }

        /** {@code x / y} (0 when y is 0) or {@code x % y} (when y is 0: x or 0 as the VM's ModZero says). */
        private void divide(boolean div) {
            Label byZero = new Label();
            Label end = new Label();
            mv.visitVarInsn(LSTORE, L_Y);
            mv.visitVarInsn(LLOAD, L_Y);
            mv.visitInsn(LCONST_0);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFEQ, byZero);
            mv.visitVarInsn(LLOAD, L_Y);
            mv.visitInsn(div ? LDIV : LREM);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(byZero);
            if (div) {
                mv.visitInsn(POP2);
                mv.visitInsn(LCONST_0);
            } else {
                mv.visitVarInsn(ALOAD, L_BI);
                mv.visitFieldInsn(GETFIELD, BI, "modZeroDividend", "Z");
                mv.visitJumpInsn(IFNE, end);
                mv.visitInsn(POP2);
                mv.visitInsn(LCONST_0);
            }
            mv.visitLabel(end);
        }

        /** lcmp, then 0 when {@code falseWhen} holds of the comparison, else 1. */
        private void compare(int falseWhen) {
            Label no = new Label();
            Label end = new Label();
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(falseWhen, no);
            mv.visitInsn(LCONST_1);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(no);
            mv.visitInsn(LCONST_0);
            mv.visitLabel(end);
        }

        private void branch(int a, int target, Label fail) {
            checkPop(fail);
            loadStack(0);
            mv.visitVarInsn(LSTORE, L_VALUE);
            mv.visitIincInsn(L_SP, -1);
            mv.visitIincInsn(L_DONE, 1);
            mv.visitVarInsn(LLOAD, L_VALUE);
            mv.visitInsn(LCONST_0);
            mv.visitInsn(LCMP);
            Label taken = new Label();
            mv.visitJumpInsn(IFEQ, taken);
            jump(a + 1);
            mv.visitLabel(taken);
            jump(target);
        }

        private void frame(int a, Label fail) {
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitFieldInsn(GETFIELD, VM, "rp", "I");
            mv.visitInsn(ICONST_1);
            mv.visitInsn(ISUB);
            mv.visitVarInsn(ISTORE, L_TMP);
            mv.visitVarInsn(ILOAD, L_TMP);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitJumpInsn(IF_ICMPLE, fail);
            mv.visitVarInsn(ALOAD, L_S);
            mv.visitVarInsn(ILOAD, L_TMP);
            mv.visitLdcInsn(BASE);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitInsn(I2L);
            mv.visitInsn(LASTORE);
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitVarInsn(ILOAD, L_TMP);
            mv.visitFieldInsn(PUTFIELD, VM, "rp", "I");
            next(a);
        }

        /** Calls a helper {@code (II)I} or {@code (I)I} returning the new sp or -1 (then the slow path). */
        private void helperResult(Label fail) {
            mv.visitVarInsn(ISTORE, L_TMP);
            mv.visitVarInsn(ILOAD, L_TMP);
            mv.visitJumpInsn(IFLT, fail);
            mv.visitVarInsn(ILOAD, L_TMP);
            mv.visitVarInsn(ISTORE, L_SP);
            mv.visitIincInsn(L_DONE, 1);
        }

        private void intrinsic(int a, Label fail) {
            if (code.code[a] == DecodedCode.CALL_RAND) {
                Label go = new Label();
                mv.visitVarInsn(ILOAD, L_PAUSE);
                mv.visitJumpInsn(IFEQ, go);
                mv.visitVarInsn(ALOAD, L_BI);
                mv.visitInsn(ICONST_1);
                mv.visitFieldInsn(PUTFIELD, BI, "paused", "Z");
                setIp(a);
                mv.visitJumpInsn(GOTO, exit);
                mv.visitLabel(go);
            }
            mv.visitVarInsn(ALOAD, L_BI);
            mv.visitLdcInsn(a);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitMethodInsn(INVOKEVIRTUAL, BI, "callIntrinsic", "(II)I", false);
            helperResult(fail);
            if (a + 1 >= hi) {
                jump(a + 1);
            }
        }

        private void callUser(int a, Label fail) {
            mv.visitVarInsn(ALOAD, L_BI);
            mv.visitLdcInsn(a);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitMethodInsn(INVOKEVIRTUAL, BI, "callUser", "(II)I", false);
            helperResult(fail);
            jump(calls.userFirst[(int) code.operand[a]]);
        }

        private void retsub(Label fail) {
            mv.visitVarInsn(ALOAD, L_BI);
            mv.visitVarInsn(ILOAD, L_SP);
            mv.visitMethodInsn(INVOKEVIRTUAL, BI, "retsub", "(I)I", false);
            helperResult(fail);
            mv.visitVarInsn(ALOAD, L_VM);
            mv.visitFieldInsn(GETFIELD, VM, "ip", "I");
            mv.visitVarInsn(ISTORE, L_IP);
            mv.visitJumpInsn(GOTO, exit);
        }
    }
}
