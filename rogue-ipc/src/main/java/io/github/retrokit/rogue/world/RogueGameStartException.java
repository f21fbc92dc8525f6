package io.github.retrokit.rogue.world;

/** The game could not start: a child could not be started or did not send ready. Everything started is reaped. */
public final class RogueGameStartException extends Exception {

    private static final long serialVersionUID = 1L;

    public RogueGameStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
