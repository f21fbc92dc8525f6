package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.BUDGET;
import static io.github.retrokit.mips.cpu.BlockCode.MAY_LOOP;
import static io.github.retrokit.mips.cpu.BlockCode.STEPS;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the branch or jump that ends a translated block. A taken branch back to the block's own start
 * loops inside the block while the caller allows it and the step budget lasts; every other exit returns the
 * next pc.
 */
final class BranchCode {
    private final BlockCode code;
    private final MethodVisitor mv;

    BranchCode(BlockCode code) {
        this.code = code;
        this.mv = code.mv;
    }

    /** Emits the terminator {@code w} at {@code pc}. */
    void emit(int op, int w, int pc) {
        int rs = (w >>> 21) & 31;
        int rt = (w >>> 16) & 31;
        Label taken = new Label();
        switch (op) {
            case Op.BEQ: code.read(rs); code.read(rt); mv.visitJumpInsn(IF_ICMPEQ, taken); break;
            case Op.BNE: code.read(rs); code.read(rt); mv.visitJumpInsn(IF_ICMPNE, taken); break;
            case Op.BLEZ: code.read(rs); mv.visitJumpInsn(IFLE, taken); break;
            case Op.BGTZ: code.read(rs); mv.visitJumpInsn(IFGT, taken); break;
            case Op.BLTZ: code.read(rs); mv.visitJumpInsn(IFLT, taken); break;
            case Op.BGEZ: code.read(rs); mv.visitJumpInsn(IFGE, taken); break;
            case Op.JALR:
                // rd := pc + 4 first, then jump to rs as read afterwards (MARS: jalr $ra falls through)
                code.write((w >>> 11) & 31, () -> code.constant(pc + 4));
                returnToRegister(rs);
                return;
            case Op.JR:
                returnToRegister(rs);
                return;
            case Op.JAL:
                code.write(31, () -> code.constant(pc + 4));
                mv.visitJumpInsn(GOTO, taken);
                break;
            default:
                mv.visitJumpInsn(GOTO, taken);
        }
        code.returnAt(pc + 4);
        mv.visitLabel(taken);
        int target = BlockExtent.target(op, w, pc);
        if (target == code.start) {
            loopWhileAllowed();
        }
        code.returnAt(target);
    }

    /** Returns {@code steps << 32 | rs}. */
    private void returnToRegister(int rs) {
        code.writeBack();
        mv.visitVarInsn(ILOAD, STEPS);
        mv.visitInsn(I2L);
        mv.visitIntInsn(BIPUSH, 32);
        mv.visitInsn(LSHL);
        code.read(rs);
        mv.visitInsn(I2L);
        mv.visitLdcInsn(0xffffffffL);
        mv.visitInsn(LAND);
        mv.visitInsn(LOR);
        mv.visitInsn(LRETURN);
    }

    /** Jumps to the block's top if the caller allows looping and one more round fits the budget. */
    private void loopWhileAllowed() {
        Label exit = new Label();
        mv.visitVarInsn(ILOAD, MAY_LOOP);
        mv.visitJumpInsn(IFEQ, exit);
        mv.visitVarInsn(ILOAD, STEPS);
        code.constant(code.length);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ILOAD, BUDGET);
        mv.visitJumpInsn(IF_ICMPLE, code.top);
        mv.visitLabel(exit);
    }
}
