package io.github.retrokit.crobots.world;

/**
 * The original's known quirks, each a named flag: {@code true} reproduces the 1985 behaviour.
 * {@link #CLASSIC} has every quirk on (bit-exact with the original); {@link #FIXED} has every quirk off.
 *
 * @param scanWrap       scan's window does <em>not</em> wrap across 0°/360° (scanning 0 misses a target at 355)
 * @param collisionAccel collisions and wall hits stop the robot but keep its hidden accel, so it jumps back
 *                       to the desired speed at the next update
 * @param postfixValue   {@code a++} yields the new value, like {@code ++a} (compiler; passed through)
 * @param modZero        {@code x % 0} behaves as in the classic VM (the original died with SIGFPE; passed through)
 * @param staleLocals    local-table entries 16+ leak into later functions (compiler; passed through)
 */
public record Quirks(boolean scanWrap, boolean collisionAccel, boolean postfixValue, boolean modZero,
                     boolean staleLocals) {

    /** Every quirk reproduced: the original 1.1. */
    public static final Quirks CLASSIC = new Quirks(true, true, true, true, true);

    /** Every quirk fixed. */
    public static final Quirks FIXED = new Quirks(false, false, false, false, false);

    /** The names accepted by {@link #with(String, boolean)}. */
    public static final java.util.List<String> NAMES =
            java.util.List.of("scanWrap", "collisionAccel", "postfixValue", "modZero", "staleLocals");

    /**
     * This set with one quirk switched.
     *
     * @param name one of {@link #NAMES}
     * @param on   true for the original's behaviour
     * @return the new set
     * @throws IllegalArgumentException for an unknown quirk name
     */
    public Quirks with(String name, boolean on) {
        return switch (name) {
            case "scanWrap" -> new Quirks(on, collisionAccel, postfixValue, modZero, staleLocals);
            case "collisionAccel" -> new Quirks(scanWrap, on, postfixValue, modZero, staleLocals);
            case "postfixValue" -> new Quirks(scanWrap, collisionAccel, on, modZero, staleLocals);
            case "modZero" -> new Quirks(scanWrap, collisionAccel, postfixValue, on, staleLocals);
            case "staleLocals" -> new Quirks(scanWrap, collisionAccel, postfixValue, modZero, on);
            default -> throw new IllegalArgumentException(
                    "unknown quirk '" + name + "' (expected one of " + String.join(", ", NAMES) + ")");
        };
    }
}
