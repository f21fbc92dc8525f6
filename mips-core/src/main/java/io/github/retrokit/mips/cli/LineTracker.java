package io.github.retrokit.mips.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

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
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        if (len > 0) {
            atLineStart = b[off + len - 1] == '\n';
        }
    }

    /** Someone else ended the line. */
    void lineEnded() { atLineStart = true; }

    /** True if nothing was written yet or the last byte was a newline. */
    boolean atLineStart() { return atLineStart; }
}
