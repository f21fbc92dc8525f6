package io.github.retrokit.mips.asm;

import java.util.Map;

/** MARS register names (case-sensitive, as MARS wants them). */
final class Registers {
    private static final String[] NAMES = {
        "$zero", "$at", "$v0", "$v1", "$a0", "$a1", "$a2", "$a3",
        "$t0", "$t1", "$t2", "$t3", "$t4", "$t5", "$t6", "$t7",
        "$s0", "$s1", "$s2", "$s3", "$s4", "$s5", "$s6", "$s7",
        "$t8", "$t9", "$k0", "$k1", "$gp", "$sp", "$fp", "$ra",
    };
    private static final Map<String, Integer> BY_NAME = byName();

    private Registers() {
    }

    private static Map<String, Integer> byName() {
        java.util.HashMap<String, Integer> map = new java.util.HashMap<>();
        for (int i = 0; i < NAMES.length; i++) {
            map.put(NAMES[i], i);
        }
        return Map.copyOf(map);
    }

    /** The conventional name of GPR {@code n}, e.g. {@code $t0}. */
    static String name(int n) {
        return NAMES[n];
    }

    /** GPR number of {@code $name} or {@code $n} (n parsed like an integer literal: {@code $010} is 8), else -1. */
    static int gpr(String token) {
        Integer byName = BY_NAME.get(token);
        if (byName != null) {
            return byName;
        }
        if (token.length() > 1 && Character.isDigit(token.charAt(1))) {
            Long n = Literals.parseInteger(token.substring(1));
            if (n != null && n >= 0 && n < 32) {
                return n.intValue();
            }
        }
        return -1;
    }

    /** FPR number of {@code $fN} (0..31, no leading zero: MARS refuses {@code $f01}), else -1. */
    static int fpr(String token) {
        if (token.length() > 2 && token.length() <= 4 && token.startsWith("$f") && digits(token, 2)
                && (token.length() == 3 || token.charAt(2) != '0')) {
            int n = Integer.parseInt(token.substring(2));
            return n < 32 ? n : -1;
        }
        return -1;
    }

    /**
     * True if MARS takes {@code token} for an FPU register that names none, {@code invalid FPU register name}:
     * {@code $f} alone, or {@code $f} and an integer literal 0..31 spelt otherwise ({@code $f01}, {@code $f037},
     * {@code $f0x1F}). ({@code $f32} and {@code $f1a} are plain names, labels to MARS.)
     */
    static boolean isMisspelledFpr(String token) {
        if (!token.startsWith("$f") || fpr(token) >= 0) {
            return false;
        }
        if (token.length() == 2) {
            return true;
        }
        char first = token.charAt(2);
        Long n = first >= '0' && first <= '9' ? Literals.parseInteger(token.substring(2)) : null;
        return n != null && n >= 0 && n < 32;
    }

    /** True if every character of {@code token} from {@code from} is a digit (a loop: no lambda at start-up). */
    private static boolean digits(String token, int from) {
        for (int i = from; i < token.length(); i++) {
            if (!Character.isDigit(token.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
