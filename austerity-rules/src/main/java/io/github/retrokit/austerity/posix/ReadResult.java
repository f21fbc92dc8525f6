package io.github.retrokit.austerity.posix;

/** What one attempt to read a line from a descriptor produced. */
public sealed interface ReadResult {

    /** A complete line, without its {@code \n}; bytes are mapped 1:1 to chars (ISO-8859-1). */
    record Line(String text) implements ReadResult {
    }

    /** The writer closed its end (or the read failed) before a complete line arrived. */
    record EndOfFile(String partial) implements ReadResult {
    }

    /**
     * More than the limit arrived without a newline (again, while skipping the rest of an overlong line); the
     * rest of that line will be skipped.
     */
    record TooLong(int limit) implements ReadResult {
    }

    /** Nothing complete arrived within the timeout. */
    record TimedOut(long millis) implements ReadResult {
    }

    /** The wake-up descriptor became readable (e.g. SIGINT) before a line was complete. */
    record Woken() implements ReadResult {
    }
}
