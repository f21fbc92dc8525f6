package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.Op.*;

/**
 * Maps a 32-bit machine word to its {@link Op} id, following the encodings of
 * {@code mars-instructions.md} §2. Operand fields stay in the word; the interpreter extracts them.
 * Stateless.
 */
public final class Decoder {
    private static final int[] SPECIAL = table(64,
            0, SLL, 2, SRL, 3, SRA, 4, SLLV, 6, SRLV, 7, SRAV, 8, JR, 9, JALR, 10, MOVZ, 11, MOVN,
            12, SYSCALL, 13, BREAK, 16, MFHI, 17, MTHI, 18, MFLO, 19, MTLO, 24, MULT, 25, MULTU,
            26, DIV, 27, DIVU, 32, ADD, 33, ADDU, 34, SUB, 35, SUBU, 36, AND, 37, OR, 38, XOR, 39, NOR,
            42, SLT, 43, SLTU, 48, TGE, 49, TGEU, 50, TLT, 51, TLTU, 52, TEQ, 54, TNE);
    private static final int[] REGIMM = table(32,
            0, BLTZ, 1, BGEZ, 16, BLTZAL, 17, BGEZAL, 8, TGEI, 9, TGEIU, 10, TLTI, 11, TLTIU, 12, TEQI, 14, TNEI);
    private static final int[] PRIMARY = table(64,
            2, J, 3, JAL, 4, BEQ, 5, BNE, 6, BLEZ, 7, BGTZ, 8, ADDI, 9, ADDIU, 10, SLTI, 11, SLTIU,
            12, ANDI, 13, ORI, 14, XORI, 15, LUI, 32, LB, 33, LH, 34, LWL, 35, LW, 36, LBU, 37, LHU,
            38, LWR, 40, SB, 41, SH, 42, SWL, 43, SW, 46, SWR, 48, LL, 49, LWC1, 53, LDC1, 56, SC,
            57, SWC1, 61, SDC1);
    private static final int[] SPECIAL2 = table(64,
            0, MADD, 1, MADDU, 2, MUL, 4, MSUB, 5, MSUBU, 32, CLZ, 33, CLO);
    private static final int[] FMT_S = table(64,
            0, ADD_S, 1, SUB_S, 2, MUL_S, 3, DIV_S, 4, SQRT_S, 5, ABS_S, 6, MOV_S, 7, NEG_S,
            12, ROUND_W_S, 13, TRUNC_W_S, 14, CEIL_W_S, 15, FLOOR_W_S, 17, MOVF_S, 18, MOVZ_S, 19, MOVN_S,
            33, CVT_D_S, 36, CVT_W_S, 50, C_EQ_S, 60, C_LT_S, 62, C_LE_S);
    private static final int[] FMT_D = table(64,
            0, ADD_D, 1, SUB_D, 2, MUL_D, 3, DIV_D, 4, SQRT_D, 5, ABS_D, 6, MOV_D, 7, NEG_D,
            12, ROUND_W_D, 13, TRUNC_W_D, 14, CEIL_W_D, 15, FLOOR_W_D, 17, MOVF_D, 18, MOVZ_D, 19, MOVN_D,
            32, CVT_S_D, 36, CVT_W_D, 50, C_EQ_D, 60, C_LT_D, 62, C_LE_D);

    private Decoder() { }

    /** The operation encoded by {@code word}, or {@link Op#INVALID}. */
    public static int decode(int word) {
        if (word == 0) {
            return NOP;
        }
        int opcode = word >>> 26;
        switch (opcode) {
            case 0:
                return special(word);
            case 1:
                return REGIMM[(word >>> 16) & 31];
            case 16:
                return cop0(word);
            case 17:
                return cop1(word);
            case 28:
                return SPECIAL2[word & 63];
            default:
                return PRIMARY[opcode];
        }
    }

    private static int special(int word) {
        int funct = word & 63;
        if (funct == 1) {
            return ((word >>> 16) & 1) == 0 ? MOVF : MOVT;
        }
        return SPECIAL[funct];
    }

    private static int cop0(int word) {
        int rs = (word >>> 21) & 31;
        if (rs == 0) {
            return MFC0;
        }
        if (rs == 4) {
            return MTC0;
        }
        return rs == 16 && (word & 63) == 24 ? ERET : INVALID;
    }

    private static int cop1(int word) {
        int rs = (word >>> 21) & 31;
        int funct = word & 63;
        switch (rs) {
            case 0:
                return MFC1;
            case 4:
                return MTC1;
            case 8:
                return ((word >>> 16) & 1) == 0 ? BC1F : BC1T;
            case 16:
                return funct == 17 && ((word >>> 16) & 1) == 1 ? MOVT_S : FMT_S[funct];
            case 17:
                return funct == 17 && ((word >>> 16) & 1) == 1 ? MOVT_D : FMT_D[funct];
            case 20:
                return funct == 32 ? CVT_S_W : funct == 33 ? CVT_D_W : INVALID;
            default:
                return INVALID;
        }
    }

    private static int[] table(int size, int... pairs) {
        int[] table = new int[size];
        java.util.Arrays.fill(table, INVALID);
        for (int i = 0; i < pairs.length; i += 2) {
            table[pairs[i]] = pairs[i + 1];
        }
        return table;
    }
}
