package io.github.retrokit.crobots.vm;

/**
 * The 13 intrinsic functions, in the original's table order, with their argument counts. FCALL looks a
 * called name up here first, before the robot's own functions.
 */
public enum Intrinsic {
    SCAN("scan", 2), CANNON("cannon", 2), DRIVE("drive", 2), DAMAGE("damage", 0), SPEED("speed", 0),
    LOC_X("loc_x", 0), LOC_Y("loc_y", 0), RAND("rand", 1), SQRT("sqrt", 1), SIN("sin", 1), COS("cos", 1),
    TAN("tan", 1), ATAN("atan", 1);

    private final String sourceName;
    private final int arity;

    Intrinsic(String sourceName, int arity) {
        this.sourceName = sourceName;
        this.arity = arity;
    }

    /** The name robots call it by. */
    public String sourceName() {
        return sourceName;
    }

    /** The number of arguments it pops. */
    public int arity() {
        return arity;
    }

    /** The intrinsic called {@code name} (already truncated to 7 characters), or {@code null}. */
    public static Intrinsic byName(String name) {
        for (Intrinsic i : values()) {
            if (i.sourceName.equals(name)) {
                return i;
            }
        }
        return null;
    }
}
