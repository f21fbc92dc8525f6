package io.github.retrokit.mips.cpu;

/**
 * Which operations the translating tier handles: the body operations (integer, HI/LO, loads and stores,
 * coprocessor 1) and the branches and jumps that end a basic block. Everything else (syscall, traps,
 * CP0, unaligned and linked transfers) ends a region and is left to the interpreter.
 */
final class Translatable {
    private Translatable() { }

    static boolean isBody(int op) {
        switch (op) {
            case Op.NOP: case Op.SLL: case Op.SRL: case Op.SRA: case Op.SLLV: case Op.SRLV: case Op.SRAV:
            case Op.ADD: case Op.ADDU: case Op.SUB: case Op.SUBU: case Op.AND: case Op.OR: case Op.XOR: case Op.NOR:
            case Op.SLT: case Op.SLTU: case Op.ADDI: case Op.ADDIU: case Op.SLTI: case Op.SLTIU:
            case Op.ANDI: case Op.ORI: case Op.XORI: case Op.LUI:
            case Op.LW: case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.SW: case Op.SB: case Op.SH:
            case Op.MFHI: case Op.MFLO: case Op.MTHI: case Op.MTLO: case Op.MULT: case Op.MULTU: case Op.MUL:
            case Op.DIV: case Op.DIVU: case Op.MOVZ: case Op.MOVN: case Op.CLZ: case Op.CLO:
            case Op.MADD: case Op.MADDU: case Op.MSUB: case Op.MSUBU:
                return true;
            default:
                return FpuCode.handles(op);
        }
    }

    static boolean isTerminator(int op) {
        switch (op) {
            case Op.BEQ: case Op.BNE: case Op.BLEZ: case Op.BGTZ: case Op.BLTZ: case Op.BGEZ:
            case Op.J: case Op.JAL: case Op.JR: case Op.JALR: case Op.BC1F: case Op.BC1T:
                return true;
            default:
                return false;
        }
    }

    /** The address a branch or {@code j}/{@code jal} at {@code pc} goes to when taken. */
    static int target(int op, int w, int pc) {
        if (op == Op.J || op == Op.JAL) {
            return ((pc + 4) & 0xF0000000) | ((w & 0x03FFFFFF) << 2);
        }
        return pc + 4 + ((short) w << 2);
    }

    /** Registers the instructions at {@code indices} mention (never $zero): kept in locals while a region runs. */
    static int usedRegisters(long[] code, java.util.BitSet indices) {
        int mask = 0;
        for (int k = indices.nextSetBit(0); k >= 0; k = indices.nextSetBit(k + 1)) {
            int w = (int) code[k];
            mask |= 1 << ((w >>> 21) & 31) | 1 << ((w >>> 16) & 31) | 1 << ((w >>> 11) & 31);
            if ((int) (code[k] >>> 32) == Op.JAL) {
                mask |= 1 << 31;
            }
        }
        return mask & ~1;
    }
}
