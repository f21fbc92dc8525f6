package io.github.retrokit.rogue.posix;

import java.io.IOException;

/** A failed system call: which call (and on what), the errno and its strerror text. */
public final class PosixException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String call;
    private final int errno;
    private final String reason;

    public PosixException(String call, int errno, String reason) {
        super(call + ": " + reason + " (errno " + errno + ")");
        this.call = call;
        this.errno = errno;
        this.reason = reason;
    }

    /** E.g. "posix_spawnp(./monstr)". */
    public String call() {
        return call;
    }

    public int errno() {
        return errno;
    }

    /** strerror(errno), e.g. "No such file or directory". */
    public String reason() {
        return reason;
    }
}
