package io.github.retrokit.crobots.arena;

import java.util.Locale;
import java.util.Optional;

/** The thirteen built-in functions a robot program can call, in the original's lookup order. */
public enum Intrinsic {
    SCAN, CANNON, DRIVE, DAMAGE, SPEED, LOC_X, LOC_Y, RAND, SIN, COS, TAN, ATAN, SQRT;

    private final String sourceName = name().toLowerCase(Locale.ROOT);

    /** The name a robot program uses, e.g. {@code loc_x}. */
    public String sourceName() {
        return sourceName;
    }

    /** The intrinsic a source name denotes, if any. */
    public static Optional<Intrinsic> named(String name) {
        for (Intrinsic i : values()) {
            if (i.sourceName.equals(name)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }
}
