package io.github.retrokit.rogue.wire;

/** End of stream inside a message: {@link #offset()} bytes of {@link #expected()} arrived. */
public final class TruncatedMessageException extends MalformedMessageException {

    private static final long serialVersionUID = 1L;

    private final int expected;

    public TruncatedMessageException(String what, int received, int expected) {
        super("end of stream after " + received + " of " + expected + " bytes of a " + what, received);
        this.expected = expected;
    }

    /** The message size that was being read. */
    public int expected() {
        return expected;
    }
}
