package io.github.retrokit.rogue.world;

/** The game could not start: a child could not be started or did not send ready. Everything started is reaped. */
public final class RogueGameStartException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * @param message the whole sentence, naming the child and what went wrong
     * @param cause the underlying failure, or null
     */
    public RogueGameStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
