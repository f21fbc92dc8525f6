package io.github.retrokit.mips.cpu;

/**
 * For every word of user text, how many instructions the interpreter may run from there without
 * looking at the budget, the stop address or the program counter: the straight run of operations
 * {@link InlineUnit} executes, ended by (and including) the first branch or jump. Other operations (they
 * may change the text, call a syscall or move the program counter otherwise) and writes to register 0 end
 * a run before them. Recomputed when the text changes.
 */
final class StraightRuns {
    /** Longest run, in instructions. */
    static final int MAX_LENGTH = 64;

    private final boolean delayedBranching;
    private int[] lengths;
    private long[] text;
    private int version;
    private boolean storesEnd;

    /**
     * @param delayedBranching a branch or jump's run also holds the next instruction (its delay slot) when
     *                         that is a simple one; the caller then takes the jump after the run
     */
    StraightRuns(boolean delayedBranching) {
        this.delayedBranching = delayedBranching;
    }

    /**
     * The run lengths for {@code user} text at {@code codeVersion}; 0 or 1 means step one instruction.
     *
     * @param storesEnd end every run at its first {@code sw} (a store may change the text or call a listener
     *                  that does; the caller then prepares again before the next run)
     */
    int[] prepare(long[] user, int codeVersion, boolean storesEnd) {
        if (lengths == null || text != user || version != codeVersion || this.storesEnd != storesEnd) {
            lengths = compute(user, delayedBranching, storesEnd);
            text = user;
            version = codeVersion;
            this.storesEnd = storesEnd;
        }
        return lengths;
    }

    private static int[] compute(long[] user, boolean delayedBranching, boolean storesEnd) {
        int[] lengths = new int[user.length];
        int next = 0;
        for (int i = user.length - 1; i >= 0; i--) {
            int op = (int) (user[i] >>> 32);
            if (isJump(op)) {
                next = delayedBranching && i + 1 < user.length && isPlain(user[i + 1]) ? 2 : 1;
            } else if (isPlain(user[i])) {
                next = storesEnd && isStore(op) ? 1 : Math.min(next + 1, MAX_LENGTH);
            } else {
                next = 0;
            }
            lengths[i] = next;
        }
        return lengths;
    }

    /** A simple operation that does not write register 0. */
    static boolean isPlain(long entry) {
        int op = (int) (entry >>> 32);
        return isSimple(op) && !writesZero(op, (int) entry);
    }

    /** Writes register 0 (undone after the run, so such an instruction runs alone). */
    private static boolean writesZero(int op, int w) {
        switch (TARGET[op]) {
            case RT: return ((w >>> 16) & 31) == 0;
            case RD: return ((w >>> 11) & 31) == 0;
            default: return false;
        }
    }

    /** Stores end runs when the text may change or a listener watches stores. */
    private static boolean isStore(int op) {
        return op == Op.SW || op == Op.SB || op == Op.SH || op == Op.SWC1;
    }

    /** The branches and jumps {@link InlineUnit} executes. */
    static boolean isJump(int op) {
        switch (op) {
            case Op.BEQ: case Op.BNE: case Op.BLEZ: case Op.BGTZ: case Op.BLTZ: case Op.BGEZ:
            case Op.J: case Op.JAL: case Op.JR: case Op.JALR: case Op.BLTZAL: case Op.BGEZAL: case Op.BC1T: case Op.BC1F:
                return true;
            default:
                return false;
        }
    }

    /** The operations {@link InlineUnit} executes: {@link #isJump} and the register and data ones. */
    static boolean isInline(int op) {
        return INLINE[op];
    }

    private static final boolean[] INLINE = new boolean[Op.COUNT];

    static {
        for (int op = 0; op < Op.COUNT; op++) {
            INLINE[op] = isJump(op) || isSimple(op);
        }
    }

    private static final byte NONE = 0;
    private static final byte RT = 1;
    private static final byte RD = 2;
    /** The general register an operation writes: {@link #RT}, {@link #RD} or {@link #NONE}. */
    private static final byte[] TARGET = new byte[Op.COUNT];

    static {
        for (int op : new int[] {Op.ADDI, Op.ADDIU, Op.SLTI, Op.SLTIU, Op.ANDI, Op.ORI, Op.XORI, Op.LUI,
            Op.LW, Op.LB, Op.LBU, Op.LH, Op.LHU, Op.MFC1}) {
            TARGET[op] = RT;
        }
        for (int op : new int[] {Op.SLL, Op.SRL, Op.SRA, Op.SLLV, Op.SRLV, Op.SRAV, Op.ADD, Op.ADDU, Op.SUB, Op.SUBU,
            Op.AND, Op.OR, Op.XOR, Op.NOR, Op.SLT, Op.SLTU, Op.MFHI, Op.MFLO, Op.MUL, Op.CLZ, Op.CLO, Op.MOVZ, Op.MOVN,
            Op.MOVF, Op.MOVT}) {
            TARGET[op] = RD;
        }
    }

    /**
     * An operation that touches only registers and data memory, and at most one data address a device
     * could claim (so a device access can be retried alone without a repeated side effect): the integer
     * ALU, HI/LO, byte, halfword and word transfers, and coprocessor 1 except {@code ldc1/sdc1}.
     */
    private static boolean isSimple(int op) {
        if (op >= Op.ADD_S && op <= Op.CVT_D_W || op == Op.LWC1 || op == Op.SWC1 || op == Op.MFC1 || op == Op.MTC1) {
            return true;
        }
        switch (op) {
            case Op.NOP: case Op.SLL: case Op.SRL: case Op.SRA: case Op.SLLV: case Op.SRLV: case Op.SRAV:
            case Op.ADD: case Op.ADDU: case Op.SUB: case Op.SUBU: case Op.AND: case Op.OR: case Op.XOR: case Op.NOR:
            case Op.SLT: case Op.SLTU: case Op.ADDI: case Op.ADDIU: case Op.SLTI: case Op.SLTIU:
            case Op.ANDI: case Op.ORI: case Op.XORI: case Op.LUI: case Op.LW: case Op.SW: case Op.MFHI: case Op.MFLO:
            case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.SB: case Op.SH:
            case Op.MTHI: case Op.MTLO: case Op.MULT: case Op.MULTU: case Op.DIV: case Op.DIVU: case Op.MUL:
            case Op.MADD: case Op.MADDU: case Op.MSUB: case Op.MSUBU: case Op.CLZ: case Op.CLO:
            case Op.MOVZ: case Op.MOVN: case Op.MOVF: case Op.MOVT:
                return true;
            default:
                return false;
        }
    }
}
