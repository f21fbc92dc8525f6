package io.github.retrokit.crobots.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Standard output that remembers why a write failed, so that a closed pipe ({@code | head}) can end the
 * command quietly with status 141, as SIGPIPE ends a C program, while a full disk is reported.
 */
final class Stdout extends PrintStream {

    private final Watch watch;

    Stdout(OutputStream raw) {
        this(new Watch(raw));
    }

    private Stdout(Watch watch) {
        super(watch, false, StandardCharsets.UTF_8);
        this.watch = watch;
    }

    /** True when a write failed because the reader has gone (EPIPE). */
    boolean brokenPipe() {
        return watch.failure != null && "Broken pipe".equals(watch.failure.getMessage());
    }

    /** Why {@code out} failed, as the system said (e.g. "No space left on device"); null when it does not say. */
    static String failure(PrintStream out) {
        IOException e = out instanceof Stdout s ? s.watch.failure : null;
        return e == null ? null : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** True when {@code out} is a standard output whose reader has gone. */
    static boolean brokenPipe(PrintStream out) {
        return out instanceof Stdout s && s.brokenPipe();
    }

    private static final class Watch extends FilterOutputStream {
        private volatile IOException failure;

        Watch(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            watched(() -> out.write(b));
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
