package io.github.retrokit.mips.syscall;

/** A syscall (a long {@code sleep}) reached the run's wall-clock deadline; the run ends. */
public final class WallClockExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The deadline passed while a syscall waited. */
    public WallClockExceeded() {
        super("wall-clock limit reached during a syscall", null, false, false);
    }
}
