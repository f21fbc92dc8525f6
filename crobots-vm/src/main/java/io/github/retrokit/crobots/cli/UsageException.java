package io.github.retrokit.crobots.cli;

/** A command-line mistake: the message names the argument; the CLI exits with status 2. */
final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
