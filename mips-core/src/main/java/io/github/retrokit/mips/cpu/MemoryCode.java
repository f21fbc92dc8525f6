package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.DIRTY;
import static io.github.retrokit.mips.cpu.BlockCode.HAVE_KEPT;
import static io.github.retrokit.mips.cpu.BlockCode.KEPT;
import static io.github.retrokit.mips.cpu.BlockCode.MEM;
import static io.github.retrokit.mips.cpu.BlockCode.MEMORY;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the translated loads and stores. Each goes through a {@link Translated} helper that raises the
 * exact address fault for {@code pc}; accesses to the block's {@link KeptWord} are forwarded through a local.
 */
final class MemoryCode {
    private final BlockCode code;
    private final MethodVisitor mv;

    MemoryCode(BlockCode code) {
        this.code = code;
        this.mv = code.mv;
    }

    static boolean isMemory(int op) {
        switch (op) {
            case Op.LW: case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.SW: case Op.SB: case Op.SH:
                return true;
            default:
                return false;
        }
    }

    /** Emits the load or store {@code w} at {@code pc}. */
    void emit(int op, int w, int pc) {
        int rs = (w >>> 21) & 31;
        int rt = (w >>> 16) & 31;
        int imm = (short) w;
        boolean kept = code.kept == KeptWord.key(w);
        switch (op) {
            case Op.LW:
                if (kept) {
                    loadKept(rt, rs, imm, pc);
                } else {
                    load(rt, rs, imm, pc, "lw");
                }
                return;
            case Op.LB: load(rt, rs, imm, pc, "lb"); return;
            case Op.LBU: load(rt, rs, imm, pc, "lbu"); return;
            case Op.LH: load(rt, rs, imm, pc, "lh"); return;
            case Op.LHU: load(rt, rs, imm, pc, "lhu"); return;
            case Op.SW:
                if (kept) {
                    storeKept(rt, rs, imm, pc);
                } else {
                    store(rt, rs, imm, pc, "sw");
                }
                return;
            case Op.SB: store(rt, rs, imm, pc, "sb"); return;
            case Op.SH: store(rt, rs, imm, pc, "sh"); return;
            default: throw new IllegalStateException("not a load or store: " + Op.name(op));
        }
    }

    private void load(int rt, int rs, int imm, int pc, String helper) {
        code.write(rt, () -> loadValue(rs, imm, pc, helper));
    }

    private void loadValue(int rs, int imm, int pc, String helper) {
        mv.visitVarInsn(ALOAD, MEM);
        code.address(rs, imm);
        code.constant(pc);
        code.helper(helper, "(L" + MEMORY + ";II)I");
    }

    /** lw of the kept word: the kept value if there is one, else a real load that is then kept. */
    private void loadKept(int rt, int rs, int imm, int pc) {
        Label load = new Label();
        Label done = new Label();
        mv.visitVarInsn(ILOAD, HAVE_KEPT);
        mv.visitJumpInsn(IFEQ, load);
        mv.visitVarInsn(ILOAD, KEPT);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(load);
        loadValue(rs, imm, pc, "lw");
        mv.visitInsn(DUP);
        keep();
        mv.visitLabel(done);
        code.store(rt);
    }

    /**
     * sw to the kept word: the first one stores (and may fault); once an access proved the word valid, the
     * value is only kept, and stored when the block exits ({@link BlockCode#writeBack}).
     */
    private void storeKept(int rt, int rs, int imm, int pc) {
        Label store = new Label();
        Label done = new Label();
        mv.visitVarInsn(ILOAD, HAVE_KEPT);
        mv.visitJumpInsn(IFEQ, store);
        code.read(rt);
        mv.visitVarInsn(ISTORE, KEPT);
        mv.visitInsn(ICONST_1);
        mv.visitVarInsn(ISTORE, DIRTY);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(store);
        store(rt, rs, imm, pc, "sw");
        code.read(rt);
        keep();
        mv.visitLabel(done);
    }

    /** Pops the value on the stack into the kept word's local. */
    private void keep() {
        mv.visitVarInsn(ISTORE, KEPT);
        mv.visitInsn(ICONST_1);
        mv.visitVarInsn(ISTORE, HAVE_KEPT);
    }

    private void store(int rt, int rs, int imm, int pc, String helper) {
        mv.visitVarInsn(ALOAD, MEM);
        code.address(rs, imm);
        code.read(rt);
        code.constant(pc);
        code.helper(helper, "(L" + MEMORY + ";III)V");
    }
}
