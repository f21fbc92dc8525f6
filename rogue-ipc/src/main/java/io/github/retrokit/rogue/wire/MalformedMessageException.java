package io.github.retrokit.rogue.wire;

/** Bytes that are not a valid message; names the byte offset (within the message) where it went wrong. */
public class MalformedMessageException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int offset;

    public MalformedMessageException(String problem, int offset) {
        super(problem + " at byte offset " + offset);
        this.offset = offset;
    }

    /** Offset, from the start of the message, of the first byte that is wrong (or missing). */
    public int offset() {
        return offset;
    }
}
