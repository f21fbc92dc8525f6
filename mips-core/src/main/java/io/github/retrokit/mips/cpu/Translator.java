package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.BUDGET;
import static io.github.retrokit.mips.cpu.BlockCode.ENTRY;
import static io.github.retrokit.mips.cpu.BlockCode.FAULT;
import static io.github.retrokit.mips.cpu.BlockCode.LEFT;
import static io.github.retrokit.mips.cpu.BlockCode.NEXT_PC;
import static io.github.retrokit.mips.cpu.BlockCode.LIMIT;
import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The translating tier: turns a hot region of user text ({@link RegionShape}: the code reachable from a hot
 * address through branches, jumps and calls) into one method of a hidden JVM class implementing {@link Block}
 * ({@link BlockClass}), which the JIT then compiles to machine code. Each basic block starts at its leader,
 * which charges the block's instructions to the budget; the budget is checked only in the hub, which every
 * entry, every return and a jump back to a header every {@value #PASSES_PER_HUB} passes or so (so C2 sees one budget
 * branch, rather than a never-taken one per block that would deoptimize the method when first taken); then
 * come integer operations ({@link IntegerCode}), loads and stores ({@link MemoryCode}), coprocessor 1
 * ({@link FpuCode}), and the branch or jump that ends the block ({@link BranchCode}). Faults keep their
 * exact address and instruction count ({@link BlockFault}).
 */
final class Translator {
    /** Most instructions in one region. */
    static final int MAX_INSTRUCTIONS = 400;
    /** Longest {@code run} method in bytes: HotSpot does not compile methods over 8000 bytes. */
    private static final int MAX_CODE_BYTES = 7500;
    /**
     * Passes through a region (of as many instructions as it holds) between two visits of the hub: the jump
     * back that goes to the hub is taken often enough that C2 compiles both ways.
     */
    static final int PASSES_PER_HUB = 32;

    private Translator() { }

    /**
     * Translates the region entered at {@code start}, whose packed instruction is {@code code[index]}, leaving
     * off the indices {@code elsewhere} accepts (where other regions are entered).
     *
     * @return the region, or null if its first instruction cannot be translated
     */
    static Region translate(long[] code, int index, int start, java.util.function.IntPredicate elsewhere) {
        int base = start - 4 * index;
        for (int limit = MAX_INSTRUCTIONS; limit > 0; limit /= 2) {
            RegionShape shape = RegionShape.of(code, base, index, limit, elsewhere);
            if (shape.isEmpty()) {
                return null;
            }
            // a first writing finds out what the code uses (BlockCode.Needs), the second uses only that
            BlockCode.Needs needs = emitRun(new MethodVisitor(ASM9) { }, shape, index, new Label(),
                    new BlockCode.Needs(Translatable.usedRegisters(shape.code, shape.covered), true, true, true,
                            BlockCode.Needs.ALL_PAIRS));
            Label end = new Label();
            byte[] bytes = BlockClass.generate(mv -> emitRun(mv, shape, index, end, needs));
            if (end.getOffset() <= MAX_CODE_BYTES || limit == 1) {
                try {
                    return new Region(BlockClass.define(bytes), shape.pc(shape.covered.nextSetBit(0)),
                            shape.pc(shape.covered.length() - 1), shape.headers.stream().map(shape::pc).toArray(),
                            shape.covered.stream().map(shape::pc).toArray());
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw new IllegalStateException("cannot translate the code at " + String.format("0x%08x", start), e);
                }
            }
        }
        return null;
    }

    /**
     * The {@code run} method: registers into locals, the hub (entered with the entry address), the blocks in
     * address order, the common exit and the fault handler, for the state {@code needs} names.
     *
     * @return the state the code written uses
     */
    private static BlockCode.Needs emitRun(MethodVisitor mv, RegionShape shape, int entry, Label end,
                                           BlockCode.Needs needs) {
        BlockCode block = new BlockCode(mv, shape.pc(entry), needs, KeptWord.find(shape.code, shape.covered));
        Map<Integer, Label> leaders = new HashMap<>();
        for (int k = shape.leaders.nextSetBit(0); k >= 0; k = shape.leaders.nextSetBit(k + 1)) {
            leaders.put(shape.pc(k), new Label());
        }
        MemoryCode memory = new MemoryCode(block);
        InstructionCode instructions = new InstructionCode(new IntegerCode(block), memory,
                new FpuCode(block, memory), new BranchCode(block, shape, leaders));
        Label faulted = new Label();
        mv.visitCode();
        block.enter();
        mv.visitVarInsn(ILOAD, ENTRY);
        mv.visitVarInsn(ISTORE, NEXT_PC);
        emitHub(mv, shape, block, leaders);
        List<Runnable> handlers = new ArrayList<>();
        for (int k = shape.leaders.nextSetBit(0); k >= 0; k = shape.leaders.nextSetBit(k + 1)) {
            emitBlock(mv, shape, k, leaders.get(shape.pc(k)), block, faulted, handlers, instructions);
        }
        block.emitExit();
        handlers.forEach(Runnable::run);
        emitFaultHandler(mv, block, faulted);
        mv.visitLabel(end);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        return block.touched();
    }

