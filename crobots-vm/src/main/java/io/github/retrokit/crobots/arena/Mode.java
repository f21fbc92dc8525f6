package io.github.retrokit.crobots.arena;

import java.util.Locale;

/** Classic (bit-exact with the original, glibc rand()) or fixed (quirks off, a modern generator). */
public enum Mode {
    CLASSIC, FIXED;

    /** The quirk set this mode starts from. */
    public Quirks quirks() {
        return this == CLASSIC ? Quirks.CLASSIC : Quirks.FIXED;
    }

    /** This mode's random source seeded with {@code seed}. */
    public RandomSource random(long seed) {
        return this == CLASSIC ? RandomSource.classic(seed) : RandomSource.modern(seed);
    }

    /**
     * The mode named {@code name} ({@code classic} or {@code fixed}, any case).
     *
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
