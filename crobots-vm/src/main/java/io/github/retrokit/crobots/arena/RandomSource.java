package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.Mode;

/**
 * The arena's source of random numbers: start positions and the {@code rand(limit)} intrinsic.
 * Values are in {@code 0..RAND_MAX} like C's {@code rand()}.
 */
public interface RandomSource {

    /** The largest value {@link #next()} returns, as glibc's {@code RAND_MAX}. */
    int RAND_MAX = Integer.MAX_VALUE;

    /** The next value in {@code 0..RAND_MAX}. */
    int next();

    /** The random source of {@code mode} seeded with {@code seed}: glibc's generator in classic mode. */
    static RandomSource of(Mode mode, long seed) {
        return mode == Mode.CLASSIC ? classic(seed) : modern(seed);
    }

    /** glibc's {@code rand()} after {@code srand(seed)}: the classic generator of the original. */
    static RandomSource classic(long seed) {
        return new GlibcRandom((int) seed);
    }

    /** A modern, well-distributed generator (SplittableRandom) for fixed mode. */
    static RandomSource modern(long seed) {
        return new ModernRandom(seed);
    }
}
