package io.github.retrokit.austerity.posix;

/**
 * Writes whole messages to a non-blocking descriptor, waiting (with a timeout, and interruptibly through a
 * wake-up descriptor) while the pipe is full. A vanished reader is reported, never thrown: the protocol
 * detects the loss of a peer by the read that follows.
 */
public final class FdWriter {
    /** The outcome of one {@link #writeFully}. */
    public enum Outcome {
        WRITTEN,
        /** The reader is gone (EPIPE) or the write failed otherwise. */
        BROKEN,
        /** The pipe stayed full for the whole timeout: the reader is not reading. */
        TIMED_OUT,
        WOKEN
    }

    private final Posix posix;
    private final int fd;

    /** Puts {@code fd} into non-blocking mode. */
    public FdWriter(Posix posix, int fd) throws PosixException {
        this.posix = posix;
        this.fd = fd;
        posix.setNonBlocking(fd, true);
    }

    /**
     * @param timeoutMillis how long a full pipe may block the write; negative waits forever
     * @param wakeFd        a descriptor whose readability interrupts the wait, or -1
     */
    public Outcome writeFully(byte[] bytes, long timeoutMillis, int wakeFd) {
        long deadline = timeoutMillis < 0 ? Long.MAX_VALUE : System.nanoTime() + timeoutMillis * 1_000_000L;
        int done = 0;
        try {
            while (done < bytes.length) {
                int n = posix.write(fd, bytes, done, bytes.length - done);
                if (n > 0) {
                    done += n;
                    continue;
                }
                long left = deadline == Long.MAX_VALUE ? -1 : (deadline - System.nanoTime()) / 1_000_000L;
                if (deadline != Long.MAX_VALUE && left <= 0) {
                    return Outcome.TIMED_OUT;
                }
                int[] fds = wakeFd < 0 ? new int[] {fd} : new int[] {fd, wakeFd};
                short[] events = wakeFd < 0 ? new short[] {Posix.POLLOUT} : new short[] {Posix.POLLOUT, Posix.POLLIN};
                short[] ready = posix.poll(fds, events, (int) Math.min(left, Integer.MAX_VALUE));
                if (wakeFd >= 0 && ready[1] != 0) {
                    return Outcome.WOKEN;
                }
            }
            return Outcome.WRITTEN;
        } catch (PosixException e) {
            return Outcome.BROKEN;
        }
    }
}
