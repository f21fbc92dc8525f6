package io.github.retrokit.rogue.transport;

import java.util.Optional;
import java.util.function.Function;

/**
 * What both in-process peers share: ready comes first (an entity is ready as soon as it exists), an empty reply
 * means the entity exited, and after that every receive reports the closed connection.
 */
abstract class EntityPeer<M, R> implements Peer<M, R> {

    private final ChildCommand command;
    final Function<M, Optional<R>> entity;
    private R ready;
    boolean ended;

    EntityPeer(ChildCommand command, R ready, Function<M, Optional<R>> entity) {
        this.command = command;
        this.ready = ready;
        this.entity = entity;
    }

    @Override
    public ChildCommand command() {
        return command;
    }

    @Override
    public final Reply<R> receive(long deadlineNanos) {
        if (ready != null) {
            R r = ready;
            ready = null;
            return new Reply.Answer<>(r);
        }
        if (ended || !hasPending()) {
            return closed();
        }
        return answer(deadlineNanos);
    }

    /** True when a message was sent and its answer not yet received. */
    abstract boolean hasPending();

    /** The entity's answer to the pending message. */
    abstract Reply<R> answer(long deadlineNanos);

    /** The reply an entity gave: a response, or (empty) it exited without one. */
    final Reply<R> replied(Optional<R> reply) {
        return reply.isPresent() ? new Reply.Answer<>(reply.get()) : closed();
    }

    final Reply<R> failed(Throwable e) {
        ended = true;
        return new Reply.Ended<>(Reply.Reason.FAILED, "failed: " + e);
    }

    private Reply<R> closed() {
        ended = true;
        return new Reply.Ended<>(Reply.Reason.CLOSED, "closed the connection without a response");
    }
}
