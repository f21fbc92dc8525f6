package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;

import java.util.Optional;

/** A player's decision procedure: one reply per world message. Runs in-process or behind {@link PlayerProgram}. */
public interface RoguePlayer {

    /**
     * The reply to one message; empty when the player exits without replying (it leaves the game, or the game
     * is over). After replying {@code pr_dead} the player has exited and gets no further messages.
     *
     * @param message the world's message
     * @return the reply, or empty to exit without one
     */
    Optional<PlayerResponse> onMessage(PlayerMessage message);
}
