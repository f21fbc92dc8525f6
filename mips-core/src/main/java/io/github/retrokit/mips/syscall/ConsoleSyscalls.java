package io.github.retrokit.mips.syscall;

import java.util.Map;

/** MARS's console services: print 1-4, 11, 34-36; read 5-8, 12; sbrk 9. */
final class ConsoleSyscalls implements Syscall {
    private static final int PIECE = 64 << 10;
    // One object per service number dispatching on it, not a lambda per service: the registry is built at
    // every start, and each lambda costs its bootstrap there (mips-core README, Start-up).
    private static final int[] NUMBERS = {1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 34, 35, 36};
    private final int number;

    private ConsoleSyscalls(int number) {
        this.number = number;
    }

    static void register(Map<Integer, Syscall> map) {
        for (int number : NUMBERS) {
            map.put(number, new ConsoleSyscalls(number));
        }
    }

    @Override
    public void execute(SyscallContext c) {
        switch (number) {
            case 1 -> c.print(Integer.toString(c.arg(0)));
            case 2 -> c.print(Float.toString(Float.intBitsToFloat(c.cpu().fpr(12))));
            case 3 -> c.print(Double.toString(doubleAt(c, 12)));
            case 4 -> printString(c);
            case 5 -> readInt(c);
            case 6 -> readFloat(c);
            case 7 -> readDouble(c);
            case 8 -> readString(c);
            case 9 -> sbrk(c);
            case 11 -> c.print(String.valueOf((char) (c.arg(0) & 0xff)));
            case 12 -> readChar(c);
            case 34 -> c.print(String.format("0x%08x", c.arg(0)));
            case 35 -> c.print(String.format("%32s", Integer.toBinaryString(c.arg(0))).replace(' ', '0'));
            default -> c.print(Integer.toUnsignedString(c.arg(0))); // 36
        }
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
