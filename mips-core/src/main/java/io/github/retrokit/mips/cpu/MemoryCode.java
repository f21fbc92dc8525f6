package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.ADDRESS;
import static io.github.retrokit.mips.cpu.BlockCode.DATA_KEY;
import static io.github.retrokit.mips.cpu.BlockCode.DIRTY;
import static io.github.retrokit.mips.cpu.BlockCode.STACK_KEY;
import static io.github.retrokit.mips.cpu.BlockCode.HAVE_KEPT;
import static io.github.retrokit.mips.cpu.BlockCode.KEPT;
import static io.github.retrokit.mips.cpu.BlockCode.MEM;
import static io.github.retrokit.mips.cpu.BlockCode.MEMORY;
import static org.objectweb.asm.Opcodes.*;

import io.github.retrokit.mips.memory.Memory;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the translated loads and stores. An access inside the cached 4 KiB block of ordinary memory
 * (one for $sp/$fp-based accesses, one for the others: {@link Memory#fastBlock}) and suitably aligned reads
 * or writes the page's bytes directly; any other goes through a {@link Translated} helper that does what the
 * interpreter does and raises the exact address fault for {@code pc}, then caches the block it touched if it
 * can. Accesses to the region's {@link KeptWord} are forwarded through a local.
 */
final class MemoryCode {
    /**
     * The caches' blocks: 4 KiB. (The stack's top page is not ordinary memory to its end, so a page-wide block
     * would leave the stack's top 64 KiB uncached; a mask chosen per block cost a live value and two
     * instructions per access in every loop, more than the page-wide blocks saved.)
     */
    private static final int BLOCK_MASK = ~0xfff;

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

    /** Pushes the value the load {@code helper} ("lw", "lb", ...) reads at {@code rs + imm}. */
    private void loadValue(int rs, int imm, int pc, String helper) {
        access(rs, imm, pc, helper, -1);
    }

    private void store(int rt, int rs, int imm, int pc, String helper) {
        access(rs, imm, pc, helper, rt);
    }

    /**
     * The load or store {@code helper} at {@code rs + imm}: inline in the cached block, else checked and then
     * cached. {@code rt} is the register stored, -1 for a load (which leaves its value on the stack).
     */
    private void access(int rs, int imm, int pc, String helper, int rt) {
        boolean store = rt >= 0;
        int key = cache(rs);
        code.touchCache(key == STACK_KEY);
        Label slow = new Label();
        Label done = new Label();
        int alignment = helper.endsWith("w") ? 3 : helper.endsWith("h") || helper.endsWith("hu") ? 1 : 0;
        fastTest(rs, imm, alignment, key, slow);
        mv.visitVarInsn(ALOAD, key + 1);
        mv.visitVarInsn(ILOAD, ADDRESS);
        if (store) {
            code.read(rt);
        }
        code.helper(helper + "In", store ? "([BII)V" : "([BI)I");
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(slow);
        mv.visitVarInsn(ALOAD, MEM);
        mv.visitVarInsn(ILOAD, ADDRESS);
        if (store) {
            code.read(rt);
        }
        code.constant(pc);
        code.helper(helper, store ? "(L" + MEMORY + ";III)V" : "(L" + MEMORY + ";II)I");
        refresh(key);
        mv.visitLabel(done);
    }

    /** The cache for accesses based on {@code rs}: the stack's for $sp and $fp, the data's for the others. */
    static int cache(int rs) {
        return rs == 29 || rs == 30 ? STACK_KEY : DATA_KEY;
    }

    /**
     * Computes the address into {@link BlockCode#ADDRESS} and goes to {@code slow} unless it is in the cached
     * block and aligned for the access ({@code alignment}: the low address bits that must be 0): one compare of
     * its block and alignment bits with the key.
     */
    void fastTest(int rs, int imm, int alignment, int key, Label slow) {
        code.address(rs, imm);
        mv.visitVarInsn(ISTORE, ADDRESS);
        mv.visitVarInsn(ILOAD, ADDRESS);
        code.constant(BLOCK_MASK | alignment);
        mv.visitInsn(IAND);
        mv.visitVarInsn(ILOAD, key);
        mv.visitJumpInsn(IF_ICMPNE, slow);
    }

    /** After a checked access: caches the block of {@link BlockCode#ADDRESS} if it is ordinary memory. */
    void refresh(int key) {
        mv.visitVarInsn(ALOAD, MEM);
        mv.visitVarInsn(ILOAD, ADDRESS);
        code.constant(-BLOCK_MASK);
        mv.visitMethodInsn(INVOKEVIRTUAL, MEMORY, "fastBlock", "(II)[B", false);
        mv.visitInsn(DUP);
        mv.visitVarInsn(ASTORE, key + 1);
        mv.visitVarInsn(ILOAD, ADDRESS);
        code.constant(BLOCK_MASK);
        code.helper("blockKey", "([BII)I");
        mv.visitVarInsn(ISTORE, key);
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

}
