package io.github.retrokit.mips.device;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Keys read one byte at a time from a stream whenever the keyboard wants one (the read may wait for the
 * stream): the machine sees the same keys at the same instruction counts on every run, which makes piped
 * input and tests deterministic.
 */
public final class StreamKeys implements KeySource {
    private final InputStream in;
    private boolean ended;

    /**
     * Keys from {@code in}; it is not closed here.
     *
     * @param in standard input
     */
    public StreamKeys(InputStream in) {
        this.in = in;
    }

    @Override
    public int next() {
        if (ended) {
            return END;
        }
        try {
            int b = in.read();
            if (b < 0) {
                ended = true;
                return END;
            }
            return b;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the keyboard's input", e);
        }
    }
}
