package io.github.retrokit.mips.cli;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The program's standard output as the CLI gives it to the machine: a {@link PrintStream} swallows write
 * errors, so a program printing in a loop into a closed pipe ({@code | head -1}) would run forever. This
 * stream checks after every write and throws {@link Closed}, which ends the run.
 */
final class StdoutGuard extends OutputStream {
    /** Standard output can no longer be written. */
    static final class Closed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Closed() {
            super("standard output is closed", null, false, false);
        }
    }

    private final PrintStream target;

    StdoutGuard(PrintStream target) {
        this.target = target;
    }

    @Override
    public void write(int b) {
        target.write(b);
        check();
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        target.write(bytes, offset, length);
        check();
    }

    @Override
    public void flush() {
        target.flush();
        check();
    }

    private void check() {
        if (target.checkError()) {
            throw new Closed();
        }
    }
}
