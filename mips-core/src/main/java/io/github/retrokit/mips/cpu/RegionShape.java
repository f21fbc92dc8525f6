package io.github.retrokit.mips.cpu;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.function.IntPredicate;

/**
 * Which user-text instructions one translated region covers: everything reachable from its entry through
 * fall-throughs, branches, {@code j}, and {@code jal} (both the callee and the return site after the call),
 * up to a size limit, stopping at instructions the translator does not handle (those are left to the
 * interpreter). The region is cut into basic blocks at its <em>leaders</em>: the entry, every branch or jump
 * target, every instruction after a branch or jump, and every instruction after one that is not covered.
 * A leader is where the instruction count is charged and the budget checked, one block at a time.
 */
final class RegionShape {
    /** The address of {@code code[0]}. */
    final int base;
    final long[] code;
    /** Indices of the covered instructions. */
    final BitSet covered = new BitSet();
    /** Indices of the leaders. */
    final BitSet leaders = new BitSet();
    /** Addresses right after the region's {@code jal}/{@code jalr}s that are covered: where a {@code jr} may go. */
    final BitSet returnSites = new BitSet();
    /**
     * Indices of the headers: the entry, the targets of backward branches and jumps, and the return sites.
     * Every cycle through the region passes a header, so the budget is checked there (and only there), and
     * the region is entered only there.
     */
    final BitSet headers = new BitSet();

    private RegionShape(long[] code, int base) {
        this.code = code;
        this.base = base;
    }

    /**
     * The region entered at user-text index {@code entry} of {@code code} (address {@code base + 4 * index}),
     * with at most {@code limit} instructions, narrowed to the innermost loop the entry is in
     * ({@link RegionLoops}), and leaving off the indices {@code elsewhere} accepts (where other regions are
     * entered: a loop translated by itself before stays a region of its own); empty if the entry itself
     * cannot be translated.
     */
    static RegionShape of(long[] code, int base, int entry, int limit, IntPredicate elsewhere) {
        RegionShape shape = new RegionShape(code, base);
        shape.explore(entry, limit, elsewhere);
        BitSet loop = RegionLoops.around(shape, entry);
        if (loop != null) {
            shape.covered.and(loop);
        }
        if (!shape.covered.isEmpty()) {
            shape.findLeaders(entry);
        }
        return shape;
    }

    int pc(int index) {
        return base + 4 * index;
    }

    int op(int index) {
        return (int) (code[index] >>> 32);
    }

    int word(int index) {
        return (int) code[index];
    }

    boolean isEmpty() {
        return covered.isEmpty();
    }

    int size() {
        return covered.cardinality();
    }

    /** True if the covered instruction at {@code index} ends its block with a branch or jump. */
    boolean isTerminator(int index) {
        return Translatable.isTerminator(op(index));
    }

    /** Instructions from the leader at {@code index} to the end of its block. */
    int blockLength(int index) {
        int k = index;
        while (true) {
            if (isTerminator(k) || !covered.get(k + 1) || leaders.get(k + 1)) {
                return k - index + 1;
            }
            k++;
        }
    }

    /** The user-text index of the address {@code pc}, or -1 outside the text table. */
    int indexOf(int pc) {
        int index = (pc - base) >>> 2;
        return (pc & 3) == 0 && index < code.length ? index : -1;
    }

    private void explore(int entry, int limit, IntPredicate elsewhere) {
        ArrayDeque<Integer> work = new ArrayDeque<>();
        work.add(entry);
        int count = 0;
        while (!work.isEmpty() && count < limit) {
            int index = work.poll();
            if (index < 0 || index >= code.length || covered.get(index) || index != entry && elsewhere.test(index)) {
                continue;
            }
            int op = op(index);
            if (!Translatable.isBody(op) && !(Translatable.isTerminator(op) && !jumpsToItself(index))) {
                continue;
            }
            covered.set(index);
            count++;
            for (int next : successors(index)) {
                work.add(next);
            }
        }
    }

    /** The indices control may go to after the instruction at {@code index} (-1 for none known). */
    int[] successors(int index) {
        int op = op(index);
        int w = word(index);
        if (!Translatable.isTerminator(op)) {
            return new int[] {index + 1};
        }
        switch (op) {
            case Op.J: return new int[] {indexOf(Translatable.target(op, w, pc(index)))};
            case Op.JAL: return new int[] {indexOf(Translatable.target(op, w, pc(index))), index + 1};
            case Op.JR: return new int[0];
            case Op.JALR: return new int[] {index + 1};
            default: return new int[] {indexOf(Translatable.target(op, w, pc(index))), index + 1};
        }
    }

    private void findLeaders(int entry) {
        leaders.set(entry);
        headers.set(entry);
        for (int k = covered.nextSetBit(0); k >= 0; k = covered.nextSetBit(k + 1)) {
            if (k == 0 || !covered.get(k - 1) || isTerminator(k - 1)) {
                leaders.set(k);
            }
            int op = op(k);
            if ((op == Op.JAL || op == Op.JALR) && covered.get(k + 1)) {
                returnSites.set(k + 1);
                headers.set(k + 1);
            }
            if (isTerminator(k) && op != Op.JR && op != Op.JALR) {
                int target = indexOf(Translatable.target(op, word(k), pc(k)));
                if (target >= 0 && covered.get(target)) {
                    leaders.set(target);
                    if (target <= k) {
                        headers.set(target);
                    }
                }
            }
        }
    }

    /** A branch or jump to its own address stays interpreted (MARS counts those fetches specially). */
    private boolean jumpsToItself(int index) {
        int op = op(index);
        return op != Op.JR && op != Op.JALR && Translatable.target(op, word(index), pc(index)) == pc(index);
    }
}