    /**
     * The hub: leaves the region (for the header in {@link BlockCode#NEXT_PC}) unless the budget covers as many
     * instructions as the region holds, the most that can run between two jumps back to a header; then lets
     * jumps back go straight to their header for about {@link #PASSES_PER_HUB} such passes (while the budget
     * covers one more, {@link BlockCode#LIMIT}), and jumps to the header, or leaves if the address is none.
     */
    private static void emitHub(MethodVisitor mv, RegionShape shape, BlockCode block, Map<Integer, Label> leaders) {
        int count = shape.headers.cardinality();
        int[] keys = new int[count];
        Label[] labels = new Label[count];
        int n = 0;
        for (int k = shape.headers.nextSetBit(0); k >= 0; k = shape.headers.nextSetBit(k + 1)) {
            keys[n] = shape.pc(k);
            labels[n++] = leaders.get(shape.pc(k));
        }
        mv.visitLabel(block.hub);
        mv.visitVarInsn(ILOAD, LEFT);
        block.constant(shape.size());
        mv.visitJumpInsn(IF_ICMPLT, block.exit);
        // limit = max(LEFT - (PASSES_PER_HUB - 1) * size, size - 1): a jump back goes straight to its header
        // while LEFT > limit, which leaves at least size instructions for the next pass (Math.max is a
        // conditional move, not a branch C2 would find never taken)
        mv.visitVarInsn(ILOAD, LEFT);
        block.constant((PASSES_PER_HUB - 1) * shape.size());
        mv.visitInsn(ISUB);
        block.constant(shape.size() - 1);
        mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "max", "(II)I", false);
        mv.visitVarInsn(ISTORE, LIMIT);
        // now and then (while LEFT mod 32768 < 1024), forget the cached memory blocks (key |= NO_BLOCK: no
        // address matches it then), so the checked path runs now and then and C2 compiles it rather than a
        // trap that deoptimizes the region when a loop leaves a block
        int[] caches = block.caches();
        if (caches.length > 0) {
            forgetCaches(mv, block, caches);
        }
        mv.visitLabel(block.dispatch);
        mv.visitVarInsn(ILOAD, NEXT_PC);
        mv.visitLookupSwitchInsn(block.exit, keys, labels);
    }

    private static void forgetCaches(MethodVisitor mv, BlockCode block, int[] caches) {
        mv.visitVarInsn(ILOAD, LEFT);
        block.constant(0x7c00);
        mv.visitInsn(IAND);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(ISUB);
        block.constant(31);
        mv.visitInsn(IUSHR);
        block.constant(Integer.numberOfTrailingZeros(Translated.NO_BLOCK));
        mv.visitInsn(ISHL);
        mv.visitVarInsn(ISTORE, BlockCode.ADDRESS);
        for (int key : caches) {
            mv.visitVarInsn(ILOAD, key);
            mv.visitVarInsn(ILOAD, BlockCode.ADDRESS);
            mv.visitInsn(IOR);
            mv.visitVarInsn(ISTORE, key);
        }
    }

    /**
     * One basic block from its leader at {@code first}: its charge to the budget, its instructions inside
     * a handler (added to {@code handlers}, written after the blocks) that records where a fault happened, and
     * its branch or exit.
     */
    private static void emitBlock(MethodVisitor mv, RegionShape shape, int first, Label leader, BlockCode block,
                                  Label faulted, List<Runnable> handlers, InstructionCode instructions) {
        int length = shape.blockLength(first);
        int start = shape.pc(first);
        Label tryStart = new Label();
        Label tryEnd = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(tryStart, tryEnd, handler, FAULT);
        mv.visitLabel(leader);
        mv.visitIincInsn(LEFT, -length);
        mv.visitLabel(tryStart);
        mv.visitInsn(NOP); // keeps the protected range non-empty
        int last = first + length - 1;
        for (int k = first; k <= last; k++) {
            int op = shape.op(k);
            int w = shape.word(k);
            int pc = shape.pc(k);
            if (Translatable.isTerminator(op)) {
                mv.visitLabel(tryEnd);
                instructions.branches().emit(op, w, pc, shape.covered.get(k + 1));
            } else if (MemoryCode.isMemory(op)) {
                instructions.memory().emit(op, w, pc);
            } else if (FpuCode.handles(op)) {
                instructions.fpu().emit(op, w, pc);
            } else {
                instructions.integers().emit(op, w, pc);
            }
        }
        if (!shape.isTerminator(last)) {
            mv.visitLabel(tryEnd);
            if (!shape.covered.get(last + 1)) {
                block.exitTo(shape.pc(last + 1));
            }
        }
        handlers.add(() -> {
            mv.visitLabel(handler);
            block.constant(start + 4 * length);
            mv.visitJumpInsn(GOTO, faulted);
        });
    }

    /** The writers of the four kinds of instruction. */
    private record InstructionCode(IntegerCode integers, MemoryCode memory, FpuCode fpu, BranchCode branches) { }

    /** Records the instructions charged and the faulting block's end in the fault, writes back, rethrows. */
    private static void emitFaultHandler(MethodVisitor mv, BlockCode block, Label faulted) {
        mv.visitLabel(faulted); // stack: fault, block end
        mv.visitInsn(SWAP);
        mv.visitInsn(DUP_X1);
        mv.visitInsn(SWAP);
        mv.visitFieldInsn(PUTFIELD, FAULT, "blockEnd", "I");
        mv.visitInsn(DUP);
        mv.visitVarInsn(ILOAD, BUDGET);
        mv.visitVarInsn(ILOAD, LEFT);
        mv.visitInsn(ISUB);
        mv.visitFieldInsn(PUTFIELD, FAULT, "chargedSteps", "I");
        block.writeBack();
        mv.visitInsn(ATHROW);
    }
}
