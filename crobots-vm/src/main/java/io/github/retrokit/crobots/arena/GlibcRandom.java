package io.github.retrokit.crobots.arena;

/**
 * glibc's {@code random()} TYPE_3 additive feedback generator as used by {@code rand()} after
 * {@code srand(seed)}: a 34-word ring, {@code r[k] = r[k-31] + r[k-3]}, output {@code r[k] >>> 1},
 * the first 310 outputs discarded.
 */
final class GlibcRandom implements RandomSource {

    private static final int DEGREE = 31;
    private static final int SEPARATION = 3;
    private static final int RING = 34;
    private static final int DISCARDED = 310;

    private final int[] ring = new int[RING];
    private int next;

    GlibcRandom(int seed) {
        long w = seed == 0 ? 1 : seed;
        ring[0] = (int) w;
        for (int i = 1; i < DEGREE; i++) {
            long hi = w / 127773;
            long lo = w % 127773;
            w = 16807 * lo - 2836 * hi;
            if (w < 0) {
                w += 2147483647;
            }
            ring[i] = (int) w;
        }
        for (int i = DEGREE; i < RING; i++) {
            ring[i] = ring[i - DEGREE];
        }
        next = 0;
        for (int i = 0; i < DISCARDED; i++) {
            advance();
        }
    }

    private int advance() {
        int value = ring[(next + RING - DEGREE) % RING] + ring[(next + RING - SEPARATION) % RING];
        ring[next] = value;
        next = (next + 1) % RING;
        return value;
    }

    @Override
    public int next() {
        return advance() >>> 1;
    }
}
