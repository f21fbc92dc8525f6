package io.github.retrokit.mips.harness;

import java.util.List;

/** MIPS register numbers and their conventional names. */
public final class RegisterNames {
    private static final List<String> NAMES = List.of(
            "$zero", "$at", "$v0", "$v1", "$a0", "$a1", "$a2", "$a3",
            "$t0", "$t1", "$t2", "$t3", "$t4", "$t5", "$t6", "$t7",
            "$s0", "$s1", "$s2", "$s3", "$s4", "$s5", "$s6", "$s7",
            "$t8", "$t9", "$k0", "$k1", "$gp", "$sp", "$fp", "$ra");

    public static final int V0 = 2;
    public static final int V1 = 3;
    public static final int A0 = 4;
    public static final int GP = 28;
    public static final int SP = 29;
    public static final int FP = 30;
    public static final int RA = 31;

    /** The registers a callee must give back unchanged: $s0-$s7, $gp, $sp, $fp. */
    public static final List<Integer> CALLEE_SAVED = List.of(16, 17, 18, 19, 20, 21, 22, 23, GP, SP, FP);

    private RegisterNames() {
    }

    /** The name of register {@code number} (0-31), e.g. {@code $s0}. */
    public static String name(int number) {
        return NAMES.get(number);
    }
}
