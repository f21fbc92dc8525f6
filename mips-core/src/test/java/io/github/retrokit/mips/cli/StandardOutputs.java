package io.github.retrokit.mips.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Standard outputs for tests, built as {@link Main#main} builds the real one. */
public final class StandardOutputs {
    private StandardOutputs() { }

    /** A standard output whose every write fails with {@code why} ("No space left on device", "Broken pipe"). */
    public static PrintStream failing(String why) {
        return StandardOutput.of(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(why);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException(why);
            }
        }, StandardCharsets.UTF_8);
    }
}
