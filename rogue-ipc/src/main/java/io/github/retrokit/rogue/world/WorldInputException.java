package io.github.retrokit.rogue.world;

/** The world's input is not in the course's format; the message names the line and what was expected. */
public final class WorldInputException extends Exception {

    private static final long serialVersionUID = 1L;

    /** The line where it went wrong. */
    private final int line;

    /**
     * @param source the input's name, e.g. "stdin"
     * @param line where it went wrong, from 1
     * @param problem what is wrong and what was expected
     */
    public WorldInputException(String source, int line, String problem) {
        super(source + ":" + line + ": " + problem);
        this.line = line;
    }

    /**
     * Where it went wrong.
     *
     * @return the line number, from 1
     */
    public int line() {
        return line;
    }
}
