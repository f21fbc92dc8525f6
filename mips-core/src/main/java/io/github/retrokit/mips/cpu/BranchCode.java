package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.CPU_ARG;
import static io.github.retrokit.mips.cpu.BlockCode.CPU_TYPE;
import static io.github.retrokit.mips.cpu.BlockCode.NEXT_PC;
import static io.github.retrokit.mips.cpu.BlockCode.LIMIT;
import static org.objectweb.asm.Opcodes.*;

import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the branch or jump that ends a basic block of a translated region. A forward target inside the
 * region is a JVM jump to its block; a backward one too while the hub's ticks last, else it goes through the
 * hub ({@link BlockCode#hub}), which checks the budget and switches to the header; any other target leaves
 * the region. {@code jr}/{@code jalr} go to the
 * hub too, which stays inside when the register holds one of the region's return sites (the addresses after
 * its calls), so calls and returns within a region never leave it.
 */
final class BranchCode {
    private final BlockCode code;
    private final MethodVisitor mv;
    private final RegionShape shape;
    /** The label of each block leader, by address. */
    private final Map<Integer, Label> leaders;

    BranchCode(BlockCode code, RegionShape shape, Map<Integer, Label> leaders) {
        this.code = code;
        this.mv = code.mv;
        this.shape = shape;
        this.leaders = leaders;
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
                jump(pc, Translatable.target(op, w, pc));
                return;
            default:
                jump(pc, Translatable.target(op, w, pc));
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
        Label forward = forward(pc, target);
        if (forward != null) {
            mv.visitJumpInsn(opcode, forward);
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
            away(target);
            mv.visitLabel(next);
        } else {
            code.exitTo(pc + 4);
            mv.visitLabel(taken);
            away(target);
        }
    }

    private void jump(int pc, int target) {
        Label forward = forward(pc, target);
        if (forward != null) {
            mv.visitJumpInsn(GOTO, forward);
        } else {
            away(target);
        }
    }

    /** The block a jump from {@code pc} to {@code target} goes straight to (forward, inside), or null. */
    private Label forward(int pc, int target) {
        return Integer.compareUnsigned(target, pc) > 0 ? leaders.get(target) : null;
    }

    /**
     * A jump that is not straight forward: back to a header (straight there while the budget is above the
     * hub's limit, else through the hub), or out of the region.
     */
    private void away(int target) {
        int index = shape.indexOf(target);
        boolean header = index >= 0 && shape.headers.get(index) && shape.covered.get(index);
        if (header) {
            mv.visitVarInsn(ILOAD, BlockCode.LEFT);
            mv.visitVarInsn(ILOAD, LIMIT);
            mv.visitJumpInsn(IF_ICMPGT, leaders.get(target));
        }
        code.constant(target);
        mv.visitVarInsn(ISTORE, NEXT_PC);
        mv.visitJumpInsn(GOTO, header ? code.hub : code.exit);
    }

    /**
     * Goes to the address in {@code rs}: a return site of the region (through the hub's switch, and through the
     * whole hub when the budget is down to its limit), or out of the region.
     */
    private void toRegister(int rs) {
        code.read(rs);
        mv.visitVarInsn(ISTORE, NEXT_PC);
        if (shape.returnSites.isEmpty()) {
            mv.visitJumpInsn(GOTO, code.exit);
            return;
        }
        mv.visitVarInsn(ILOAD, BlockCode.LEFT);
        mv.visitVarInsn(ILOAD, LIMIT);
        mv.visitJumpInsn(IF_ICMPGT, code.dispatch);
        mv.visitJumpInsn(GOTO, code.hub);
    }
}
