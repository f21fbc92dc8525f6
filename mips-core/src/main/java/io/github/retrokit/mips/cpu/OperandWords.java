package io.github.retrokit.mips.cpu;

/**
 * The user text pre-decoded for {@link RunLoop} (called by {@link RunChain}), one {@code long} per text word:
 * the case the loop's switch takes in the low byte (dense small numbers, the suite's hottest first), then up to three register numbers
 * (a byte each: the register written, and the two read), and in the high half the operand ready to use — the
 * immediate sign- or zero-extended, {@code lui}'s shifted, a shift amount, or a branch or jump's target as a
 * text index. Operations the loop does not switch on keep their {@link Op} id in the first register byte
 * and their machine word in the high half. Every byte but the case's is stored XOR the case number
 * ({@link #mask}): each case opens its word with its own constant, so the JIT cannot share one field's
 * extraction between cases and hoist it above the switch, where it would be computed for every instruction;
 * each case computes only its own fields.
 *
 * <p>A text word the chain cannot run ({@link #EXIT}: an operation that is not inline, writes {@code $zero},
 * or no instruction) ends a run before it, and one more such word follows the text, so the chain needs no
 * test for the end of a run: it runs on until a branch, a jump or such a word, counting its budget per
 * instruction.
 *
 * <p>Decoded again from {@link CodeCache}'s words whenever those change (another array or another version),
 * so self-modifying code and a debugger's text writes invalidate them exactly as they do the run table.
 */
final class OperandWords {
    /** The factor of a case number that gives its {@link #mask}. */
    static final long M = 0x0101010101010100L;

    /** {@code addiu rt, rs, imm}: written, read, the sign-extended immediate. */
    static final int ADDIU = 0;
    static final int ADDU = 1;
    static final int LW = 2;
    static final int SW = 3;
    /** {@code bne rs, rt, target}: the two registers compared, the target's text index. */
    static final int BNE = 4;
    static final int BEQ = 5;
    /** {@code sll rd, rt, sa}: written, shifted, the amount. */
    static final int SLL = 6;
    static final int SLT = 7;
    static final int SLTI = 8;
    static final int SUBU = 9;
    static final int J = 10;
    /** {@code jal}: the target's text index in the three register bytes, the link address as the operand. */
    static final int JAL = 11;
    /**
     * {@code jr rs}: the register in the first byte, the length of the operand words in the next two, the
     * text's base address as the operand (a text of 65,535 words or more makes {@code jr} a {@link #LEAVE}).
     */
    static final int JR = 12;
    static final int LBU = 13;
    static final int LB = 14;
    static final int SB = 15;
    static final int SRL = 16;
    static final int SRA = 17;
    static final int AND = 18;
    static final int OR = 19;
    /** {@code andi}: the zero-extended immediate. */
    static final int ANDI = 20;
    /** {@code ori}, and {@code lui} as an {@code ori} from {@code $zero} of the shifted immediate. */
    static final int ORI = 21;
    static final int BLEZ = 22;
    static final int BGTZ = 23;
    static final int BLTZ = 24;
    static final int BGEZ = 25;
    static final int ADD = 26;
    static final int SUB = 27;
    static final int ADDI = 28;
    static final int MFHI = 29;
    static final int MFLO = 30;
    static final int MULTU = 31;
    static final int MUL = 32;
    static final int DIVU = 33;
    /** {@code add.d fd, fs, ft} with all three even: written, read, read. */
    static final int ADD_D = 34;
    static final int SUB_D = 35;
    static final int MUL_D = 36;
    static final int DIV_D = 37;
    /** {@code mov.d fd, fs} with both even. */
    static final int MOV_D = 38;
    static final int NEG_D = 39;
    static final int NOP = 40;
    /** A double operation with an odd register: MARS's error "all registers must be even-numbered". */
    static final int ODD_ALL = 41;
    /** {@code mov.d} or {@code neg.d} with an odd register: "both registers must be even-numbered". */
    static final int ODD_BOTH = 42;
    /**
     * A branch or jump the chain leaves after: its target is outside the user text or the branch itself
     * (a fetch MARS counts once), or it links or tests FP flags; the {@link Op} id and the word are kept.
     */
    static final int LEAVE = 43;
    /** Any other operation a run may hold, executed by {@link IntegerUnit}; the {@link Op} id and the word kept. */
    static final int OTHER = 44;
    /** {@code sllv rd, rt, rs}: written, shifted, the amount's register. */
    static final int SLLV = 45;
    static final int SRLV = 46;
    static final int SRAV = 47;
    static final int XOR = 48;
    static final int NOR = 49;
    static final int SLTU = 50;
    /** {@code sltiu rt, rs, imm}: the sign-extended immediate, compared unsigned. */
    static final int SLTIU = 51;
    /** {@code xori}: the zero-extended immediate. */
    static final int XORI = 52;
    /** {@code mult rs, rt}: the two registers read. */
    static final int MULT = 53;
    /** {@code mthi rs}: the register read. */
    static final int MTHI = 54;
    static final int MTLO = 55;
    /** {@code movz rd, rs, rt}: written, moved, tested. */
    static final int MOVZ = 56;
    static final int MOVN = 57;
    /** A word the chain stops before: not inline, writes {@code $zero}, no instruction, or the stop address. */
    static final int EXIT = 58;
    /** The word of {@link #EXIT}. */
    static final long EXIT_WORD = word(EXIT, 0, 0, 0, 0);

