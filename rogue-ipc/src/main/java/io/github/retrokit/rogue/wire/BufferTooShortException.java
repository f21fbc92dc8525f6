package io.github.retrokit.rogue.wire;

/**
 * A buffer handed to a {@link WireFormat} encoder or decoder has fewer bytes left than the whole message needs.
 * This is the caller's mistake, not the peer's: the codec works on whole messages, and assembling them from short
 * reads is {@link FrameReader}'s job (bytes that arrive cut short are a {@link TruncatedMessageException}). The
 * buffer is left as it was. Names the struct and both sizes.
 */
public final class BufferTooShortException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String struct;
    private final int needed;
    private final int remaining;

    public BufferTooShortException(String struct, int needed, int remaining) {
        super("a " + struct + " needs " + needed + " bytes, the buffer has " + remaining + " left");
        this.struct = struct;
        this.needed = needed;
        this.remaining = remaining;
    }

    /** The C struct being encoded or decoded, e.g. {@code monster_message}. */
    public String struct() {
        return struct;
    }

    /** The struct's size: the bytes a whole message takes. */
    public int needed() {
        return needed;
    }

    /** The bytes the buffer had left (fewer than {@link #needed()}). */
    public int remaining() {
        return remaining;
    }
}
