package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;

/** Starts the world's children: as processes ({@link ProcessTransport}) or as objects ({@link InProcessTransport}). */
public interface Transport {

    /**
     * Starts the player.
     *
     * @param command its command line, as the world's input names it
     * @return the world's end of the conversation with it
     * @throws StartFailedException when it cannot be started
     */
    Peer<PlayerMessage, PlayerResponse> startPlayer(ChildCommand command) throws StartFailedException;

    /**
     * Starts one monster.
     *
     * @param command its command line, as the world's input names it
     * @return the world's end of the conversation with it
     * @throws StartFailedException when it cannot be started
     */
    Peer<MonsterMessage, MonsterResponse> startMonster(ChildCommand command) throws StartFailedException;

    /**
     * The most monsters a game may have.
     *
     * @return MONSTER_LIMIT of the wire format, or no limit ({@link Integer#MAX_VALUE}) in-process
     */
    default int monsterLimit() {
        return Integer.MAX_VALUE;
    }
}