    private long[] words;
    private long[] text;
    private int version;

    /** The operand words of {@code user} text (from {@code userBase}) at {@code codeVersion}. */
    long[] prepare(long[] user, int codeVersion, int userBase) {
        if (words == null || text != user || version != codeVersion) {
            words = decode(user, userBase);
            text = user;
            version = codeVersion;
        }
        return words;
    }

    /** The operand words of {@code user}, and an {@link #EXIT} after them. */
    static long[] decode(long[] user, int userBase) {
        long[] words = new long[user.length + 1];
        for (int i = 0; i < user.length; i++) {
            long entry = user[i];
            int op = (int) (entry >>> 32);
            boolean runs = StraightRuns.isJump(op) || StraightRuns.isPlain(entry);
            words[i] = runs ? decode(op, (int) entry, i, userBase, user.length) : EXIT_WORD;
        }
        words[user.length] = EXIT_WORD;
        return words;
    }

    /** {@code words} with an {@link #EXIT} at {@code index}. */
    static long[] stoppingAt(long[] words, int index) {
        long[] cut = words.clone();
        cut[index] = EXIT_WORD;
        return cut;
    }

    /** The register written (or the {@link Op} id) of an opened operand word (one XOR its {@link #mask}). */
    static int d(long y) {
        return (int) y >>> 8 & 0xff;
    }

    /** The first register read of an opened operand word. */
    static int s(long y) {
        return (int) y >>> 16 & 0xff;
    }

    /** The second register read of an opened operand word. */
    static int t(long y) {
        return (int) y >>> 24;
    }

    /** The operand of an opened operand word: immediate, shift amount, target index or machine word. */
    static int imm(long y) {
        return (int) (y >>> 32);
    }

    /** The mask a case's word is stored XOR with: the case number in every byte but the first. */
    static long mask(int kind) {
        return kind * M;
    }

