package io.github.retrokit.austerity.cli;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The three standard streams of a command, as raw byte streams (no charset surprises: every program output
 * is ASCII) with explicit flushing. Tests pass their own.
 *
 * @param in  standard input
 * @param out standard output
 * @param err standard error
 * @param terminal whether the process runs on a terminal ({@code System.console() != null}): progress is shown only then
 */
record Console(InputStream in, PrintStream out, PrintStream err, boolean terminal) {

    /** Streams that are not a terminal (tests, pipes). */
    Console(InputStream in, PrintStream out, PrintStream err) {
        this(in, out, err, false);
    }

    /** This process's descriptors 0, 1 and 2, buffered; callers flush. */
    static Console system() {
        return new Console(new BufferedInputStream(new FileInputStream(FileDescriptor.in), 1 << 14),
                WatchedOutput.of(new FileOutputStream(FileDescriptor.out), 1 << 14), stream(FileDescriptor.err),
                System.console() != null);
    }

    private static PrintStream stream(FileDescriptor fd) {
        return new PrintStream(new BufferedOutputStream(new FileOutputStream(fd), 1 << 14), false, StandardCharsets.ISO_8859_1);
    }

    void flush() {
        out.flush();
        err.flush();
    }
}
