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

    static void mult(Cpu cpu, int a, int b) {
        setHiLo(cpu, (long) a * b);
    }

    static void multu(Cpu cpu, int a, int b) {
        setHiLo(cpu, (a & 0xffffffffL) * (b & 0xffffffffL));
    }

    static int mul(Cpu cpu, int a, int b) {
        setHiLo(cpu, (long) a * b);
        return cpu.lo;
    }

    static void div(Cpu cpu, int a, int b) {
        if (b != 0) {
            cpu.lo = a / b;
            cpu.hi = a % b;
        }
    }

    static void divu(Cpu cpu, int a, int b) {
        if (b != 0) {
            cpu.lo = Integer.divideUnsigned(a, b);
            cpu.hi = Integer.remainderUnsigned(a, b);
        }
    }

    private static void setHiLo(Cpu cpu, long value) {
        cpu.hi = (int) (value >>> 32);
        cpu.lo = (int) value;
    }

    /** movz/movn: {@code take ? value : old}. */
    static int select(boolean take, int value, int old) {
        return take ? value : old;
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
