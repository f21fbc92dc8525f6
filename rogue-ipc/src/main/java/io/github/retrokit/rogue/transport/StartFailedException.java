package io.github.retrokit.rogue.transport;

/** A child could not be started, e.g. "cannot start ./monstr: No such file or directory". */
public final class StartFailedException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * @param message the whole sentence, e.g. "cannot start ./monstr: No such file or directory"
     * @param cause the underlying failure, or null
     */
    public StartFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
