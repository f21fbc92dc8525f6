package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.OperandWords.*;

import java.util.Arrays;

/**
 * Shows the JIT every operation of the user text in {@link RunLoop} before it compiles the loop. C2 compiles
 * the loop's switch from its profile: a case never taken becomes a trap, and once that trap is hit (a
 * program's outer loop, first reached after the JIT compiled its inner one) the switch is compiled again
 * with every case, whose code keeps the loop's index and registers in the stack frame (fib: 10–15 % more
 * CPU). So while warming up, {@link RunChain} runs the program in slices of {@link #SLICE} instructions and
 * between two slices runs one sample of each operation the text holds ({@link #samples}), for one
 * instruction each, on registers of its own: the profile then holds every case the program can take.
 *
 * <p>A sample changes nothing of the machine: its registers and FP registers are this object's, HI and LO
 * are put back, loads and stores address a page that is never in the page tables (the devices' page), so
 * the loop stops before them, and each sample runs with a budget of one instruction.
 */
final class LoopWarmUp {
    /** Instructions per slice while warming up. */
    static final int SLICE = 1 << 14;
    /** Instructions a chain runs in slices before it runs whole budgets. */
    static final long WARM_INSTRUCTIONS = 1L << 25;
    /** The address the samples load and store at: the memory-mapped devices' page, never a page table's. */
    static final int NO_PAGE = 0xffff0000;

    /** The high word of the double 1.0 (its low word is 0). */
    private static final int ONE_HIGH = 0x3ff00000;

    private final int[] r = new int[32];
    private final int[] f = new int[32];
    private long left = WARM_INSTRUCTIONS;
    private long[] from;
    private long[] samples;

    /** The budget of the next call of the loop: {@code k}, or a slice of it while warming up. */
    int slice(int k) {
        return left > 0 && k > SLICE ? SLICE : k;
    }

    /** After a slice of {@code ran} instructions: runs the samples of {@code words}' operations while warming up. */
    void ran(int ran, RunLoop loop, long[] words, byte[][] pages, Cpu cpu) {
        left -= ran;
        if (left <= 0) {
            return;
        }
        long[] s = samples(words);
        int hi = cpu.hi;
        int lo = cpu.lo;
        Arrays.fill(r, 0);
        r[3] = 1; // see sample()
        Arrays.fill(f, 0);
        f[5] = ONE_HIGH; // see sample()
        f[7] = ONE_HIGH;
        for (int j = 0; j < s.length; j++) {
            loop.run(s, j, 1, pages, r, f);
        }
        cpu.hi = hi;
        cpu.lo = lo;
    }

    private long[] samples(long[] words) {
        if (words != from) {
            samples = samplesOf(words);
            from = words;
        }
        return samples;
    }

    /** One operand word of each case {@code words} hold that {@link RunLoop} switches on, then an {@link #EXIT}. */
    static long[] samplesOf(long[] words) {
        boolean[] seen = new boolean[EXIT];
        for (long e : words) {
            int kind = (int) e & 0xff;
            if (kind < EXIT) {
                seen[kind] = true;
            }
        }
        long[] s = new long[EXIT + 1];
        int n = 0;
        for (int kind = 0; kind < EXIT; kind++) {
            if (seen[kind] && kind != ODD_ALL && kind != ODD_BOTH && kind != LEAVE && kind != OTHER) {
                s[n++] = sample(kind);
            }
        }
        s[n++] = EXIT_WORD;
        return Arrays.copyOf(s, n);
    }

    /**
     * A harmless word of case {@code kind}: it writes register 1 (FP register 2, register 31 for {@code jal}),
     * reads registers 2 and 3 (FP registers 4 and 6), which the samples never write, and goes to text index 0.
     * Register 2 holds 0 and register 3 holds 1, and FP registers 4 and 6 hold 1.0, so that a sample takes the
     * way a program mostly takes (a division by 1, not by 0; 1.0 / 1.0, not 0.0 / 0.0, whose NaN would put the
     * call that stores a NaN in MARS's form into the loop's compiled code: a way no program took stays a trap
     * in C2's code, out of the loop's way).
     */
    static long sample(int kind) {
        switch (kind) {
            case LW: case SW: case LB: case LBU: case SB: return word(kind, 1, 2, 3, NO_PAGE);
            case ADD_D: case SUB_D: case MUL_D: case DIV_D: case MOV_D: case NEG_D: return word(kind, 2, 4, 6, 0);
            case JAL: return word(kind, 0, 0, 0, 0);
            case JR: return word(kind, 2 | (EXIT + 2) << 8, 0, 0, 0);
            default: return word(kind, 1, 2, 3, 0);
        }
    }
}
