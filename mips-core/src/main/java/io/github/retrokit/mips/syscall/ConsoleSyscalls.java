package io.github.retrokit.mips.syscall;

import java.util.Map;

/** MARS's console services: print 1-4, 11, 34-36; read 5-8, 12; sbrk 9. */
final class ConsoleSyscalls {
    private static final int PIECE = 64 << 10;
    private ConsoleSyscalls() { }

    static void register(Map<Integer, Syscall> map) {
        map.put(1, c -> c.print(Integer.toString(c.arg(0))));
        map.put(2, c -> c.print(Float.toString(Float.intBitsToFloat(c.cpu().fpr(12)))));
        map.put(3, c -> c.print(Double.toString(doubleAt(c, 12))));
        map.put(4, ConsoleSyscalls::printString);
        map.put(5, ConsoleSyscalls::readInt);
        map.put(6, ConsoleSyscalls::readFloat);
        map.put(7, ConsoleSyscalls::readDouble);
        map.put(8, ConsoleSyscalls::readString);
        map.put(9, ConsoleSyscalls::sbrk);
        map.put(11, c -> c.print(String.valueOf((char) (c.arg(0) & 0xff))));
        map.put(12, ConsoleSyscalls::readChar);
        map.put(34, c -> c.print(String.format("0x%08x", c.arg(0))));
        map.put(35, c -> c.print(String.format("%32s", Integer.toBinaryString(c.arg(0))).replace(' ', '0')));
        map.put(36, c -> c.print(Integer.toUnsignedString(c.arg(0))));
    }

    /** Syscall 4, a piece at a time: a string of millions of chars costs no more host memory than a short one. */
    private static void printString(SyscallContext c) {
        int address = c.arg(0);
        while (true) {
            String piece = c.readString(address, PIECE);
            c.print(piece);
            if (piece.length() < PIECE) {
                return;
            }
            address += PIECE;
        }
    }

    private static double doubleAt(SyscallContext c, int even) {
        return Double.longBitsToDouble(((long) c.cpu().fpr(even + 1) << 32) | (c.cpu().fpr(even) & 0xffffffffL));
    }

    /** A line of input; end of input is a clear error (MARS itself crashes there). */
    private static String line(SyscallContext c) {
        String line = c.readLine();
        if (line == null) {
            throw c.error("end of input reached");
        }
        return line;
    }

    private static void readInt(SyscallContext c) {
        String line = line(c);
        try {
            c.setResult(Integer.parseInt(line.trim()));
        } catch (NumberFormatException e) {
            throw c.error("invalid integer input");
        }
    }

    private static void readFloat(SyscallContext c) {
        String line = line(c);
        try {
            c.cpu().setFpr(0, Float.floatToIntBits(Float.parseFloat(line.trim())));
        } catch (NumberFormatException e) {
            throw c.error("invalid float input");
        }
    }

    private static void readDouble(SyscallContext c) {
        String line = line(c);
        try {
            long bits = Double.doubleToLongBits(Double.parseDouble(line.trim()));
            c.cpu().setFpr(0, (int) bits);
            c.cpu().setFpr(1, (int) (bits >>> 32));
        } catch (NumberFormatException e) {
            throw c.error("invalid double input");
        }
    }

    /** fgets-like: at most n-1 chars, then the newline if it fits, then NUL (none when n <= 0). */
    private static void readString(SyscallContext c) {
        int buffer = c.arg(0);
        int max = c.arg(1) - 1;
        boolean terminate = true;
        if (max < 0) {
            max = 0;
            terminate = false;
        }
        String line = line(c);
        int length = Math.min(max, line.length());
        for (int i = 0; i < length; i++) {
            c.storeByte(buffer + i, line.charAt(i));
        }
        if (length < max) {
            c.storeByte(buffer + length, '\n');
            length++;
        }
        if (terminate) {
            c.storeByte(buffer + length, 0);
        }
    }

    private static void sbrk(SyscallContext c) {
        try {
            c.setResult(c.memory().allocateHeap(c.arg(0)));
        } catch (IllegalArgumentException e) {
            throw c.error(e.getMessage());
        }
    }

    private static void readChar(SyscallContext c) {
        String line = line(c);
        if (line.isEmpty()) {
            throw c.error("invalid char input");
        }
        c.setResult(line.charAt(0));
    }
}
