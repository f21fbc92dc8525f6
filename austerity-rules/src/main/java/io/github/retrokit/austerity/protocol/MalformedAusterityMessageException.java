package io.github.retrokit.austerity.protocol;

import io.github.retrokit.austerity.text.FieldReader;

/**
 * A line is not a valid message: it names the line, the 0-based offset where it goes wrong and why,
 * e.g. {@code invalid message "takes1,1,1,0" at offset 4: expected a number, found 's'}.
 */
public final class MalformedAusterityMessageException extends Exception {

    /** The offending line. */
    private final String line;
    /** The 0-based offset where it goes wrong. */
    private final int position;
    /** What was expected or found. */
    private final String reason;

    /**
     * @param line the offending line (without its newline)
     * @param position 0-based offset of the problem
     * @param reason what was expected or found
     */
    public MalformedAusterityMessageException(String line, int position, String reason) {
        super("invalid message \"" + FieldReader.printable(line) + "\" at offset " + position + ": " + reason, null, false, false);
        this.line = line;
        this.position = position;
        this.reason = reason;
    }

    /**
     * The offending line.
     *
     * @return the offending line
     */
    public String line() {
        return line;
    }

    /**
     * 0-based offset of the problem.
     *
     * @return 0-based offset of the problem
     */
    public int position() {
        return position;
    }

    /**
     * What was expected or found.
     *
     * @return what was expected or found
     */
    public String reason() {
        return reason;
    }
}
