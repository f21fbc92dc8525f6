package io.github.retrokit.mips.run;

import io.github.retrokit.mips.internal.AsciiDigits;
import java.util.List;

/** MIPS register names ({@code $zero} … {@code $ra}) and numbers. */
public final class RegisterNames {
    /** {@code $v0}, the first result register (and the syscall number). */
    public static final int V0 = 2;
    /** {@code $v1}, the second result register. */
    public static final int V1 = 3;
    /** {@code $a0}, the first argument register ({@code $a1}..{@code $a3} follow). */
    public static final int A0 = 4;
    /** {@code $gp}, the global pointer. */
    public static final int GP = 28;
    /** {@code $sp}, the stack pointer. */
    public static final int SP = 29;
    /** {@code $fp}, the frame pointer. */
    public static final int FP = 30;
    /** {@code $ra}, the return address. */
    public static final int RA = 31;

    /** The registers a callee must give back unchanged: {@code $s0}-{@code $s7}, {@code $gp}, {@code $sp}, {@code $fp}. */
    public static final List<Integer> CALLEE_SAVED = List.of(16, 17, 18, 19, 20, 21, 22, 23, GP, SP, FP);

    private static final String[] NAMES = {
        "zero", "at", "v0", "v1", "a0", "a1", "a2", "a3", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7",
        "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "t8", "t9", "k0", "k1", "gp", "sp", "fp", "ra"
    };

    private RegisterNames() { }

    /**
     * The conventional name of register {@code n} with its {@code $}, e.g. {@code $t0} for 8.
     *
     * @param n the register number, 0..31
     * @return the conventional name of register {@code n} with its {@code $}, e.g
     */
    public static String name(int n) {
        return "$" + NAMES[n];
    }

    /**
     * The number of a general register written {@code $t0}, {@code t0}, {@code $8} or {@code 8}.
     *
     * @throws IllegalArgumentException naming the text if it is no register
     * @param text the text
     * @return the number of a general register written {@code $t0}, {@code t0}, {@code $8} or {@code 8}
     */
    public static int number(String text) {
        int n = find(text);
        if (n < 0) {
            throw new IllegalArgumentException("'" + text + "' is not a register name");
        }
        return n;
    }

    /**
     * Like {@link #number(String)} but -1 when {@code text} is no register.
     *
     * @param text the text
     * @return like {@link #number(String)} but -1 when {@code text} is no register
     */
    public static int find(String text) {
        String name = text.startsWith("$") ? text.substring(1) : text;
        for (int i = 0; i < NAMES.length; i++) {
            if (NAMES[i].equals(name)) {
                return i;
            }
        }
        if ((name.length() == 1 || name.length() == 2) && AsciiDigits.isDigits(name)) { // "\\d{1,2}", no regex at start
            int n = Integer.parseInt(name);
            return n < 32 ? n : -1;
        }
        return -1;
    }
}
