package io.github.retrokit.crobots.program;

import java.io.IOException;

/** A compiled-robot file that cannot be loaded: not ours, an unknown version, truncated or corrupt. */
public class RobotFileException extends IOException {
    /**
     * An exception with a message naming the file and the problem.
     *
     * @param message what is wrong, and where
     */
    public RobotFileException(String message) {
        super(message);
    }

    /**
     * An exception with a message and the failure that caused it.
     *
     * @param message what is wrong, and where
     * @param cause   the underlying failure
     */
    public RobotFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
