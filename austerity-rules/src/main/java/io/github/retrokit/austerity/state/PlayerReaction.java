package io.github.retrokit.austerity.state;

import java.util.List;
import java.util.Optional;

import io.github.retrokit.austerity.protocol.MalformedAusterityMessageException;

/**
 * What a player program does with one line from the hub: print {@link #stderr()} lines (each followed by a
 * newline), send {@link #reply()} (plus newline) to the hub if present, then continue, exit 0 after
 * {@link Status#GAME_OVER}, or exit 6 ({@code Communication Error}) after {@link Status#INVALID_MESSAGE}.
 *
 * @param stderr lines to print to stderr, in order
 * @param reply the line to send to the hub (only after {@code dowhat})
 * @param status what to do next
 * @param error why the line was rejected, for {@link Status#INVALID_MESSAGE}
 */
public record PlayerReaction(List<String> stderr, Optional<String> reply, Status status,
                             Optional<MalformedAusterityMessageException> error) {

    /** What the player program does after this line. */
    public enum Status {
        /** Read the next line. */
        CONTINUE,
        /** {@code eog} arrived: exit 0. */
        GAME_OVER,
        /** The line was not a valid message: exit 6 with {@code Communication Error}. */
        INVALID_MESSAGE
    }
}
