package io.github.retrokit.rogue.wire;

/**
 * A buffer handed to a {@link WireFormat} encoder or decoder has fewer bytes left than the whole message needs.
 * This is the caller's mistake, not the peer's: the codec works on whole messages, and assembling them from short
 * reads is {@link FrameReader}'s job (bytes that arrive cut short are a {@link TruncatedMessageException}). The
 * buffer is left as it was. Names the struct and both sizes.
 */
public final class BufferTooShortException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The struct's name. */
    private final String struct;
    /** The struct's size. */
    private final int needed;
    /** The bytes the buffer had left. */
    private final int remaining;

    /**
     * @param struct the C struct, e.g. {@code monster_message}
     * @param needed the struct's size in bytes
     * @param remaining the bytes the buffer had left
     */
    public BufferTooShortException(String struct, int needed, int remaining) {
        super("a " + struct + " needs " + needed + " bytes, the buffer has " + remaining + " left");
        this.struct = struct;
        this.needed = needed;
        this.remaining = remaining;
    }

    /**
     * The C struct being encoded or decoded.
     *
     * @return e.g. {@code monster_message}
     */
    public String struct() {
        return struct;
    }

    /**
     * The struct's size.
     *
     * @return the bytes a whole message takes
     */
    public int needed() {
        return needed;
    }

    /**
     * What the buffer had.
     *
     * @return the bytes the buffer had left (fewer than {@link #needed()})
     */
    public int remaining() {
        return remaining;
    }
}
