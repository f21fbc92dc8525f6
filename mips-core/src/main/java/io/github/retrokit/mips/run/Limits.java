package io.github.retrokit.mips.run;

import java.time.Duration;

/**
 * Bounds that keep a runaway program from hurting its host. The instruction, output, file and wall-clock
 * bounds end the run with {@link RunResult.LimitReached} and a clear message; the memory bound ends it with
 * a {@link RunResult.RuntimeError} at the instruction (or syscall) that needed more.
 *
 * @param maxInstructions instructions to execute at most (MARS's step limit); {@link Long#MAX_VALUE} for none
 * @param maxOutputBytes  bytes the program may print (console syscalls and writes to fds 1/2)
 * @param wallClock       real time the run may take; {@code null} for none
 * @param maxMemoryBytes  memory the program may use: each 64 KiB page of the address space it (or the
 *                        loaded image) touches counts 64 KiB, each random stream of syscalls 40-44 counts
 *                        {@value io.github.retrokit.mips.syscall.SyscallContext#RANDOM_STREAM_BYTES} bytes;
 *                        {@link Long#MAX_VALUE} for none
 * @param maxFileBytes    bytes the program may write to files with syscall 15, all files together
 */
public record Limits(long maxInstructions, long maxOutputBytes, Duration wallClock, long maxMemoryBytes,
                     long maxFileBytes) {
    /** No limits at all (MARS has none). */
    public static final Limits NONE = new Limits(Long.MAX_VALUE, Long.MAX_VALUE, null, Long.MAX_VALUE, Long.MAX_VALUE);

    /**
     * The default memory limit: 64 MiB, more than all of MARS's segments together (4 MiB each, about 20 MiB
     * in the default layout) and far below a host's memory.
     */
    public static final long DEFAULT_MEMORY_BYTES = 64L << 20;

    /** The default limit on bytes written to files: 16 MiB. */
    public static final long DEFAULT_FILE_BYTES = 16L << 20;

    /**
     * The defaults of {@link MachineOptions#defaults()}, {@code mips run} and {@code mips call}: memory
     * {@value #DEFAULT_MEMORY_BYTES} bytes, files {@value #DEFAULT_FILE_BYTES} bytes, no other limit.
     */
    public static final Limits DEFAULT = NONE.withMaxMemoryBytes(DEFAULT_MEMORY_BYTES).withMaxFileBytes(DEFAULT_FILE_BYTES);

    /**
     * Validates the bounds.
     *
     * @param maxInstructions instructions the program may execute; Long.MAX_VALUE for no limit
     * @param maxOutputBytes bytes the program may print; Long.MAX_VALUE for no limit
     * @param wallClock the wall-clock limit, or null for none
     * @param maxMemoryBytes memory the program may use, in bytes; Long.MAX_VALUE for no limit
     * @param maxFileBytes bytes the program may write to files; Long.MAX_VALUE for no limit
     */
    public Limits {
        if (maxInstructions < 0 || maxOutputBytes < 0 || maxMemoryBytes < 0 || maxFileBytes < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
        if (wallClock != null && wallClock.isNegative()) {
            throw new IllegalArgumentException("wall-clock limit must not be negative");
        }
    }

    /**
     * Instruction, output and wall-clock limits; no memory or file limit.
     *
     * @param maxInstructions instructions the program may execute; Long.MAX_VALUE for no limit
     * @param maxOutputBytes bytes the program may print; Long.MAX_VALUE for no limit
     * @param wallClock the wall-clock limit, or null for none
     */
    public Limits(long maxInstructions, long maxOutputBytes, Duration wallClock) {
        this(maxInstructions, maxOutputBytes, wallClock, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /**
     * A copy with at most {@code n} instructions.
     *
     * @param n the instruction limit ({@link Long#MAX_VALUE} for none)
     * @return limits with this change, this one unchanged
     */
    public Limits withMaxInstructions(long n) {
        return new Limits(n, maxOutputBytes, wallClock, maxMemoryBytes, maxFileBytes);
    }

    /**
     * A copy with at most {@code n} bytes of output.
     *
     * @param n the output limit in bytes ({@link Long#MAX_VALUE} for none)
     * @return limits with this change, this one unchanged
     */
    public Limits withMaxOutputBytes(long n) {
        return new Limits(maxInstructions, n, wallClock, maxMemoryBytes, maxFileBytes);
    }

    /**
     * A copy with a wall-clock limit ({@code null} for none).
     *
     * @param d the wall-clock limit, or {@code null} for none
     * @return limits with this change, this one unchanged
     */
    public Limits withWallClock(Duration d) {
        return new Limits(maxInstructions, maxOutputBytes, d, maxMemoryBytes, maxFileBytes);
    }

    /**
     * A copy with at most {@code n} bytes of memory ({@link Long#MAX_VALUE} for none).
     *
     * @param n the memory limit in bytes
     * @return limits with this change, this one unchanged
     */
    public Limits withMaxMemoryBytes(long n) {
        return new Limits(maxInstructions, maxOutputBytes, wallClock, n, maxFileBytes);
    }

    /**
     * A copy with at most {@code n} bytes written to files ({@link Long#MAX_VALUE} for none).
     *
     * @param n the file output limit in bytes
     * @return limits with this change, this one unchanged
     */
    public Limits withMaxFileBytes(long n) {
        return new Limits(maxInstructions, maxOutputBytes, wallClock, maxMemoryBytes, n);
    }
}
