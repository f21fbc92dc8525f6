package io.github.retrokit.austerity.posix;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads newline-terminated lines from a raw descriptor with a length limit and a timeout, and wakes up
 * early when a second "wake-up" descriptor becomes readable. Bytes that arrive after a line stay
 * buffered for the next call, exactly as {@code fgets} on a {@code FILE*} would keep them.
 *
 * <p>A line longer than the limit is reported ({@link ReadResult.TooLong}) once the limit is passed, and its
 * rest is skipped; every further {@code limit} bytes still without a newline are reported again, so a writer
 * that never ends its line is answered after a bounded read, never drained forever. Waiting is a blocking
 * {@code poll}: it costs no CPU.
 */
public final class FdLineReader {
    private final Posix posix;
    private final int fd;
    private final int maxLineBytes;
    private final byte[] chunk = new byte[4096];
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private byte[] pending = new byte[0];
    private int pendingStart;
    private boolean skippingRestOfLine;
    private int skipped;
    private boolean eof;

    public FdLineReader(Posix posix, int fd, int maxLineBytes) {
        this.posix = posix;
        this.fd = fd;
        this.maxLineBytes = maxLineBytes;
    }

    /**
     * Reads one line.
     *
     * @param timeoutMillis how long to wait for the line to complete; negative waits forever
     * @param wakeFd        a descriptor whose readability interrupts the wait, or -1
     */
    public ReadResult readLine(long timeoutMillis, int wakeFd) throws PosixException {
        long deadline = timeoutMillis < 0 ? Long.MAX_VALUE : System.nanoTime() + timeoutMillis * 1_000_000L;
        while (true) {
            ReadResult buffered = takeBufferedLine();
            if (buffered != null) {
                return buffered;
            }
            if (eof) {
                String partial = line.toString(StandardCharsets.ISO_8859_1);
                line.reset();
                return new ReadResult.EndOfFile(partial);
            }
            long left = deadline == Long.MAX_VALUE ? -1 : Math.max(0, (deadline - System.nanoTime()) / 1_000_000L);
            short[] ready = poll(left, wakeFd);
            if (wakeFd >= 0 && ready[1] != 0) {
                return new ReadResult.Woken();
            } else if (ready[0] != 0) {
                fill();
            } else if (deadline != Long.MAX_VALUE && System.nanoTime() >= deadline) {
                return new ReadResult.TimedOut(timeoutMillis);
            }
        }
    }

    private short[] poll(long timeoutMillis, int wakeFd) throws PosixException {
        int[] fds = wakeFd < 0 ? new int[] {fd} : new int[] {fd, wakeFd};
        short[] events = wakeFd < 0 ? new short[] {Posix.POLLIN} : new short[] {Posix.POLLIN, Posix.POLLIN};
        return posix.poll(fds, events, (int) Math.min(timeoutMillis, Integer.MAX_VALUE));
    }

    private void fill() throws PosixException {
        int n;
        try {
            n = posix.read(fd, chunk);
        } catch (PosixException e) {
            n = 0; // a read error is the loss of the peer, like end of file
        }
        if (n == 0) {
            eof = true;
        } else if (n > 0) {
            pending = Arrays.copyOf(chunk, n);
            pendingStart = 0;
        }
    }

    /** Moves buffered bytes into the current line; returns a result once a line ends or grows too long. */
    private ReadResult takeBufferedLine() {
        while (pendingStart < pending.length) {
            byte b = pending[pendingStart++];
            if (b == '\n') {
                if (skippingRestOfLine) {
                    skippingRestOfLine = false;
                    skipped = 0;
                    continue;
                }
                String text = line.toString(StandardCharsets.ISO_8859_1);
                line.reset();
                return new ReadResult.Line(text);
            }
            if (skippingRestOfLine) {
                if (++skipped > maxLineBytes) {
                    skipped = 0;
                    return new ReadResult.TooLong(maxLineBytes);
                }
                continue;
            }
            line.write(b);
            if (line.size() > maxLineBytes) {
                line.reset();
                skippingRestOfLine = true;
                return new ReadResult.TooLong(maxLineBytes);
            }
        }
        return null;
    }
}
