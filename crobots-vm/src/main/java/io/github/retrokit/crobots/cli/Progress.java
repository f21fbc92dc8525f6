package io.github.retrokit.crobots.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A one-line progress counter on stderr, drawn only when stderr is a terminal and not turned off
 * ({@code --no-progress}): {@code tournament 37/100 matches  12.3/s  ETA 0:05}, redrawn with {@code \r} at most
 * 4 times a second (the first and the last count always), cleared at the end.
 */
final class Progress {

    /** Least time between two redraws: at most 4 a second. */
    static final long REDRAW_NANOS = 250_000_000L;

    private final PrintStream err;
    private final boolean enabled;
    private final int total;
    private final String what;
    private final LongSupplier clock;
    private final long start;
    private long lastDraw = Long.MIN_VALUE;
    private int width;

    /** The clock (a class, not {@code System::nanoTime}: no lambda bootstrap in a cold start). */
    private static final LongSupplier NANO_TIME = new LongSupplier() {
        @Override
        public long getAsLong() {
            return System.nanoTime();
        }
    };

    Progress(Console console, boolean wanted, int total, String what) {
        this(console.err(), console.stderrIsTerminal() && wanted && total > 1, total, what, NANO_TIME);
    }

    Progress(PrintStream err, boolean enabled, int total, String what, LongSupplier clock) {
        this.err = err;
        this.enabled = enabled;
        this.total = total;
        this.what = what;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    synchronized void update(int done) {
        if (!enabled) {
            return;
        }
        long now = clock.getAsLong();
        if (done < total && lastDraw != Long.MIN_VALUE && now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        String line = line(done, now - start);
        err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
        width = Math.max(width, line.length());
        err.flush();
    }

    /** {@code <what> done/total matches  rate/s  ETA m:ss} after {@code elapsed} nanoseconds. */
    String line(int done, long elapsed) {
        StringBuilder s = new StringBuilder(what).append(' ').append(done).append('/').append(total).append(" matches");
        if (elapsed > 0 && done > 0) {
            double rate = done * 1e9 / elapsed;
            long eta = Math.round((total - done) / rate);
            s.append(String.format(Locale.ROOT, "  %.1f/s  ETA %d:%02d", rate, eta / 60, eta % 60));
        }
        return s.toString();
    }

    synchronized void clear() {
        if (enabled && width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
        }
    }
}
