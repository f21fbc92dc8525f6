package io.github.retrokit.austerity.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * One progress line on a terminal's stderr, redrawn with {@code \r} at most 4 times a second:
 * {@code tournament 37/100 games  12.3/s  ETA 0:05}; {@link #finish()} clears it. Thread-safe.
 */
final class Progress {
    private static final long INTERVAL_NANOS = 250_000_000L;

    private final PrintStream err;
    private final String what;
    private final String unit;
    private final int total;
    private final LongSupplier clock;
    private final long start;
    private long lastDrawn;
    private int width;

    /**
     * @param clock nanoseconds, as {@link System#nanoTime()}
     */
    Progress(PrintStream err, String what, int total, String unit, LongSupplier clock) {
        this.err = err;
        this.what = what;
        this.total = total;
        this.unit = unit;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.lastDrawn = start;
    }

    /** Records that {@code done} units are finished; redraws if the last drawing is 250 ms old. */
    synchronized void update(int done) {
        long now = clock.getAsLong();
        if (now - lastDrawn < INTERVAL_NANOS || done >= total) {
            return;
        }
        lastDrawn = now;
        String line = line(done, now - start);
        err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
        err.flush();
        width = line.length();
    }

    /** Clears the line, if one was drawn. */
    synchronized void finish() {
        if (width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }

    /** The text for {@code done} units after {@code elapsed} nanoseconds. */
    String line(int done, long elapsedNanos) {
        double seconds = elapsedNanos / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        String eta = rate > 0 ? clock((long) Math.ceil((total - done) / rate)) : "-:--";
        return String.format(Locale.ROOT, "%s %d/%d %s  %.1f/s  ETA %s", what, done, total, unit, rate, eta);
    }

    private static String clock(long seconds) {
        return seconds >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}
