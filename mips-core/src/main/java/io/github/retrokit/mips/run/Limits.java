package io.github.retrokit.mips.run;

import java.time.Duration;

/**
 * Bounds that keep a runaway program from hurting its host. Each one ends the run with
 * {@link RunResult.LimitReached} and a clear message.
 *
 * @param maxInstructions instructions to execute at most (MARS's step limit); {@link Long#MAX_VALUE} for none
 * @param maxOutputBytes  bytes the program may print (console syscalls and writes to fds 1/2)
 * @param wallClock       real time the run may take; {@code null} for none
 */
public record Limits(long maxInstructions, long maxOutputBytes, Duration wallClock) {
    /** No limits at all. */
    public static final Limits NONE = new Limits(Long.MAX_VALUE, Long.MAX_VALUE, null);

    /** Validates the bounds. */
    public Limits {
        if (maxInstructions < 0 || maxOutputBytes < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
        if (wallClock != null && wallClock.isNegative()) {
            throw new IllegalArgumentException("wall-clock limit must not be negative");
        }
    }

    /** A copy with at most {@code n} instructions. */
    public Limits withMaxInstructions(long n) { return new Limits(n, maxOutputBytes, wallClock); }

    /** A copy with at most {@code n} bytes of output. */
    public Limits withMaxOutputBytes(long n) { return new Limits(maxInstructions, n, wallClock); }

    /** A copy with a wall-clock limit ({@code null} for none). */
    public Limits withWallClock(Duration d) { return new Limits(maxInstructions, maxOutputBytes, d); }
}
