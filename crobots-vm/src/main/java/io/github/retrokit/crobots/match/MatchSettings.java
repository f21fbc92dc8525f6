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

    /**
     * Checks that mode and quirks are given.
     *
     * @param cycleLimit the original's {@code -l}: a match ends once the cycle counter reaches it (default 500000)
     * @param mode       classic or fixed: chooses the random generator
     * @param quirks     the quirk flags the arena honours (classic mode: all on)
     * @param displayTiming the original's display-mode timing of explosions (see {@code Arena.setDisplayTiming});
     *        off for match mode
     * @throws NullPointerException for a null mode or quirks
     */
    public MatchSettings {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(quirks, "quirks");
    }

    /**
     * Settings with match-mode timing.
     *
     * @param cycleLimit the cycle limit per match
     * @param mode       classic or fixed
     * @param quirks     the quirk flags
     */
    public MatchSettings(long cycleLimit, Mode mode, Quirks quirks) {
        this(cycleLimit, mode, quirks, false);
    }

    /**
     * The original: classic mode, every quirk, the default limit.
     *
     * @return the settings
     */
    public static MatchSettings classic() {
        return new MatchSettings(DEFAULT_CYCLE_LIMIT, Mode.CLASSIC, Quirks.CLASSIC);
    }

    /**
     * Fixed mode (every quirk off, a modern generator) with the default limit.
     *
     * @return the settings
     */
    public static MatchSettings fixed() {
        return new MatchSettings(DEFAULT_CYCLE_LIMIT, Mode.FIXED, Quirks.FIXED);
    }

    /**
     * These settings with another cycle limit.
     *
     * @param limit the original's {@code -l}
     * @return the new settings
     */
    public MatchSettings withCycleLimit(long limit) {
        return new MatchSettings(limit, mode, quirks, displayTiming);
    }

    /**
     * These settings with other quirk flags.
     *
     * @param q the quirks
     * @return the new settings
     */
    public MatchSettings withQuirks(Quirks q) {
        return new MatchSettings(cycleLimit, mode, q, displayTiming);
    }

    /**
     * These settings with the display mode's explosion timing on or off.
     *
     * @param on true for the timing of the original's display mode (one watched match)
     * @return the new settings
     */
    public MatchSettings withDisplayTiming(boolean on) {
        return new MatchSettings(cycleLimit, mode, quirks, on);
    }
}
