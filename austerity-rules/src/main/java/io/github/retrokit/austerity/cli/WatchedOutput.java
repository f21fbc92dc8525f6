package io.github.retrokit.austerity.cli;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Standard output as a {@link PrintStream} that remembers why a write failed (a PrintStream keeps only that it
 * failed), so that a closed pipe ({@code | head}) ends a command quietly with 141, as SIGPIPE ends a C program,
 * while any other failure ({@code > /dev/full}: no space left on device) is named.
 */
final class WatchedOutput extends PrintStream {
    private final Watch watch;

    private WatchedOutput(Watch watch, int buffer) {
        super(new BufferedOutputStream(watch, buffer), false, StandardCharsets.ISO_8859_1);
        this.watch = watch;
    }

    /** {@code out}, buffered by {@code buffer} bytes, watched. */
    static WatchedOutput of(OutputStream out, int buffer) {
        return new WatchedOutput(new Watch(out), buffer);
    }

    /** The reason the last failed write gave, or null if none failed. */
    String failure() {
        IOException e = watch.failure;
        return e == null ? null : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * The exit status after {@code out.checkError()} said standard output failed: 141 and nothing printed when its
     * reader has gone (or the stream does not say why), else 3 after {@code <prog>: cannot write standard output:
     * <why>} on {@code console}'s stderr.
     */
    static int status(String prog, Console console) {
        String why = console.out() instanceof WatchedOutput w ? w.failure() : null;
        if (why == null || why.equals("Broken pipe")) {
            return CommandFailure.CLOSED_PIPE;
        }
        console.err().println(prog + ": cannot write standard output: " + why);
        console.err().flush();
        return CommandFailure.INPUT;
    }

    /** The descriptor's stream, remembering the last failure (BufferedOutputStream writes arrays and flushes). */
    private static final class Watch extends FilterOutputStream {
        private volatile IOException failure;

        Watch(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            watched(() -> out.write(b, off, len));
        }

        @Override
        public void flush() throws IOException {
            watched(out::flush);
        }

        private void watched(Write write) throws IOException {
            try {
                write.run();
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }
    }

    /** A write to the underlying stream. */
    @FunctionalInterface
    private interface Write {
        void run() throws IOException;
    }
}
