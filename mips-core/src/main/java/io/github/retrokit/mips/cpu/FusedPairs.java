package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.OperandWords.*;

/**
 * Pairs of adjacent instructions {@link RunLoop} executes in one dispatch (superinstructions): the two pairs of
 * double arithmetic in the suite's {@code double} loop, where the loop's dispatch, not {@code div.d}, takes
 * most of the time. A pair's second instruction never stops the loop (its registers are even, else it is not
 * an {@link OperandWords#ADD_D} or {@link OperandWords#NEG_D} word), and its first is never a branch. Integer
 * pairs ({@code addiu}+{@code bne}, {@code slt}+{@code beq}, {@code addiu}+{@code j}) were measured and dropped:
 * {@code sort} lost 12–15 % with them (mips-core/docs/performance-history.md, "Superinstructions").
 *
 * <p>The pair is marked on its FIRST word only: that word keeps the first instruction's fields and takes the
 * pair's case, and the second word stays as it was, so a branch to the second instruction, a stop before it
 * ({@link OperandWords#stoppingAt}) or a budget that ends between the two still sees it alone. Fused whenever
 * the operand words are decoded, so a text word rewritten (another {@link CodeCache} version) fuses again from
 * both new words.
 */
final class FusedPairs {
    /** Rows of the first instruction's case, the second's, and the pair's. */
    private static final int[][] PAIRS = {
        {DIV_D, ADD_D, DIV_D_ADD_D},
        {ADD_D, NEG_D, ADD_D_NEG_D},
    };
    /** By pair case less {@link #FIRST_PAIR}: the case of its first instruction, and of its second. */
    private static final int[] FIRST = new int[PAIRS.length];
    private static final int[] SECOND = new int[PAIRS.length];
    private static final int FIRST_PAIR = DIV_D_ADD_D;

    static {
        for (int[] pair : PAIRS) {
            FIRST[pair[2] - FIRST_PAIR] = pair[0];
            SECOND[pair[2] - FIRST_PAIR] = pair[1];
        }
    }

    private FusedPairs() { }

    /** Marks every word of {@code words} that starts a pair with the pair's case. */
    static void fuse(long[] words) {
        for (int i = 0; i + 1 < words.length; i++) {
            int pair = pairOf(kind(words[i]), kind(words[i + 1]));
            if (pair >= 0) {
                words[i] = relabel(words[i], pair);
            }
        }
    }

    /** The case of the pair {@code first} then {@code second}, or -1. */
    static int pairOf(int first, int second) {
        for (int[] pair : PAIRS) {
            if (pair[0] == first && pair[1] == second) {
                return pair[2];
            }
        }
        return -1;
    }

    /** Whether {@code kind} is a pair's case. */
    static boolean isPair(int kind) {
        return kind >= FIRST_PAIR && kind < FIRST_PAIR + PAIRS.length;
    }

    /** {@code word} as its first instruction alone if it starts a pair, else {@code word}. */
    static long first(long word) {
        int kind = kind(word);
        return isPair(kind) ? relabel(word, FIRST[kind - FIRST_PAIR]) : word;
    }

    /** The first instruction's case of pair case {@code pair}. */
    static int firstKind(int pair) {
        return FIRST[pair - FIRST_PAIR];
    }

    /** The second instruction's case of pair case {@code pair}. */
    static int secondKind(int pair) {
        return SECOND[pair - FIRST_PAIR];
    }

    private static int kind(long word) {
        return (int) word & 0xff;
    }

    /** {@code word}'s fields under case {@code kind}'s mask, with that case. */
    static long relabel(long word, int kind) {
        long fields = (word ^ mask(kind(word))) & ~0xffL;
        return fields ^ mask(kind) | kind;
    }
}
