package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.memory.AddressException;
import io.github.retrokit.mips.memory.Memory;

/**
 * The instruction semantics translated blocks call: the same rules as the interpreter (MARS's trapping
 * add/sub, checked memory access), with the instruction's address so a fault can be placed exactly.
 */
final class Translated {
    private Translated() { }

    /** MARS's trapping add, as the interpreter's {@link InlineUnit#addTrapping}. */
    static int add(int a, int b, int pc) {
        int sum = a + b;
        if (((a ^ sum) & (b ^ sum)) < 0) {
            throw new BlockFault(new MipsException("arithmetic overflow", MipsException.OVERFLOW), pc);
        }
        return sum;
    }

    static int sub(int a, int b, int pc) {
        int difference = a - b;
        if (((a ^ b) & (a ^ difference)) < 0) {
            throw new BlockFault(new MipsException("arithmetic overflow", MipsException.OVERFLOW), pc);
        }
        return difference;
    }

    static int slt(int a, int b) {
        return a < b ? 1 : 0;
    }

    static int sltu(int a, int b) {
        return Integer.compareUnsigned(a, b) < 0 ? 1 : 0;
    }

    /** The double in the even/odd pair from {@code n} (low word in the even register). */
    static double d(int[] fpr, int n) {
        return Double.longBitsToDouble(((long) fpr[n + 1] << 32) | (fpr[n] & 0xffffffffL));
    }

    /** Puts the raw bits of {@code value} into the pair from {@code n} (a cached pair written back). */
    static void setRawD(int[] fpr, int n, double value) {
        long bits = Double.doubleToRawLongBits(value);
        fpr[n] = (int) bits;
        fpr[n + 1] = (int) (bits >>> 32);
    }

    /**
     * An arithmetic result as the interpreter stores it ({@link Fpu#setD}: {@code doubleToLongBits}, so every
     * NaN becomes the canonical 0x7ff8000000000000).
     */
    static double canonical(double value) {
        return value != value ? Double.NaN : value;
    }

    /** abs.d on the raw bits: the sign cleared, a NaN's payload kept (as {@link Fpu} does on the high word). */
    static double abs(double value) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(value) & Long.MAX_VALUE);
    }

    static void compareEq(Cpu cpu, int cc, double a, double b) {
        cpu.setFpFlag(cc, a == b);
    }

    static void compareLt(Cpu cpu, int cc, double a, double b) {
        cpu.setFpFlag(cc, a < b);
    }

    static void compareLe(Cpu cpu, int cc, double a, double b) {
        cpu.setFpFlag(cc, a <= b);
    }

    /** Any coprocessor-1 operation, as the interpreter runs it (the general registers it uses are current). */
    static void fpu(Cpu cpu, int op, int w, int pc) {
        try {
            cpu.fpu.execute(op, w);
        } catch (MipsException e) {
            throw new BlockFault(e, pc);
        }
    }

    /** movz/movn: {@code take ? value : old}. */
    static int select(boolean take, int value, int old) {
        return take ? value : old;
    }

    // Inline accesses to a cached block ({@link MemoryCode}): the address is in it and aligned; the page holds
    // its bytes in the machine's little-endian order.

    /** ldc1 in a cached block: the double whose low word is at {@code address}, the high word after it. */
    static double ldIn(byte[] page, int address) {
        int offset = address & 0xffff;
        return Double.longBitsToDouble((long) PageWords.word(page, offset + 4) << 32
                | PageWords.word(page, offset) & 0xffffffffL);
    }

    /** sdc1 in a cached block: the raw bits of {@code value}, low word first. */
    static void sdIn(byte[] page, int address, double value) {
        long bits = Double.doubleToRawLongBits(value);
        int offset = address & 0xffff;
        PageWords.setWord(page, offset, (int) bits);
        PageWords.setWord(page, offset + 4, (int) (bits >>> 32));
    }

    static int lwIn(byte[] page, int address) {
        return PageWords.word(page, address & 0xffff);
    }

    static int lbuIn(byte[] page, int address) {
        return page[address & 0xffff] & 0xff;
    }

    static int lbIn(byte[] page, int address) {
        return page[address & 0xffff];
    }

    static int lhuIn(byte[] page, int address) {
        return PageWords.half(page, address & 0xffff) & 0xffff;
    }

    static int lhIn(byte[] page, int address) {
        return PageWords.half(page, address & 0xffff);
    }

    static void swIn(byte[] page, int address, int value) {
        PageWords.setWord(page, address & 0xffff, value);
    }

    static void sbIn(byte[] page, int address, int value) {
        page[address & 0xffff] = (byte) value;
    }

    static void shIn(byte[] page, int address, int value) {
        PageWords.setHalf(page, address & 0xffff, (short) value);
    }

    /**
     * A cache key no address matches: the fast test compares {@code address & (blockMask | alignment)} with the
     * key, whose bits 2 to 11 are then always 0 ({@link MemoryCode}).
     */
    static final int NO_BLOCK = 4;

    /**
     * The key of the block {@code page} (from {@link Memory#fastBlock}) holds {@code address} in: its address
     * masked, or {@link #NO_BLOCK} for no page (or one not of {@link PageWords#PAGE_BYTES}, which the inline
     * word accesses rely on).
     */
    static int blockKey(byte[] page, int address, int mask) {
        return page == null || page.length != PageWords.PAGE_BYTES ? NO_BLOCK : address & mask;
    }


    static int lw(Memory m, int address, int pc) {
        try {
            return m.loadWord(address);
        } catch (AddressException e) {
            throw new BlockFault(MipsException.of(e), pc);
        }
    }

    static int lb(Memory m, int address, int pc) {
        return (byte) lbu(m, address, pc);
    }

    static int lbu(Memory m, int address, int pc) {
        try {
            return m.loadByte(address);
        } catch (AddressException e) {
            throw new BlockFault(MipsException.of(e), pc);
        }
    }

    static int lh(Memory m, int address, int pc) {
        return (short) lhu(m, address, pc);
    }

    static int lhu(Memory m, int address, int pc) {
        try {
            return m.loadHalf(address);
        } catch (AddressException e) {
            throw new BlockFault(MipsException.of(e), pc);
        }
    }

    static void sw(Memory m, int address, int value, int pc) {
        try {
            m.storeWord(address, value);
        } catch (AddressException e) {
            throw new BlockFault(MipsException.of(e), pc);
        }
    }

    static void sh(Memory m, int address, int value, int pc) {
        try {
            m.storeHalf(address, value);
        } catch (AddressException e) {
            throw new BlockFault(MipsException.of(e), pc);
        }
    }

    static void sb(Memory m, int address, int value, int pc) {
        try {
            m.storeByte(address, value);
        } catch (AddressException e) {
            throw new BlockFault(MipsException.of(e), pc);
        }
    }
}
