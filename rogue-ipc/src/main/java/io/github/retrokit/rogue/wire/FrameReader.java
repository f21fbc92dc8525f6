package io.github.retrokit.rogue.wire;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Assembles one fixed-size message from as many reads as it takes (a stream socket may deliver it in pieces).
 * Stateful: feed it until {@link #complete()}, take the frame, then it starts over.
 */
public final class FrameReader {

    /** Where bytes come from: like read(2), returns the count read, 0 for "none now", -1 at end of stream. */
    @FunctionalInterface
    public interface ByteSource {
        int read(byte[] into, int offset, int length) throws IOException;
    }

    private final String what;
    private final byte[] frame;
    private int filled;

    /** @param what the struct name used in error messages, e.g. "monster_response" */
    public FrameReader(String what, int size) {
        this.what = what;
        this.frame = new byte[size];
    }

    /**
     * Reads once from {@code source}.
     *
     * @return false at a clean end of stream (no byte of a new message arrived), true otherwise
     * @throws TruncatedMessageException at end of stream in the middle of a message
     */
    public boolean readFrom(ByteSource source) throws IOException, TruncatedMessageException {
        int n = source.read(frame, filled, frame.length - filled);
        if (n < 0) {
            if (filled > 0) {
                int received = filled;
                filled = 0;
                throw new TruncatedMessageException(what, received, frame.length);
            }
            return false;
        }
        filled += n;
        return true;
    }

    /**
     * Blocking convenience: reads until a whole message arrived.
     *
     * @return false at a clean end of stream before the first byte
     */
    public boolean readFully(ByteSource source) throws IOException, TruncatedMessageException {
        while (!complete()) {
            if (!readFrom(source)) {
                return false;
            }
        }
        return true;
    }

    public boolean complete() {
        return filled == frame.length;
    }

    /** Bytes of the current message received so far. */
    public int filled() {
        return filled;
    }

    /** The complete message as a little-endian buffer; resets the reader for the next message. */
    public ByteBuffer take() {
        if (!complete()) {
            throw new IllegalStateException(what + " incomplete: " + filled + " of " + frame.length + " bytes");
        }
        filled = 0;
        return ByteBuffer.wrap(frame.clone()).order(ByteOrder.LITTLE_ENDIAN);
    }
}
