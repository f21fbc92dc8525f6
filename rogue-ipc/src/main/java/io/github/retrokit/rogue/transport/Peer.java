package io.github.retrokit.rogue.transport;

/**
 * The world's end of the conversation with one child (a process or an in-process object). Single-threaded:
 * the world sends, then receives. Sending to a child that is gone is not an error; the next receive reports it.
 *
 * @param <M> messages to the child
 * @param <R> responses from the child
 */
public interface Peer<M, R> {

    /**
     * The child's command line, for diagnostics.
     *
     * @return the command the child was started with
     */
    ChildCommand command();

    /**
     * Sends one whole message.
     *
     * @param message the message
     * @param deadlineNanos the latest {@link System#nanoTime()} to wait until for buffer space
     */
    void send(M message, long deadlineNanos);

    /**
     * Waits for the next response.
     *
     * @param deadlineNanos the latest {@link System#nanoTime()} to wait until
     * @return the response, or why there is none
     */
    Reply<R> receive(long deadlineNanos);

    /**
     * Ends the conversation: no more messages (a process reads end of stream), gives the child until
     * {@code graceNanos} from now to exit, kills it after that, and reaps it; a process's socket stays open until
     * then, so a last write of the child never meets a closed socket. Idempotent: later calls return the same status.
     *
     * @param graceNanos how long the child may take to exit before it is killed
     * @return how the child ended
     */
    ExitReport close(long graceNanos);
}
