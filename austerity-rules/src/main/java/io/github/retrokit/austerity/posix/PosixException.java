package io.github.retrokit.austerity.posix;

import java.io.IOException;
import jnr.constants.platform.Errno;

/** A failed system call: which call, on what, and the exact error number the C library reported. */
public final class PosixException extends IOException {
    private static final long serialVersionUID = 1L;

    private final String call;
    private final int errno;

    public PosixException(String call, int errno) {
        super(call + ": " + describe(errno));
        this.call = call;
        this.errno = errno;
    }

    /** The call and its main argument as written in C, e.g. {@code posix_spawnp(./nosuch)}. */
    public String call() {
        return call;
    }

    /** The C {@code errno} value, e.g. 2 for ENOENT. */
    public int errno() {
        return errno;
    }

    /** The symbolic name of {@link #errno()}, e.g. {@code ENOENT}, or {@code errno N} when unknown. */
    public String errnoName() {
        Errno e = Errno.valueOf(errno);
        return e == Errno.__UNKNOWN_CONSTANT__ ? "errno " + errno : e.name();
    }

    /** {@code ENOENT (No such file or directory)}. */
    public static String describe(int errno) {
        Errno e = Errno.valueOf(errno);
        return e == Errno.__UNKNOWN_CONSTANT__ ? "errno " + errno : e.name() + " (" + e.description() + ")";
    }
}
