package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.world.Mode;
import io.github.retrokit.crobots.world.Quirks;
import java.util.Objects;

/**
 * How matches are played.
 *
 * @param cycleLimit the original's {@code -l}: a match ends once the cycle counter reaches it (default 500000)
 * @param mode       classic or fixed: chooses the random generator
 * @param quirks     the quirk flags the arena honours (classic mode: all on)
 * @param displayTiming the original's display-mode timing of explosions (see {@code Arena.setDisplayTiming});
 *                   off for match mode
 */
public record MatchSettings(long cycleLimit, Mode mode, Quirks quirks, boolean displayTiming) {

    /** The most robots one match holds: the original's four arena slots. */
    public static final int MAX_ROBOTS = 4;

    /** The original's default cycle limit. */
    public static final long DEFAULT_CYCLE_LIMIT = 500_000;

    public MatchSettings {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(quirks, "quirks");
    }

    /** Match-mode timing. */
    public MatchSettings(long cycleLimit, Mode mode, Quirks quirks) {
        this(cycleLimit, mode, quirks, false);
    }

    /** Classic mode with the default limit. */
    public static MatchSettings classic() {
        return new MatchSettings(DEFAULT_CYCLE_LIMIT, Mode.CLASSIC, Quirks.CLASSIC);
    }

    /** Fixed mode (every quirk off) with the default limit. */
    public static MatchSettings fixed() {
        return new MatchSettings(DEFAULT_CYCLE_LIMIT, Mode.FIXED, Quirks.FIXED);
    }

    public MatchSettings withCycleLimit(long limit) {
        return new MatchSettings(limit, mode, quirks, displayTiming);
    }

    public MatchSettings withQuirks(Quirks q) {
        return new MatchSettings(cycleLimit, mode, q, displayTiming);
    }

    public MatchSettings withDisplayTiming(boolean on) {
        return new MatchSettings(cycleLimit, mode, quirks, on);
    }
}
