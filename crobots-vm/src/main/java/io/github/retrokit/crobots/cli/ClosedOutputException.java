package io.github.retrokit.crobots.cli;

import java.io.IOException;

/**
 * Standard output failed: the command stops; {@link Main#run} then exits quietly with 141 for a closed pipe, or with 3
 * and {@code retrokit crobots: cannot write standard output: <why>} otherwise.
 */
final class ClosedOutputException extends IOException {
    private static final long serialVersionUID = 1L;

    ClosedOutputException() {
        super("standard output failed", null);
    }
}
