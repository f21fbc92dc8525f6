package io.github.retrokit.mips.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/** Passes bytes on and remembers whether the last one ended a line (so a front end can start a fresh one). */
final class LineTracker extends FilterOutputStream {
    private volatile boolean atLineStart = true;

    LineTracker(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
        atLineStart = b == '\n';
        checkClosed();
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        if (len > 0) {
            atLineStart = b[off + len - 1] == '\n';
        }
        checkClosed();
    }

    /** A {@link PrintStream} underneath hides write errors: pass them on, so a closed pipe stops the program. */
    private void checkClosed() throws IOException {
        if (out instanceof PrintStream target && target.checkError()) {
            throw new IOException("standard output is closed");
        }
    }

    /** Someone else ended the line. */
    void lineEnded() { atLineStart = true; }

    /** True if nothing was written yet or the last byte was a newline. */
    boolean atLineStart() { return atLineStart; }
}
