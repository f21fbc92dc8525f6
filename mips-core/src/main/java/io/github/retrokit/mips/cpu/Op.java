package io.github.retrokit.mips.cpu;

/**
 * Dense ids of the decoded MIPS operations, one per MARS basic instruction (the {@code cc}/no-{@code cc}
 * variants share an id). {@link Decoder} maps a machine word to one of these once, and the
 * interpreter switches on them; a translating tier can use the same ids.
 */
public final class Op {
    private Op() { }

    /** No instruction was assembled at this address (MARS ends the program: "dropped off bottom"). */
    public static final int EMPTY = 0;
    /** A word that encodes no MARS instruction. */
    public static final int INVALID = 1;
    /** The instruction of the same MARS mnemonic ({@code ADD_S} is {@code add.s}); see {@link #name(int)}. */
    public static final int NOP = 2;
    public static final int SLL = 3;
    public static final int SRL = 4;
    public static final int SRA = 5;
    public static final int SLLV = 6;
    public static final int SRLV = 7;
    public static final int SRAV = 8;
    public static final int JR = 9;
    public static final int JALR = 10;
    public static final int MOVZ = 11;
    public static final int MOVN = 12;
    public static final int MOVF = 13;
    public static final int MOVT = 14;
    public static final int SYSCALL = 15;
    public static final int BREAK = 16;
    public static final int MFHI = 17;
    public static final int MTHI = 18;
    public static final int MFLO = 19;
    public static final int MTLO = 20;
    public static final int MULT = 21;
    public static final int MULTU = 22;
    public static final int DIV = 23;
    public static final int DIVU = 24;
    public static final int ADD = 25;
    public static final int ADDU = 26;
    public static final int SUB = 27;
    public static final int SUBU = 28;
    public static final int AND = 29;
    public static final int OR = 30;
    public static final int XOR = 31;
    public static final int NOR = 32;
    public static final int SLT = 33;
    public static final int SLTU = 34;
    public static final int TGE = 35;
    public static final int TGEU = 36;
    public static final int TLT = 37;
    public static final int TLTU = 38;
    public static final int TEQ = 39;
    public static final int TNE = 40;
    public static final int BLTZ = 41;
    public static final int BGEZ = 42;
    public static final int BLTZAL = 43;
    public static final int BGEZAL = 44;
    public static final int TGEI = 45;
    public static final int TGEIU = 46;
    public static final int TLTI = 47;
    public static final int TLTIU = 48;
    public static final int TEQI = 49;
    public static final int TNEI = 50;
    public static final int J = 51;
    public static final int JAL = 52;
    public static final int BEQ = 53;
    public static final int BNE = 54;
    public static final int BLEZ = 55;
    public static final int BGTZ = 56;
    public static final int ADDI = 57;
    public static final int ADDIU = 58;
    public static final int SLTI = 59;
    public static final int SLTIU = 60;
    public static final int ANDI = 61;
    public static final int ORI = 62;
    public static final int XORI = 63;
    public static final int LUI = 64;
    public static final int MFC0 = 65;
    public static final int MTC0 = 66;
    public static final int ERET = 67;
    public static final int MADD = 68;
    public static final int MADDU = 69;
    public static final int MUL = 70;
    public static final int MSUB = 71;
    public static final int MSUBU = 72;
    public static final int CLZ = 73;
    public static final int CLO = 74;
    public static final int LB = 75;
    public static final int LH = 76;
    public static final int LWL = 77;
    public static final int LW = 78;
    public static final int LBU = 79;
    public static final int LHU = 80;
    public static final int LWR = 81;
    public static final int SB = 82;
    public static final int SH = 83;
    public static final int SWL = 84;
    public static final int SW = 85;
    public static final int SWR = 86;
    public static final int LL = 87;
    public static final int SC = 88;
    public static final int LWC1 = 89;
    public static final int LDC1 = 90;
    public static final int SWC1 = 91;
    public static final int SDC1 = 92;
    public static final int MFC1 = 93;
    public static final int MTC1 = 94;
    public static final int BC1F = 95;
    public static final int BC1T = 96;
    public static final int ADD_S = 97;
    public static final int SUB_S = 98;
    public static final int MUL_S = 99;
    public static final int DIV_S = 100;
    public static final int SQRT_S = 101;
    public static final int ABS_S = 102;
    public static final int MOV_S = 103;
    public static final int NEG_S = 104;
    public static final int ROUND_W_S = 105;
    public static final int TRUNC_W_S = 106;
    public static final int CEIL_W_S = 107;
    public static final int FLOOR_W_S = 108;
    public static final int MOVF_S = 109;
    public static final int MOVT_S = 110;
    public static final int MOVZ_S = 111;
    public static final int MOVN_S = 112;
    public static final int CVT_D_S = 113;
    public static final int CVT_W_S = 114;
    public static final int C_EQ_S = 115;
    public static final int C_LT_S = 116;
    public static final int C_LE_S = 117;
    public static final int ADD_D = 118;
    public static final int SUB_D = 119;
    public static final int MUL_D = 120;
    public static final int DIV_D = 121;
    public static final int SQRT_D = 122;
    public static final int ABS_D = 123;
    public static final int MOV_D = 124;
    public static final int NEG_D = 125;
    public static final int ROUND_W_D = 126;
    public static final int TRUNC_W_D = 127;
    public static final int CEIL_W_D = 128;
    public static final int FLOOR_W_D = 129;
    public static final int MOVF_D = 130;
    public static final int MOVT_D = 131;
    public static final int MOVZ_D = 132;
    public static final int MOVN_D = 133;
    public static final int CVT_S_D = 134;
    public static final int CVT_W_D = 135;
    public static final int C_EQ_D = 136;
    public static final int C_LT_D = 137;
    public static final int C_LE_D = 138;
    public static final int CVT_S_W = 139;
    public static final int CVT_D_W = 140;

