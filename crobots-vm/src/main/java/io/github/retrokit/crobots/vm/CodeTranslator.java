package io.github.retrokit.crobots.vm;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Translates a decoded program into JVM code: the program is cut into chunks of whole functions where it can
 * be (calls and returns inside a chunk jump directly), each chunk one hidden class written by
 * {@link ChunkWriter} whose method stays below the JIT's limit for compiling a method ({@value #METHOD_LIMIT}
 * bytes of bytecode); {@link TranslatedProgram} runs the chunk holding ip.
 */
final class CodeTranslator {

    /** HotSpot compiles no method with more bytecode than this (HugeMethodLimit, DontCompileHugeMethods). */
    static final int METHOD_LIMIT = 8000;
    /** Bytecode bytes a chunk is planned with per robot instruction (the largest kinds are rare). */
    private static final int PLANNED_BYTES = 36;

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private CodeTranslator() {
    }

    /**
     * The translated program, its chunks loaded.
     *
     * @param functionStarts the first instruction of each function, where chunks are preferably cut
     * @param codeLimit      the program's code limit (a return address above it is a corrupt frame)
     * @param chunkLimit     at most this many instructions per chunk
     */
    static TranslatedCode translate(DecodedCode code, CallTable calls, int[] functionStarts, int codeLimit,
                                    int chunkLimit) throws ReflectiveOperationException {
        int size = code.code.length;
        int[] chunkOf = new int[size];
        List<TranslatedCode> chunks = new ArrayList<>();
        for (int[] range : plan(size, functionStarts, Math.min(chunkLimit, METHOD_LIMIT / PLANNED_BYTES))) {
            define(code, calls, codeLimit, range[0], range[1], chunks, chunkOf);
        }
        return new TranslatedProgram(chunks.toArray(new TranslatedCode[0]), chunkOf);
    }

    /** Writes and loads chunk lo..hi-1, halving it while its class is too large for the JIT to compile. */
    private static void define(DecodedCode code, CallTable calls, int codeLimit, int lo, int hi,
                               List<TranslatedCode> chunks, int[] chunkOf) throws ReflectiveOperationException {
        byte[] bytes = new ChunkWriter(code, calls, codeLimit, lo, hi).write();
        if (bytes.length > METHOD_LIMIT && hi - lo > 1) { // the class bounds its one large method from above
            int mid = (lo + hi) >>> 1;
            define(code, calls, codeLimit, lo, mid, chunks, chunkOf);
            define(code, calls, codeLimit, mid, hi, chunks, chunkOf);
            return;
        }
        Class<?> type = LOOKUP.defineHiddenClass(bytes, true).lookupClass();
        for (int a = lo; a < hi; a++) {
            chunkOf[a] = chunks.size();
        }
        chunks.add((TranslatedCode) type.getDeclaredConstructor().newInstance());
    }

    /**
     * Chunk ranges [lo, hi) covering 0..size-1: consecutive whole functions while they fit in {@code limit}
     * instructions, a longer function cut into pieces of at most {@code limit}.
     */
    static List<int[]> plan(int size, int[] functionStarts, int limit) {
        List<Integer> cuts = new ArrayList<>();
        cuts.add(0);
        int[] starts = functionStarts.clone();
        Arrays.sort(starts);
        for (int f : starts) {
            if (f > cuts.get(cuts.size() - 1) && f < size) {
                cuts.add(f);
            }
        }
        cuts.add(size);
        List<int[]> ranges = new ArrayList<>();
        int lo = 0;
        for (int k = 1; k < cuts.size(); k++) {
            int end = cuts.get(k);
            int prev = cuts.get(k - 1);
            if (end - lo > limit && prev > lo) { // the function beginning at prev no longer fits: close the chunk
                ranges.add(new int[] {lo, prev});
                lo = prev;
            }
            while (end - lo > limit) { // one function longer than a chunk
                ranges.add(new int[] {lo, lo + limit});
                lo += limit;
            }
        }
        if (lo < size) {
            ranges.add(new int[] {lo, size});
        }
        return ranges;
    }
}
