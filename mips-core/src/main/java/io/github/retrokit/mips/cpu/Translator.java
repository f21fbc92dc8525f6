package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.FAULT;
import static io.github.retrokit.mips.cpu.BlockCode.STEPS;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The translating tier: turns a hot run of user-text instructions ({@link BlockExtent}) into a hidden JVM
 * class implementing {@link Block} ({@link BlockClass}), which the JIT then compiles to machine code.
 * Integer operations ({@link IntegerCode}), loads and stores ({@link MemoryCode}) make up the body, ended by
 * one branch or jump ({@link BranchCode}); anything else ends the block and is left to the interpreter.
 * Faults keep their exact address and instruction count ({@link BlockFault}).
 */
final class Translator {
    private Translator() { }

    /**
     * Translates the block starting at {@code start}, whose packed instruction is {@code code[index]}.
     *
     * @return the block, or null if its first instruction cannot be translated
     */
    static Block translate(long[] code, int index, int start) {
        BlockExtent extent = BlockExtent.of(code, index, start);
        if (extent.length() == 0) {
            return null;
        }
        try {
            return BlockClass.define(extent.length(), mv -> emitRun(mv, code, index, start, extent));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot translate the block at " + String.format("0x%08x", start), e);
        }
    }

    /**
     * The {@code run} method: registers into locals, the body inside a handler that writes them back and
     * adds the steps done to a {@link BlockFault}, then the terminator or the fall-through exit.
     */
    private static void emitRun(MethodVisitor mv, long[] code, int index, int start, BlockExtent extent) {
        int length = extent.length();
        BlockCode block = new BlockCode(mv, start, length, BlockExtent.usedRegisters(code, index, length),
                KeptWord.find(code, index, length));
        IntegerCode integers = new IntegerCode(block);
        MemoryCode memory = new MemoryCode(block);
        mv.visitCode();
        block.enter();
        Label tryStart = new Label();
        Label tryEnd = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(tryStart, tryEnd, handler, FAULT);
        mv.visitLabel(block.top);
        mv.visitLabel(tryStart);
        mv.visitInsn(NOP); // keeps the protected range non-empty
        for (int k = 0; k < extent.bodyLength(); k++) {
            int op = (int) (code[index + k] >>> 32);
            int w = (int) code[index + k];
            if (MemoryCode.isMemory(op)) {
                memory.emit(op, w, start + 4 * k);
            } else {
                integers.emit(op, w, start + 4 * k);
            }
        }
        mv.visitLabel(tryEnd);
        mv.visitIincInsn(STEPS, length);
        if (extent.terminated()) {
            long last = code[index + length - 1];
            new BranchCode(block).emit((int) (last >>> 32), (int) last, start + 4 * (length - 1));
        } else {
            block.returnAt(start + 4 * length);
        }
        mv.visitLabel(handler);
        block.writeBack();
        mv.visitInsn(DUP);
        mv.visitVarInsn(ILOAD, STEPS);
        mv.visitFieldInsn(PUTFIELD, FAULT, "priorSteps", "I");
        mv.visitInsn(ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }
}
