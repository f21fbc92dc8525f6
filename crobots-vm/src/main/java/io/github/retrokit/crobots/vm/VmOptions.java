package io.github.retrokit.crobots.vm;

import java.util.Objects;

/** Settings of a {@link RobotVm}: the result of {@code x % 0}. */
public record VmOptions(ModZero modZero) {
    public VmOptions {
        Objects.requireNonNull(modZero, "modZero");
    }

    /** The classic settings: {@code x % 0 == 0}. */
    public static VmOptions classic() {
        return new VmOptions(ModZero.ZERO);
    }
}
