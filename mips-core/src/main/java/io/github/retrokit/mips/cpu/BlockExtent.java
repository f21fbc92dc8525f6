package io.github.retrokit.mips.cpu;

/**
 * How far a translated block reaches: its length in instructions and whether its last one is the branch or
 * jump that ends it. Only simple integer operations, loads and stores make up the body; anything else ends
 * the block and is left to the interpreter.
 */
record BlockExtent(int length, boolean terminated) {
    /** Longest block, in instructions. */
    static final int MAX_LENGTH = 64;

    /** The block starting at {@code start}, whose packed instruction is {@code code[index]}; length 0 if none. */
    static BlockExtent of(long[] code, int index, int start) {
        int length = 0;
        while (length < MAX_LENGTH && index + length < code.length) {
            long entry = code[index + length];
            int op = (int) (entry >>> 32);
            int pc = start + 4 * length;
            if (isBody(op)) {
                length++;
            } else if (isTerminator(op) && !jumpsToItself(op, (int) entry, pc)) {
                return new BlockExtent(length + 1, true);
            } else {
                break;
            }
        }
        return new BlockExtent(length, false);
    }

    /** The instructions before the terminator, if any. */
    int bodyLength() {
        return terminated ? length - 1 : length;
    }

    /** Registers the block mentions (never $zero): loaded into locals on entry, written back on every exit. */
    static int usedRegisters(long[] code, int index, int length) {
        int mask = 0;
        for (int k = 0; k < length; k++) {
            int w = (int) code[index + k];
            mask |= 1 << ((w >>> 21) & 31) | 1 << ((w >>> 16) & 31) | 1 << ((w >>> 11) & 31);
            if ((int) (code[index + k] >>> 32) == Op.JAL) {
                mask |= 1 << 31;
            }
        }
        return mask & ~1;
    }

    /** The address a branch or {@code j}/{@code jal} at {@code pc} goes to when taken. */
    static int target(int op, int w, int pc) {
        if (op == Op.J || op == Op.JAL) {
            return ((pc + 4) & 0xF0000000) | ((w & 0x03FFFFFF) << 2);
        }
        return pc + 4 + ((short) w << 2);
    }

    private static boolean isBody(int op) {
        switch (op) {
            case Op.NOP: case Op.SLL: case Op.SRL: case Op.SRA: case Op.SLLV: case Op.SRLV: case Op.SRAV:
            case Op.ADD: case Op.ADDU: case Op.SUB: case Op.SUBU: case Op.AND: case Op.OR: case Op.XOR: case Op.NOR:
            case Op.SLT: case Op.SLTU: case Op.ADDI: case Op.ADDIU: case Op.SLTI: case Op.SLTIU:
            case Op.ANDI: case Op.ORI: case Op.XORI: case Op.LUI:
            case Op.LW: case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.SW: case Op.SB: case Op.SH:
            case Op.MFHI: case Op.MFLO: case Op.MTHI: case Op.MTLO: case Op.MULT: case Op.MULTU: case Op.MUL:
            case Op.DIV: case Op.DIVU: case Op.MOVZ: case Op.MOVN: case Op.CLZ: case Op.CLO:
                return true;
            default:
                return false;
        }
    }

    private static boolean isTerminator(int op) {
        switch (op) {
            case Op.BEQ: case Op.BNE: case Op.BLEZ: case Op.BGTZ: case Op.BLTZ: case Op.BGEZ:
            case Op.J: case Op.JAL: case Op.JR: case Op.JALR:
                return true;
            default:
                return false;
        }
    }

    /** A branch or jump to its own address stays interpreted (MARS counts those fetches specially). */
    private static boolean jumpsToItself(int op, int w, int pc) {
        return op != Op.JR && op != Op.JALR && target(op, w, pc) == pc;
    }
}
