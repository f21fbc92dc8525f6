package io.github.retrokit.crobots.world;

import java.util.Locale;

/** Classic (bit-exact with the original, glibc rand()) or fixed (quirks off, a modern generator). */
public enum Mode {
    CLASSIC, FIXED;

    /** The quirk set this mode starts from. */
    public Quirks quirks() {
        return this == CLASSIC ? Quirks.CLASSIC : Quirks.FIXED;
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
