package io.github.retrokit.crobots.cli;

import java.io.IOException;

/** Standard output has gone (a closed pipe): the command stops and exits quietly with status 141. */
final class ClosedOutputException extends IOException {
    private static final long serialVersionUID = 1L;

    ClosedOutputException() {
        super("standard output is a closed pipe", null);
    }
}
