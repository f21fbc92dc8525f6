package io.github.retrokit.rogue.transport;

/** What waiting for a child's response produced: a response, or the reason there will be none. */
public sealed interface Reply<R> {

    /** A whole, well-formed response. */
    record Answer<R>(R response) implements Reply<R> {
    }

    /** No response, ever again: the conversation with this child is over. */
    record Ended<R>(Reason reason, String detail) implements Reply<R> {
        @Override
        public String toString() {
            return "no response: " + detail;
        }
    }

    /** Why a child gave no response. */
    enum Reason {
        /** End of stream at a message boundary: the child closed its end or exited (the player's "leave"). */
        CLOSED,
        /** End of stream in the middle of a response. */
        TRUNCATED,
        /** Bytes that are not a response (e.g. an unknown type). */
        MALFORMED,
        /** No whole response before the deadline. */
        TIMEOUT,
        /** The in-process entity threw, or the connection failed. */
        FAILED
    }
}
