package io.github.retrokit.austerity.state;

import java.util.List;
import java.util.Optional;

/**
 * What the hub does after {@link HubGame#start()} or one reply: send {@link #deliveries()} in order (each line
 * plus newline), print {@link #stdout()} lines in order, then act on {@link #status()}.
 * Messages and stdout lines go to different streams, so only the order within each list matters.
 *
 * @param deliveries messages to send, in order
 * @param stdout lines for the hub's standard output, in order
 * @param status what happens next
 * @param rejection why the reply was refused (for {@link Status#AWAIT_REPLY} after a re-prompt, and
 *                  {@link Status#PROTOCOL_ERROR}), e.g. for a trace or diagnostic
 */
public record HubStep(List<Delivery> deliveries, List<String> stdout, Status status, Optional<String> rejection) {

    /** What the hub does next. */
    public enum Status {
        /** Read one line from {@link HubGame#awaitedPlayer()} and pass it to {@link HubGame#reply(String)}. */
        AWAIT_REPLY,
        /** The game is over (the {@code Winner(s)} line is in {@link #stdout()}): shut down normally, exit 0. */
        GAME_OVER,
        /** Second invalid reply in a row: shut down and exit 7 ({@code Protocol error by client}). */
        PROTOCOL_ERROR
    }
}
