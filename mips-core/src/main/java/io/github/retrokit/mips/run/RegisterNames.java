package io.github.retrokit.mips.run;

/** MIPS register names ({@code $zero} … {@code $ra}) and numbers. */
public final class RegisterNames {
    private static final String[] NAMES = {
        "zero", "at", "v0", "v1", "a0", "a1", "a2", "a3", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7",
        "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "t8", "t9", "k0", "k1", "gp", "sp", "fp", "ra"
    };

    private RegisterNames() { }

    /** The conventional name of register {@code n} with its {@code $}, e.g. {@code $t0} for 8. */
    public static String name(int n) {
        return "$" + NAMES[n];
    }

    /**
     * The number of a general register written {@code $t0}, {@code t0}, {@code $8} or {@code 8}.
     *
     * @throws IllegalArgumentException naming the text if it is no register
     */
    public static int number(String text) {
        int n = find(text);
        if (n < 0) {
            throw new IllegalArgumentException("'" + text + "' is not a register name");
        }
        return n;
    }

    /** Like {@link #number(String)} but -1 when {@code text} is no register. */
    public static int find(String text) {
        String name = text.startsWith("$") ? text.substring(1) : text;
        for (int i = 0; i < NAMES.length; i++) {
            if (NAMES[i].equals(name)) {
                return i;
            }
        }
        if (name.matches("\\d{1,2}")) {
            int n = Integer.parseInt(name);
            return n < 32 ? n : -1;
        }
        return -1;
    }
}
