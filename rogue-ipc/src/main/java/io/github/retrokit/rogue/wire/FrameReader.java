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
        /**
         * Reads what is there.
         *
         * @param into where the bytes go
         * @param offset the first index to fill
         * @param length the most bytes to read
         * @return the count read, 0 for none now, -1 at end of stream
         * @throws IOException when reading fails
         */
        int read(byte[] into, int offset, int length) throws IOException;
    }

    private final String what;
    private final byte[] frame;
    private int filled;

    /**
     * A reader for messages of one size.
     *
     * @param what the struct name used in error messages, e.g. "monster_response"
     * @param size the struct's size in bytes
     */
    public FrameReader(String what, int size) {
        this.what = what;
        this.frame = new byte[size];
    }

    /**
     * Reads once from {@code source}.
     *
     * @param source where the bytes come from
     * @return false at a clean end of stream (no byte of a new message arrived), true otherwise
     * @throws TruncatedMessageException at end of stream in the middle of a message
     * @throws IOException when the source fails
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
     * @param source where the bytes come from
     * @return false at a clean end of stream before the first byte
     * @throws TruncatedMessageException at end of stream in the middle of a message
     * @throws IOException when the source fails
     */
    public boolean readFully(ByteSource source) throws IOException, TruncatedMessageException {
        while (!complete()) {
            if (!readFrom(source)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a whole message has arrived.
     *
     * @return true when {@link #take()} may be called
     */
    public boolean complete() {
        return filled == frame.length;
    }

    /**
     * Progress of the current message.
     *
     * @return the bytes of it received so far
     */
    public int filled() {
        return filled;
    }

    /**
     * Takes the complete message; the reader starts over for the next one.
     *
     * @return the message as a little-endian buffer of its own
     */
    public ByteBuffer take() {
        if (!complete()) {
            throw new IllegalStateException(what + " incomplete: " + filled + " of " + frame.length + " bytes");
        }
        filled = 0;
        return ByteBuffer.wrap(frame.clone()).order(ByteOrder.LITTLE_ENDIAN);
    }
}
