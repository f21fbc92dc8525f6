package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;

/** Starts the world's children: as processes ({@link ProcessTransport}) or as objects ({@link InProcessTransport}). */
public interface Transport {

    Peer<PlayerMessage, PlayerResponse> startPlayer(ChildCommand command) throws StartFailedException;

    Peer<MonsterMessage, MonsterResponse> startMonster(ChildCommand command) throws StartFailedException;

    /** The most monsters a game may have: MONSTER_LIMIT of the wire format, or no limit in-process. */
    default int monsterLimit() {
        return Integer.MAX_VALUE;
    }
}
