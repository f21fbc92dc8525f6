package io.github.retrokit.rogue.cli;

/** A command-line mistake, worded for the user; Main prints it with the synopsis and exits 2. */
final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
