package io.github.retrokit.rogue.monster;

import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;

import java.util.Optional;

/** A monster's decision procedure: one reply per world message. Runs in-process or behind {@link MonsterProgram}. */
public interface RogueMonster {

    /**
     * The reply to one message; empty when the monster exits without replying (game over). After replying
     * {@code mr_dead} the monster has exited and gets no further messages.
     *
     * @param message the world's message
     * @return the reply, or empty to exit without one
     */
    Optional<MonsterResponse> onMessage(MonsterMessage message);
}
