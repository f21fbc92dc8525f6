package io.github.retrokit.austerity.posix;

import java.util.List;

/**
 * A child process whose stdin and stdout are pipes held by this process; its stderr goes to
 * {@code /dev/null} and it inherits no other descriptor. Closing releases this side's two descriptors;
 * reaping the child is the caller's business ({@link Posix#waitFor}).
 */
public final class PipedChild implements AutoCloseable {
    private final Posix posix;
    private final int pid;
    private int toChild;
    private int fromChild;

    private PipedChild(Posix posix, int pid, int toChild, int fromChild) {
        this.posix = posix;
        this.pid = pid;
        this.toChild = toChild;
        this.fromChild = fromChild;
    }

    /**
     * Spawns {@code argv} (PATH lookup) with fresh close-on-exec pipes for its stdin and stdout.
     *
     * @throws PosixException when a pipe cannot be made or the program cannot be started; nothing leaks
     */
    public static PipedChild start(Posix posix, List<String> argv) throws PosixException {
        Pipe in = posix.pipe();
        Pipe out;
        try {
            out = posix.pipe();
        } catch (PosixException e) {
            closeQuietly(posix, in.readFd(), in.writeFd());
            throw e;
        }
        int pid;
        try {
            pid = posix.spawnp(SpawnRequest.piped(argv, in.readFd(), out.writeFd()));
        } catch (PosixException e) {
            closeQuietly(posix, in.readFd(), in.writeFd(), out.readFd(), out.writeFd());
            throw e;
        }
        closeQuietly(posix, in.readFd(), out.writeFd());
        return new PipedChild(posix, pid, in.writeFd(), out.readFd());
    }

    public int pid() {
        return pid;
    }

    /** The descriptor this process writes the child's stdin to (-1 once closed). */
    public int toChild() {
        return toChild;
    }

    /** The descriptor this process reads the child's stdout from (-1 once closed). */
    public int fromChild() {
        return fromChild;
    }

    /** Closes the child's stdin (it reads end of file). */
    public void closeToChild() {
        closeQuietly(posix, toChild);
        toChild = -1;
    }

    /** Closes both of this side's descriptors; idempotent. */
    @Override
    public void close() {
        closeToChild();
        closeQuietly(posix, fromChild);
        fromChild = -1;
    }

    private static void closeQuietly(Posix posix, int... fds) {
        for (int fd : fds) {
            if (fd >= 0) {
                try {
                    posix.close(fd);
                } catch (PosixException e) {
                    // already closed or invalid: nothing left to release
                }
            }
        }
    }
}
