package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.ADDRESS;
import static io.github.retrokit.mips.cpu.BlockCode.STACK_KEY;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the coprocessor-1 loads and stores ({@code lwc1/swc1/ldc1/sdc1}). An access inside the cached
 * block of ordinary memory ({@link MemoryCode}) and aligned for its size (4 or 8 bytes) reads or writes the page
 * directly: a double straight into or out of its pair's local. Any other (unaligned, outside the block, a
 * device, an odd register for a double) runs through {@link Fpu} as the interpreter runs it
 * ({@link FpuCode#general}), which raises the exact fault, and then caches the block it touched if it can.
 */
final class FpuTransfers {
    private final BlockCode code;
    private final MethodVisitor mv;
    private final MemoryCode memory;
    private final FpuCode fpu;

    FpuTransfers(BlockCode code, MemoryCode memory, FpuCode fpu) {
        this.code = code;
        this.mv = code.mv;
        this.memory = memory;
        this.fpu = fpu;
    }

    /** Emits the transfer {@code w} at {@code pc}. */
    void emit(int op, int w, int pc) {
        int ft = (w >>> 16) & 31;
        boolean dual = op == Op.LDC1 || op == Op.SDC1;
        if (dual && (ft & 1) != 0) {
            fpu.general(op, w, pc); // MARS's error for an odd register
            return;
        }
        int rs = (w >>> 21) & 31;
        int key = MemoryCode.cache(rs);
        code.touchCache(key == STACK_KEY);
        Label slow = new Label();
        Label done = new Label();
        if (!dual) {
            code.spillPairs(ft); // the word goes to or comes from the array: its pair there too
        }
        fastPath(op, ft, rs, (short) w, key, slow);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(slow);
        fpu.general(op, w, pc);
        memory.refresh(key);
        mv.visitLabel(done);
        if (op == Op.LWC1) {
            code.reloadPairs(ft);
        }
    }

    /** The access inside the cached block {@code key}, aligned for its size; anything else jumps to {@code slow}. */
    private void fastPath(int op, int ft, int rs, short offset, int key, Label slow) {
        memory.fastTest(rs, offset, 3, key, slow);
        if (op == Op.LDC1 || op == Op.SDC1) { // doubleword-aligned too (bit 2 of a key is Translated.NO_BLOCK)
            mv.visitVarInsn(ILOAD, ADDRESS);
            mv.visitInsn(ICONST_4);
            mv.visitInsn(IAND);
            mv.visitJumpInsn(IFNE, slow);
        }
        mv.visitVarInsn(ALOAD, key + 1);
        mv.visitVarInsn(ILOAD, ADDRESS);
        switch (op) {
            case Op.LDC1 -> {
                code.helper("ldIn", "([BI)D");
                mv.visitVarInsn(DSTORE, code.pair(ft));
            }
            case Op.SDC1 -> {
                mv.visitVarInsn(DLOAD, code.pair(ft));
                code.helper("sdIn", "([BID)V");
            }
            case Op.LWC1 -> {
                code.helper("lwIn", "([BI)I");
                fpu.fpr();
                mv.visitInsn(SWAP);
                code.constant(ft);
                mv.visitInsn(SWAP);
                mv.visitInsn(IASTORE);
            }
            default -> {
                fpu.fpr();
                code.constant(ft);
                mv.visitInsn(IALOAD);
                code.helper("swIn", "([BII)V");
            }
        }
    }
}
