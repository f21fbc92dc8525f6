package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.CPU_ARG;
import static io.github.retrokit.mips.cpu.BlockCode.CPU_TYPE;
import static io.github.retrokit.mips.cpu.BlockCode.NEXT_PC;
import static org.objectweb.asm.Opcodes.*;

import java.util.function.IntFunction;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the branch or jump that ends a basic block of a translated region. A target inside the region
 * is a JVM jump to its block (whose leader charges the count and checks the budget); any other target leaves
 * the region. {@code jr}/{@code jalr} compare the register with the region's return sites (the addresses
 * after its calls) and stay inside on a match, so calls and returns within a region never leave it.
 */
final class BranchCode {
    private final BlockCode code;
    private final MethodVisitor mv;
    /** The label of the block at an address inside the region, or null. */
    private final IntFunction<Label> inside;
    /** Addresses a {@code jr} may return to inside the region, ascending. */
    private final int[] returnSites;

    BranchCode(BlockCode code, IntFunction<Label> inside, int[] returnSites) {
        this.code = code;
        this.mv = code.mv;
        this.inside = inside;
        this.returnSites = returnSites;
    }

    /**
     * Emits the terminator {@code w} at {@code pc}; {@code fallsThrough} says whether the next instruction
     * is in the region and emitted right after it.
     */
    void emit(int op, int w, int pc, boolean fallsThrough) {
        int rs = (w >>> 21) & 31;
        int rt = (w >>> 16) & 31;
        switch (op) {
            case Op.BEQ: code.read(rs); code.read(rt); conditional(IF_ICMPEQ, op, w, pc, fallsThrough); return;
            case Op.BNE: code.read(rs); code.read(rt); conditional(IF_ICMPNE, op, w, pc, fallsThrough); return;
            case Op.BLEZ: code.read(rs); conditional(IFLE, op, w, pc, fallsThrough); return;
            case Op.BGTZ: code.read(rs); conditional(IFGT, op, w, pc, fallsThrough); return;
            case Op.BLTZ: code.read(rs); conditional(IFLT, op, w, pc, fallsThrough); return;
            case Op.BGEZ: code.read(rs); conditional(IFGE, op, w, pc, fallsThrough); return;
            case Op.BC1F: flag(w); conditional(IFEQ, op, w, pc, fallsThrough); return;
            case Op.BC1T: flag(w); conditional(IFNE, op, w, pc, fallsThrough); return;
            case Op.JALR:
                // rd := pc + 4 first, then jump to rs as read afterwards (MARS: jalr $ra falls through)
                code.write((w >>> 11) & 31, () -> code.constant(pc + 4));
                toRegister(rs);
                return;
            case Op.JR:
                toRegister(rs);
                return;
            case Op.JAL:
                code.write(31, () -> code.constant(pc + 4));
                jump(Translatable.target(op, w, pc));
                return;
            default:
                jump(Translatable.target(op, w, pc));
        }
    }

    /** Pushes FP condition flag {@code cc} of a {@code bc1f}/{@code bc1t} (0 or 1). */
    private void flag(int w) {
        mv.visitVarInsn(ALOAD, CPU_ARG);
        mv.visitFieldInsn(GETFIELD, CPU_TYPE, "fpFlags", "I");
        code.constant((w >>> 18) & 7);
        mv.visitInsn(IUSHR);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IAND);
    }

    private void conditional(int opcode, int op, int w, int pc, boolean fallsThrough) {
        int target = Translatable.target(op, w, pc);
        Label there = inside.apply(target);
        if (there != null) {
            mv.visitJumpInsn(opcode, there);
            if (!fallsThrough) {
                code.exitTo(pc + 4);
            }
            return;
        }
        Label taken = new Label();
        mv.visitJumpInsn(opcode, taken);
        if (fallsThrough) {
            Label next = new Label();
            mv.visitJumpInsn(GOTO, next);
            mv.visitLabel(taken);
            code.exitTo(target);
            mv.visitLabel(next);
        } else {
            code.exitTo(pc + 4);
            mv.visitLabel(taken);
            code.exitTo(target);
        }
    }

    private void jump(int target) {
        Label there = inside.apply(target);
        if (there != null) {
            mv.visitJumpInsn(GOTO, there);
        } else {
            code.exitTo(target);
        }
    }

    /** Goes to the address in {@code rs}: a return site of the region, or out of the region. */
    private void toRegister(int rs) {
        code.read(rs);
        mv.visitVarInsn(ISTORE, NEXT_PC);
        if (returnSites.length == 0) {
            mv.visitJumpInsn(GOTO, code.exit);
            return;
        }
        Label[] labels = new Label[returnSites.length];
        for (int k = 0; k < labels.length; k++) {
            labels[k] = inside.apply(returnSites[k]);
        }
        mv.visitVarInsn(ILOAD, NEXT_PC);
        mv.visitLookupSwitchInsn(code.exit, returnSites, labels);
    }
}
