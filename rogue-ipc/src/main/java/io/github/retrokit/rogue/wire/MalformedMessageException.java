package io.github.retrokit.rogue.wire;

/** Bytes that are not a valid message; names the byte offset (within the message) where it went wrong. */
public class MalformedMessageException extends Exception {

    private static final long serialVersionUID = 1L;

    /** Where in the message it went wrong. */
    private final int offset;

    /**
     * @param problem what is wrong, e.g. "unknown monster_response type 7"
     * @param offset where in the message, from its first byte
     */
    public MalformedMessageException(String problem, int offset) {
        super(problem + " at byte offset " + offset);
        this.offset = offset;
    }

    /**
     * Where it went wrong.
     *
     * @return the offset, from the start of the message, of the first byte that is wrong (or missing)
     */
    public int offset() {
        return offset;
    }
}
