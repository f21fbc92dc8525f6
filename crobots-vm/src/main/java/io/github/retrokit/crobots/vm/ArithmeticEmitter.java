package io.github.retrokit.crobots.vm;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/** The VM's operators as JVM bytecode for {@link ChunkWriter}: exactly {@link DecodedCode.ArithmeticCode#apply}. */
final class ArithmeticEmitter {

    private ArithmeticEmitter() {
    }

    /** x and y (longs) on the operand stack become x op y, exactly as {@link DecodedCode.ArithmeticCode}. */
    static void emit(MethodVisitor mv, int op, int yLocal, int interpreterLocal) {
        switch (op) {
            case DecodedCode.ArithmeticCode.ADD -> mv.visitInsn(LADD);
            case DecodedCode.ArithmeticCode.SUB -> mv.visitInsn(LSUB);
            case DecodedCode.ArithmeticCode.MUL -> mv.visitInsn(LMUL);
            case DecodedCode.ArithmeticCode.AND -> mv.visitInsn(LAND);
            case DecodedCode.ArithmeticCode.OR -> mv.visitInsn(LOR);
            case DecodedCode.ArithmeticCode.XOR -> mv.visitInsn(LXOR);
            case DecodedCode.ArithmeticCode.LESS -> compare(mv, IFGE);
            case DecodedCode.ArithmeticCode.GREATER -> compare(mv, IFLE);
            case DecodedCode.ArithmeticCode.LESS_EQ -> compare(mv, IFGT);
            case DecodedCode.ArithmeticCode.GREATER_EQ -> compare(mv, IFLT);
            case DecodedCode.ArithmeticCode.EQ -> compare(mv, IFNE);
            case DecodedCode.ArithmeticCode.NOT_EQ -> compare(mv, IFEQ);
            case DecodedCode.ArithmeticCode.SHL, DecodedCode.ArithmeticCode.SHR -> {
                mv.visitInsn(L2I);
                mv.visitInsn(op == DecodedCode.ArithmeticCode.SHL ? LSHL : LSHR);
            }
            case DecodedCode.ArithmeticCode.ASSIGN -> {
                mv.visitVarInsn(LSTORE, yLocal);
                mv.visitInsn(POP2);
                mv.visitVarInsn(LLOAD, yLocal);
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
                compare(mv, IFNE);
            }
            case DecodedCode.ArithmeticCode.LOGICAL_AND, DecodedCode.ArithmeticCode.LOGICAL_OR ->
                    logical(mv, op == DecodedCode.ArithmeticCode.LOGICAL_AND, yLocal);
            case DecodedCode.ArithmeticCode.DIV, DecodedCode.ArithmeticCode.MOD ->
                    divide(mv, op == DecodedCode.ArithmeticCode.DIV, yLocal, interpreterLocal);
            default -> {
                mv.visitLdcInsn(op);
                mv.visitVarInsn(ALOAD, interpreterLocal);
                mv.visitFieldInsn(GETFIELD, "io/github/retrokit/crobots/vm/BatchInterpreter", "modZeroDividend", "Z");
                mv.visitMethodInsn(INVOKESTATIC, "io/github/retrokit/crobots/vm/BatchInterpreter", "arithmetic", "(JJIZ)J", false);
            }
        }
    }

    /** {@code &&}: 1 when both are non-zero; {@code ||}: 1 when either is (both were evaluated). */
    private static void logical(MethodVisitor mv, boolean and, int yLocal) {
        Label decided = new Label();
        Label end = new Label();
        mv.visitVarInsn(LSTORE, yLocal);
        mv.visitInsn(LCONST_0);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(and ? IFEQ : IFNE, decided);
        mv.visitVarInsn(LLOAD, yLocal);
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
    private static void divide(MethodVisitor mv, boolean div, int yLocal, int interpreterLocal) {
        Label byZero = new Label();
        Label end = new Label();
        mv.visitVarInsn(LSTORE, yLocal);
        mv.visitVarInsn(LLOAD, yLocal);
        mv.visitInsn(LCONST_0);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFEQ, byZero);
        mv.visitVarInsn(LLOAD, yLocal);
        mv.visitInsn(div ? LDIV : LREM);
        mv.visitJumpInsn(GOTO, end);
        mv.visitLabel(byZero);
        if (div) {
            mv.visitInsn(POP2);
            mv.visitInsn(LCONST_0);
        } else {
            mv.visitVarInsn(ALOAD, interpreterLocal);
            mv.visitFieldInsn(GETFIELD, "io/github/retrokit/crobots/vm/BatchInterpreter", "modZeroDividend", "Z");
            mv.visitJumpInsn(IFNE, end);
            mv.visitInsn(POP2);
            mv.visitInsn(LCONST_0);
        }
        mv.visitLabel(end);
    }

    /** lcmp, then 0 when {@code falseWhen} holds of the comparison, else 1. */
    private static void compare(MethodVisitor mv, int falseWhen) {
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
}
