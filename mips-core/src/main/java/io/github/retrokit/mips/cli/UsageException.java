package io.github.retrokit.mips.cli;

/** A wrong command line: the message says what and where; the status is 2. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
