package io.github.retrokit.austerity.posix;

/**
 * The self-pipe trick: {@link #trigger()} may be called from any thread (a signal handler's thread) and
 * makes {@link #fd()} readable, which interrupts every {@code poll} that includes it.
 */
public final class WakeUpPipe implements AutoCloseable {
    private final Posix posix;
    private final Pipe pipe;
    private volatile boolean triggered;
    private volatile boolean closed;

    public WakeUpPipe(Posix posix) throws PosixException {
        this.posix = posix;
        this.pipe = posix.pipe();
    }

    /** The descriptor to poll for readability. */
    public int fd() {
        return pipe.readFd();
    }

    public synchronized void trigger() {
        if (triggered || closed) {
            return;
        }
        triggered = true;
        try {
            posix.write(pipe.writeFd(), new byte[] {1}, 0, 1);
        } catch (PosixException e) {
            // the flag alone still tells the loop to stop at its next check
        }
    }

    public boolean isTriggered() {
        return triggered;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (int fd : new int[] {pipe.readFd(), pipe.writeFd()}) {
            try {
                posix.close(fd);
            } catch (PosixException e) {
                // nothing left to release
            }
        }
    }
}