    static long decode(int op, int w, int index, int userBase, int length) {
        int rs = (w >>> 21) & 31;
        int rt = (w >>> 16) & 31;
        int rd = (w >>> 11) & 31;
        switch (op) {
            case Op.NOP: return word(NOP, 0, 0, 0, 0);
            case Op.SLL: return word(SLL, rd, rt, 0, (w >>> 6) & 31);
            case Op.SRL: return word(SRL, rd, rt, 0, (w >>> 6) & 31);
            case Op.SRA: return word(SRA, rd, rt, 0, (w >>> 6) & 31);
            case Op.ADD: return word(ADD, rd, rs, rt, 0);
            case Op.ADDU: return word(ADDU, rd, rs, rt, 0);
            case Op.SUB: return word(SUB, rd, rs, rt, 0);
            case Op.SUBU: return word(SUBU, rd, rs, rt, 0);
            case Op.AND: return word(AND, rd, rs, rt, 0);
            case Op.OR: return word(OR, rd, rs, rt, 0);
            case Op.SLT: return word(SLT, rd, rs, rt, 0);
            case Op.MUL: return word(MUL, rd, rs, rt, 0);
            case Op.MULTU: return word(MULTU, 0, rs, rt, 0);
            case Op.DIVU: return word(DIVU, 0, rs, rt, 0);
            case Op.MFHI: return word(MFHI, rd, 0, 0, 0);
            case Op.MFLO: return word(MFLO, rd, 0, 0, 0);
            case Op.ADDI: return word(ADDI, rt, rs, 0, (short) w);
            case Op.ADDIU: return word(ADDIU, rt, rs, 0, (short) w);
            case Op.SLTI: return word(SLTI, rt, rs, 0, (short) w);
            case Op.ANDI: return word(ANDI, rt, rs, 0, w & 0xffff);
            case Op.ORI: return word(ORI, rt, rs, 0, w & 0xffff);
            case Op.LUI: return word(ORI, rt, 0, 0, w << 16);
            case Op.LW: return word(LW, rt, rs, 0, (short) w);
            case Op.LB: return word(LB, rt, rs, 0, (short) w);
            case Op.LBU: return word(LBU, rt, rs, 0, (short) w);
            case Op.SW: return word(SW, 0, rs, rt, (short) w);
            case Op.SB: return word(SB, 0, rs, rt, (short) w);
            case Op.ADD_D: case Op.SUB_D: case Op.MUL_D: case Op.DIV_D: return threeDoubles(op, w);
            case Op.MOV_D: case Op.NEG_D: return twoDoubles(op, w);
            case Op.SLLV: return word(SLLV, rd, rt, rs, 0);
            case Op.SRLV: return word(SRLV, rd, rt, rs, 0);
            case Op.SRAV: return word(SRAV, rd, rt, rs, 0);
            case Op.XOR: return word(XOR, rd, rs, rt, 0);
            case Op.NOR: return word(NOR, rd, rs, rt, 0);
            case Op.SLTU: return word(SLTU, rd, rs, rt, 0);
            case Op.SLTIU: return word(SLTIU, rt, rs, 0, (short) w);
            case Op.XORI: return word(XORI, rt, rs, 0, w & 0xffff);
            case Op.MULT: return word(MULT, 0, rs, rt, 0);
            case Op.MTHI: return word(MTHI, 0, rs, 0, 0);
            case Op.MTLO: return word(MTLO, 0, rs, 0, 0);
            case Op.MOVZ: return word(MOVZ, rd, rs, rt, 0);
            case Op.MOVN: return word(MOVN, rd, rs, rt, 0);
            case Op.JR:
                return length + 1 < 1 << 16 ? word(JR, rs | (length + 1) << 8, 0, 0, userBase) : word(LEAVE, op, 0, 0, w);
            case Op.J: case Op.JAL: case Op.BEQ: case Op.BNE: case Op.BLEZ: case Op.BGTZ: case Op.BLTZ: case Op.BGEZ:
                return jump(op, w, index, userBase, length);
            default:
                return word(StraightRuns.isJump(op) ? LEAVE : OTHER, op, 0, 0, w);
        }
    }

    private static long threeDoubles(int op, int w) {
        int fd = (w >>> 6) & 31;
        int fs = (w >>> 11) & 31;
        int ft = (w >>> 16) & 31;
        if (((fd | fs | ft) & 1) != 0) {
            return word(ODD_ALL, 0, 0, 0, 0);
        }
        int kind = op == Op.ADD_D ? ADD_D : op == Op.SUB_D ? SUB_D : op == Op.MUL_D ? MUL_D : DIV_D;
        return word(kind, fd, fs, ft, 0);
    }

    private static long twoDoubles(int op, int w) {
        int fd = (w >>> 6) & 31;
        int fs = (w >>> 11) & 31;
        if (((fd | fs) & 1) != 0) {
            return word(ODD_BOTH, 0, 0, 0, 0);
        }
        return word(op == Op.MOV_D ? MOV_D : NEG_D, fd, fs, 0, 0);
    }

    /** A branch or jump whose target is known from its word: its text index, or {@link #LEAVE}. */
    private static long jump(int op, int w, int index, int userBase, int length) {
        int pc = userBase + 4 * index;
        int target = op == Op.J || op == Op.JAL
                ? ((pc + 4) & 0xF0000000) | ((w & 0x03FFFFFF) << 2)
                : pc + 4 + ((short) w << 2);
        int targetIndex = (target - userBase) >>> 2; // branch and jump targets are aligned
        if (target == pc || targetIndex >= length) {
            return word(LEAVE, op, 0, 0, w);
        }
        int kind;
        switch (op) {
            case Op.J: kind = J; break;
            case Op.JAL: kind = JAL; break;
            case Op.BEQ: kind = BEQ; break;
            case Op.BNE: kind = BNE; break;
            case Op.BLEZ: kind = BLEZ; break;
            case Op.BGTZ: kind = BGTZ; break;
            case Op.BLTZ: kind = BLTZ; break;
            default: kind = BGEZ; break;
        }
        if (op == Op.JAL) {
            return targetIndex < 1 << 24 ? word(JAL, targetIndex, 0, 0, pc + 4) : word(LEAVE, op, 0, 0, w);
        }
        return word(kind, 0, (w >>> 21) & 31, (w >>> 16) & 31, targetIndex);
    }

    static long word(int kind, int a, int b, int c, int operand) {
        long low = (a << 8 | b << 16 | c << 24) & 0xffffffffL; // a may take all three bytes (jal)
        return (low | (long) operand << 32) ^ mask(kind) | kind;
    }
}
