package io.github.retrokit.rogue.wire;

/** End of stream inside a message: {@link #offset()} bytes of {@link #expected()} arrived. */
public final class TruncatedMessageException extends MalformedMessageException {

    private static final long serialVersionUID = 1L;

    /** The message size being read. */
    private final int expected;

    /**
     * @param what the struct, e.g. "monster_response"
     * @param received the bytes of it that arrived
     * @param expected its size
     */
    public TruncatedMessageException(String what, int received, int expected) {
        super("end of stream after " + received + " of " + expected + " bytes of a " + what, received);
        this.expected = expected;
    }

    /**
     * The message size that was being read.
     *
     * @return the struct's size in bytes
     */
    public int expected() {
        return expected;
    }
}
