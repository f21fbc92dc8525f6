package io.github.retrokit.rogue.transport;

/**
 * The world's end of the conversation with one child (a process or an in-process object). Single-threaded:
 * the world sends, then receives. Sending to a child that is gone is not an error; the next receive reports it.
 *
 * @param <M> messages to the child
 * @param <R> responses from the child
 */
public interface Peer<M, R> {

    /** The child's command line, for diagnostics. */
    ChildCommand command();

    /** Sends one whole message, waiting for buffer space no later than {@code deadlineNanos} (System.nanoTime). */
    void send(M message, long deadlineNanos);

    /** The next response, or why there is none, waiting no later than {@code deadlineNanos}. */
    Reply<R> receive(long deadlineNanos);

    /**
     * Ends the conversation: no more messages (a process reads end of stream), gives the child until
     * {@code graceNanos} from now to exit, kills it after that, and reaps it; a process's socket stays open until
     * then, so a last write of the child never meets a closed socket. Idempotent: later calls return the same status.
     */
    ExitReport close(long graceNanos);
}
