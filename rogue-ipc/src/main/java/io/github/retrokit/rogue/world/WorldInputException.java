package io.github.retrokit.rogue.world;

/** The world's input is not in the course's format; the message names the line and what was expected. */
public final class WorldInputException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int line;

    public WorldInputException(String source, int line, String problem) {
        super(source + ":" + line + ": " + problem);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
