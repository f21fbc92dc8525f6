package io.github.retrokit.crobots.program;

import java.io.IOException;

/** A compiled-robot file that cannot be loaded: not ours, an unknown version, truncated or corrupt. */
public class RobotFileException extends IOException {
    public RobotFileException(String message) {
        super(message);
    }

    public RobotFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
