package io.github.retrokit.mips.cpu;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The {@code run} method of one translated region while it is being written: its locals (the registers the
 * region uses, HI and LO live in locals while it runs), the one exit every way out of the region goes
 * through, and the small pieces every translated instruction is made of. See {@link Block#run} for the
 * arguments and the packed result.
 */
final class BlockCode {
    static final String CPU = "io/github/retrokit/mips/cpu/";
    static final String CPU_TYPE = CPU + "Cpu";
    static final String MEMORY = "io/github/retrokit/mips/memory/Memory";
    static final String FAULT = CPU + "BlockFault";
    private static final String HELPERS = CPU + "Translated";

    static final int CPU_ARG = 1;
    static final int R = 2;
    static final int MEM = 3;
    static final int BUDGET = 4;
    static final int ENTRY = 5;
    /** Instructions the budget still allows; charged a whole block at a time at the block's leader. */
    static final int LEFT = 6;
    /** Where the region exits to (set before jumping to the exit). */
    static final int NEXT_PC = 7;
    /** Register n lives in local FIRST_REGISTER + n while the block runs. */
    static final int FIRST_REGISTER = 8;
    /** The last value loaded from or stored to the kept word, and whether there is one (0 or 1). */
    static final int KEPT = FIRST_REGISTER + 32;
    static final int HAVE_KEPT = KEPT + 1;
    /** 1 while the kept value has not been stored yet (stores after the first are deferred to the exit). */
    static final int DIRTY = KEPT + 2;
    static final int HI = KEPT + 3;
    static final int LO = KEPT + 4;
    /** The address of the load or store being done. */
    static final int ADDRESS = KEPT + 5;
    /**
     * Two cached blocks of memory ({@link MemoryCode}): for accesses based on $sp/$fp and for the others;
     * each the block's address ({@link Translated#NO_BLOCK} for none) and the page holding it.
     */
    static final int STACK_KEY = KEPT + 6;
    static final int STACK_PAGE = KEPT + 7;
    static final int DATA_KEY = KEPT + 8;
    static final int DATA_PAGE = KEPT + 9;
    /**
     * A jump back to a header goes straight there while {@link #LEFT} is above this, else through the hub
     * ({@link Translator}), which sets it.
     */
    static final int LIMIT = KEPT + 10;
    /**
     * The double in the FP register pair from even register n lives in the two-slot local
     * FIRST_PAIR + n while the block runs, if the region caches that pair ({@link FpuCode}).
     */
    static final int FIRST_PAIR = KEPT + 11;

    final MethodVisitor mv;
    /** Address of the region's entry. */
    final int start;
    /** Every exit from the region jumps here with {@link #NEXT_PC} set. */
    final Label exit = new Label();
    /**
     * Entering the region and every jump back to a header come here with {@link #NEXT_PC} set: the one place
     * the budget is checked (see {@link Translator}).
     */
    final Label hub = new Label();
    /**
     * The hub's last part, the switch to the header in {@link #NEXT_PC}: a return ({@code jr}) goes straight
     * there while the budget is above the hub's limit, as a jump back goes straight to its header.
     */
    final Label dispatch = new Label();
    /** What the region's code needs: its registers are loaded into locals on entry, written back on every exit. */
    final Needs needs;
    private final int used;
    /** The {@link KeptWord} key, or {@link KeptWord#NONE}. */
    final int kept;
    /** What the code written so far touched (see {@link Needs}). */
    private int touchedRegisters;
    private boolean touchedHiLo;
    private boolean touchedStackCache;
    private boolean touchedDataCache;
    private int touchedPairs;

    /**
     * The state a region's code uses: the general registers (a bit per register), HI and LO, the stack's and
     * the data's cached memory block. Only these are loaded on entry, written back on exit and kept live by
     * the method, so HotSpot keeps the loop's own values in machine registers rather than spilling them. The
     * translator writes a region twice: first with everything it could use, to find out what it does use
     * ({@link #touched}), then with that. {@code pairs} has a bit per even FP register (bit n/2 for the pair
     * from n) whose double the region's inline double operations keep in a local.
     */
    record Needs(int registers, boolean hiLo, boolean stackCache, boolean dataCache, int pairs) {
        /** Every FP pair. */
        static final int ALL_PAIRS = 0xffff;
    }

    BlockCode(MethodVisitor mv, int start, Needs needs, int kept) {
        this.mv = mv;
        this.start = start;
        this.needs = needs;
        this.used = needs.registers();
        this.kept = kept;
    }

    /** The keys ({@link #STACK_KEY}, {@link #DATA_KEY}) of the caches the region uses. */
    int[] caches() {
        return needs.stackCache() ? needs.dataCache() ? new int[] {STACK_KEY, DATA_KEY} : new int[] {STACK_KEY}
                : needs.dataCache() ? new int[] {DATA_KEY} : new int[0];
    }

    /** What the code written so far used. */
    Needs touched() {
        return new Needs(touchedRegisters, touchedHiLo, touchedStackCache, touchedDataCache, touchedPairs);
    }

    /** The code uses HI and LO. */
    void touchHiLo() {
        touchedHiLo = true;
    }

    /** The code uses the stack's cached block ({@code stack}) or the data's. */
    void touchCache(boolean stack) {
        if (stack) {
            touchedStackCache = true;
        } else {
            touchedDataCache = true;
        }
    }

    /** Sets up the budget and the kept word, and loads the used registers, HI and LO into their locals. */
    void enter() {
        mv.visitVarInsn(ILOAD, BUDGET);
        mv.visitVarInsn(ISTORE, LEFT);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, KEPT);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, HAVE_KEPT);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, DIRTY);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, LIMIT);
        for (int key : caches()) {
            mv.visitInsn(ICONST_0 + Translated.NO_BLOCK);
            mv.visitVarInsn(ISTORE, key);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, key + 1);
        }
        if (needs.hiLo()) {
            mv.visitVarInsn(ALOAD, CPU_ARG);
            mv.visitFieldInsn(GETFIELD, CPU_TYPE, "hi", "I");
            mv.visitVarInsn(ISTORE, HI);
            mv.visitVarInsn(ALOAD, CPU_ARG);
            mv.visitFieldInsn(GETFIELD, CPU_TYPE, "lo", "I");
            mv.visitVarInsn(ISTORE, LO);
        }
        for (int reg = 1; reg < 32; reg++) {
            if ((used & 1 << reg) != 0) {
                loadLocal(reg);
            }
        }
        for (int n = 0; n < 32; n += 2) {
            if (cachesPair(n)) {
                loadPair(n);
            }
        }
    }

    /** Leaves the region for {@code pc}. */
    void exitTo(int pc) {
        constant(pc);
        exitToValue();
    }

    /** Leaves the region for the address on the stack. */
    void exitToValue() {
        mv.visitVarInsn(ISTORE, NEXT_PC);
        mv.visitJumpInsn(GOTO, exit);
    }

    /** The exit: writes everything back and returns {@code steps << 32 | next pc}. */
    void emitExit() {
        mv.visitLabel(exit);
        writeBack();
        mv.visitVarInsn(ILOAD, BUDGET);
        mv.visitVarInsn(ILOAD, LEFT);
        mv.visitInsn(ISUB);
        pairWith(NEXT_PC);
        mv.visitInsn(LRETURN);
    }

    /** Replaces the int on the stack by the long {@code int << 32 | local & 0xffffffffL}. */
    void pairWith(int local) {
        mv.visitInsn(I2L);
        mv.visitIntInsn(BIPUSH, 32);
        mv.visitInsn(LSHL);
        mv.visitVarInsn(ILOAD, local);
        mv.visitInsn(I2L);
        mv.visitLdcInsn(0xffffffffL);
        mv.visitInsn(LAND);
        mv.visitInsn(LOR);
    }

    /** Stores the deferred value of the kept word, then the registers, HI and LO back. */
    void writeBack() {
        if (kept != KeptWord.NONE) {
            Label clean = new Label();
            mv.visitVarInsn(ILOAD, DIRTY);
            mv.visitJumpInsn(IFEQ, clean);
            mv.visitVarInsn(ALOAD, MEM);
            address(KeptWord.base(kept), KeptWord.offset(kept));
            mv.visitVarInsn(ILOAD, KEPT);
            constant(start);
            helper("sw", "(L" + MEMORY + ";III)V");
            mv.visitLabel(clean);
        }
        for (int reg = 1; reg < 32; reg++) {
            if ((used & 1 << reg) != 0) {
                storeLocal(reg);
            }
        }
        for (int n = 0; n < 32; n += 2) {
            if (cachesPair(n)) {
                storePair(n);
            }
        }
        if (needs.hiLo()) {
            mv.visitVarInsn(ALOAD, CPU_ARG);
            mv.visitVarInsn(ILOAD, HI);
            mv.visitFieldInsn(PUTFIELD, CPU_TYPE, "hi", "I");
            mv.visitVarInsn(ALOAD, CPU_ARG);
            mv.visitVarInsn(ILOAD, LO);
            mv.visitFieldInsn(PUTFIELD, CPU_TYPE, "lo", "I");
        }
    }

    /** Copies register {@code reg}'s local into the register array (for code that reads the array). */
    void spill(int reg) {
        touch(reg);
        if (reg != 0 && (used & 1 << reg) != 0) {
            storeLocal(reg);
        }
    }

    /** Copies register {@code reg} from the register array into its local (after code that wrote the array). */
    void reload(int reg) {
        touch(reg);
        if (reg != 0 && (used & 1 << reg) != 0) {
            loadLocal(reg);
        }
    }

    /** Whether the pair holding FP register {@code fpr} (0..31) lives in a local. */
    boolean cachesPair(int fpr) {
        return (needs.pairs() & 1 << (fpr >> 1)) != 0;
    }

    /** The local of the pair from even FP register {@code n}, which inline double operations use. */
    int pair(int n) {
        touchedPairs |= 1 << (n >> 1);
        return FIRST_PAIR + n;
    }

    /**
     * Copies the cached pairs holding FP registers {@code fprs} into the FP register array (before code that
     * reads or writes the array); numbers outside 0..31 are ignored.
     */
    void spillPairs(int... fprs) {
        for (int n : pairsOf(fprs)) {
            storePair(n);
        }
    }

    /** Loads the cached pairs holding FP registers {@code fprs} from the array (after code that wrote it). */
    void reloadPairs(int... fprs) {
        for (int n : pairsOf(fprs)) {
            loadPair(n);
        }
    }

    /** The distinct cached pairs (their even registers) holding {@code fprs}. */
    private int[] pairsOf(int... fprs) {
        int mask = 0;
        for (int f : fprs) {
            if (f >= 0 && f < 32 && cachesPair(f)) {
                mask |= 1 << (f >> 1);
            }
        }
        int[] pairs = new int[Integer.bitCount(mask)];
        for (int k = 0, bit = mask; bit != 0; bit &= bit - 1) {
            pairs[k++] = 2 * Integer.numberOfTrailingZeros(bit);
        }
        return pairs;
    }

    private void fpr() {
        mv.visitVarInsn(ALOAD, CPU_ARG);
        mv.visitFieldInsn(GETFIELD, CPU_TYPE, "fpr", "[I");
    }

    /** pair local := the raw bits of fpr[n + 1]:fpr[n]. */
    private void loadPair(int n) {
        fpr();
        constant(n);
        helper("d", "([II)D");
        mv.visitVarInsn(DSTORE, FIRST_PAIR + n);
    }

    /** fpr[n], fpr[n + 1] := the pair local's raw bits. */
    private void storePair(int n) {
        fpr();
        constant(n);
        mv.visitVarInsn(DLOAD, FIRST_PAIR + n);
        helper("setRawD", "([IID)V");
    }

    private void storeLocal(int reg) {
        mv.visitVarInsn(ALOAD, R);
        constant(reg);
        mv.visitVarInsn(ILOAD, FIRST_REGISTER + reg);
        mv.visitInsn(IASTORE);
    }

    private void loadLocal(int reg) {
        mv.visitVarInsn(ALOAD, R);
        constant(reg);
        mv.visitInsn(IALOAD);
        mv.visitVarInsn(ISTORE, FIRST_REGISTER + reg);
    }

    private void touch(int reg) {
        touchedRegisters |= 1 << reg & ~1;
    }

    void read(int reg) {
        touch(reg);
        if (reg == 0) {
            mv.visitInsn(ICONST_0);
        } else {
            mv.visitVarInsn(ILOAD, FIRST_REGISTER + reg);
        }
    }

    /** reg = value; for register 0 the value is still computed (it may trap) and dropped. */
    void write(int reg, Runnable value) {
        value.run();
        store(reg);
    }

    /** Pops the value on the stack into reg (dropped for register 0). */
    void store(int reg) {
        touch(reg);
        if (reg == 0) {
            mv.visitInsn(POP);
        } else {
            mv.visitVarInsn(ISTORE, FIRST_REGISTER + reg);
        }
    }

    void address(int rs, int imm) {
        read(rs);
        if (imm != 0) {
            constant(imm);
            mv.visitInsn(IADD);
        }
    }

    void constant(int value) {
        if (value >= -1 && value <= 5) {
            mv.visitInsn(ICONST_0 + value);
        } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
            mv.visitIntInsn(BIPUSH, value);
        } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
            mv.visitIntInsn(SIPUSH, value);
        } else {
            mv.visitLdcInsn(value);
        }
    }

    /** Calls the static helper {@code Translated.name}. */
    void helper(String name, String descriptor) {
        mv.visitMethodInsn(INVOKESTATIC, HELPERS, name, descriptor, false);
    }
}
