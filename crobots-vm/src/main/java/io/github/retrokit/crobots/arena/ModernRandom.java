package io.github.retrokit.crobots.arena;

import java.util.SplittableRandom;

/** Fixed mode's generator: {@link SplittableRandom}, reduced to {@code 0..RAND_MAX}. */
final class ModernRandom implements RandomSource {

    private final SplittableRandom random;

    ModernRandom(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public int next() {
        return random.nextInt() >>> 1;
    }
}