    /** Number of ids. */
    public static final int COUNT = 141;
    /** Ids from this one up are coprocessor-1 (floating-point) operations. */
    public static final int FIRST_FPU = 93;

    private static final String[] NAMES = {
        "empty", "invalid", "nop", "sll", "srl", "sra", "sllv", "srlv", "srav", "jr", "jalr", "movz", "movn",
        "movf", "movt", "syscall", "break", "mfhi", "mthi", "mflo", "mtlo", "mult", "multu", "div", "divu",
        "add", "addu", "sub", "subu", "and", "or", "xor", "nor", "slt", "sltu", "tge", "tgeu", "tlt", "tltu",
        "teq", "tne", "bltz", "bgez", "bltzal", "bgezal", "tgei", "tgeiu", "tlti", "tltiu", "teqi", "tnei",
        "j", "jal", "beq", "bne", "blez", "bgtz", "addi", "addiu", "slti", "sltiu", "andi", "ori", "xori",
        "lui", "mfc0", "mtc0", "eret", "madd", "maddu", "mul", "msub", "msubu", "clz", "clo", "lb", "lh",
        "lwl", "lw", "lbu", "lhu", "lwr", "sb", "sh", "swl", "sw", "swr", "ll", "sc", "lwc1", "ldc1", "swc1",
        "sdc1", "mfc1", "mtc1", "bc1f", "bc1t", "add.s", "sub.s", "mul.s", "div.s", "sqrt.s", "abs.s",
        "mov.s", "neg.s", "round.w.s", "trunc.w.s", "ceil.w.s", "floor.w.s", "movf.s", "movt.s", "movz.s",
        "movn.s", "cvt.d.s", "cvt.w.s", "c.eq.s", "c.lt.s", "c.le.s", "add.d", "sub.d", "mul.d", "div.d",
        "sqrt.d", "abs.d", "mov.d", "neg.d", "round.w.d", "trunc.w.d", "ceil.w.d", "floor.w.d", "movf.d",
        "movt.d", "movz.d", "movn.d", "cvt.s.d", "cvt.w.d", "c.eq.d", "c.lt.d", "c.le.d", "cvt.s.w",
        "cvt.d.w"
    };

    /** The MARS mnemonic of an id, e.g. {@code add.s}; {@code empty} and {@code invalid} for the two markers. */
    public static String name(int op) {
        return op >= 0 && op < COUNT ? NAMES[op] : "?";
    }
}
