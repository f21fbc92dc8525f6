package io.github.retrokit.mips.cpu;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The loops of a region's code, to cut it down to the innermost loop its entry is in. A loop is a natural
 * loop: a header some later instruction jumps back to, and everything that reaches that jump without passing
 * the header; a {@code jr} counts as going to every return site of the code. Translating one loop at a time
 * keeps each region's method to one phase of the program: a method holding a whole program would be compiled
 * by HotSpot while its first loop runs, with that loop's exit never taken, and deoptimized and compiled again
 * as each later loop starts.
 */
final class RegionLoops {
    private final RegionShape shape;
    private final Map<Integer, List<Integer>> predecessors = new HashMap<>();
    /** Header index to the indices that jump back to it. */
    private final Map<Integer, List<Integer>> backEdges = new HashMap<>();

    private RegionLoops(RegionShape shape) {
        this.shape = shape;
        BitSet covered = shape.covered;
        BitSet sites = new BitSet();
        for (int k = covered.nextSetBit(0); k >= 0; k = covered.nextSetBit(k + 1)) {
            if ((shape.op(k) == Op.JAL || shape.op(k) == Op.JALR) && covered.get(k + 1)) {
                sites.set(k + 1);
            }
        }
        for (int k = covered.nextSetBit(0); k >= 0; k = covered.nextSetBit(k + 1)) {
            for (int next : shape.successors(k)) {
                edge(k, next);
            }
            if (shape.op(k) == Op.JR || shape.op(k) == Op.JALR) {
                for (int site = sites.nextSetBit(0); site >= 0; site = sites.nextSetBit(site + 1)) {
                    edge(k, site);
                }
            }
        }
    }

    private void edge(int from, int to) {
        if (to < 0 || !shape.covered.get(to)) {
            return;
        }
        predecessors.computeIfAbsent(to, x -> new ArrayList<>()).add(from);
        if (to <= from) {
            backEdges.computeIfAbsent(to, x -> new ArrayList<>()).add(from);
        }
    }

    /**
     * The indices of the smallest loop that holds {@code entry}; failing that, of everything on a cycle
     * through it; null if it is on none (the whole region stays).
     */
    static BitSet around(RegionShape shape, int entry) {
        if (shape.covered.isEmpty()) {
            return null;
        }
        RegionLoops loops = new RegionLoops(shape);
        BitSet best = null;
        for (Map.Entry<Integer, List<Integer>> loop : loops.backEdges.entrySet()) {
            BitSet body = loops.body(loop.getKey(), loop.getValue());
            if (body.get(entry) && (best == null || body.cardinality() < best.cardinality())) {
                best = body;
            }
        }
        if (best != null) {
            return best;
        }
        BitSet cycle = loops.reaching(entry, -1);
        return cycle.get(entry) ? cycle : null;
    }

    /** The natural loop of {@code header} with the back edges from {@code sources}. */
    private BitSet body(int header, List<Integer> sources) {
        BitSet body = new BitSet();
        body.set(header);
        for (int source : sources) {
            body.set(source);
            body.or(reaching(source, header));
        }
        return body;
    }

    /** Indices from which {@code target} can be reached (in one step or more) without passing {@code stop}. */
    private BitSet reaching(int target, int stop) {
        BitSet seen = new BitSet();
        ArrayDeque<Integer> work = new ArrayDeque<>(predecessors.getOrDefault(target, List.of()));
        while (!work.isEmpty()) {
            int k = work.poll();
            if (!seen.get(k)) {
                seen.set(k);
                if (k != stop) {
                    work.addAll(predecessors.getOrDefault(k, List.of()));
                }
            }
        }
        return seen;
    }
}
