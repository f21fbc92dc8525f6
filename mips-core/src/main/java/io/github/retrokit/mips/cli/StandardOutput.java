package io.github.retrokit.mips.cli;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * Standard output as a {@link PrintStream} that remembers why a write failed (a PrintStream keeps only that it
 * failed), so that a closed pipe ({@code | head}) ends a command quietly with 141, as SIGPIPE ends a C program,
 * while any other failure ({@code > /dev/full}) is named and is status 3. The same shape as austerity's and
 * crobots' standard output; the modules share no code.
 */
final class StandardOutput extends PrintStream {
    private final Watch watch;

    private StandardOutput(Watch watch, Charset charset) {
        super(new BufferedOutputStream(watch, 8192), true, charset);
        this.watch = watch;
    }

    /** {@code out} (the descriptor's stream, unbuffered), buffered, flushed at each line as System.out is, watched. */
    static StandardOutput of(OutputStream out, Charset charset) {
        return new StandardOutput(new Watch(out), charset);
    }

    /**
     * {@code ok} while {@code out} has not failed; otherwise the status of {@link #failed}.
     *
     * @param prog the command as typed, e.g. {@code retrokit mips asm}
     */
    static int status(String prog, PrintStream out, PrintStream err, int ok) {
        return out.checkError() ? failed(prog, out, err) : ok;
    }

    /**
     * The exit status once standard output failed: 141 and nothing printed when its reader has gone (or the stream
     * does not say why), else 3 after {@code <prog>: cannot write standard output: <why>} on {@code err}.
     */
    static int failed(String prog, PrintStream out, PrintStream err) {
        IOException e = out instanceof StandardOutput s ? s.watch.failure : null;
        String why = e == null ? null : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (why == null || why.equals("Broken pipe")) {
            return ExitCodes.CLOSED_PIPE;
        }
        err.println(prog + ": cannot write standard output: " + why);
        err.flush();
        return ExitCodes.INPUT;
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
