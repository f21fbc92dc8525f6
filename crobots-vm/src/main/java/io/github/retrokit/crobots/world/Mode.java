package io.github.retrokit.crobots.world;

import java.util.Locale;

/** Classic (bit-exact with the original, glibc rand()) or fixed (quirks off, a modern generator). */
public enum Mode {
    /** The original: every quirk on, glibc's {@code rand()} (seed modulo 2^32, as C's {@code srand}). */
    CLASSIC,
    /** Every quirk off, a SplittableRandom generator. */
    FIXED;

    /**
     * The quirk set this mode starts from.
     *
     * @return {@link Quirks#CLASSIC} or {@link Quirks#FIXED}
     */
    public Quirks quirks() {
        return this == CLASSIC ? Quirks.CLASSIC : Quirks.FIXED;
    }

    /**
     * The mode named {@code name} ({@code classic} or {@code fixed}, any case).
     *
     * @param name the name
     * @return the mode
     * @throws IllegalArgumentException for another name
     */
    public static Mode parse(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "classic" -> CLASSIC;
            case "fixed" -> FIXED;
            default -> throw new IllegalArgumentException("unknown mode '" + name + "' (expected classic or fixed)");
        };
    }
}
