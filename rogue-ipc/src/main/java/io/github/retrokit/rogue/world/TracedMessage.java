package io.github.retrokit.rogue.world;

import java.util.Objects;

/**
 * One message between the world and a child, as a {@link RogueGameObserver} sees it.
 *
 * @param turn 0 while starting up, then the turn number
 * @param entity the child, e.g. "player" or "monster J#2"
 * @param direction which way it went
 * @param content the decoded message or response, or why there is none (its toString is the trace text)
 */
public record TracedMessage(int turn, String entity, Direction direction, Object content) {

    /** Which way a message went. */
    public enum Direction {
        /** From the world to the child: a monster_message or player_message. */
        TO_ENTITY,
        /** From the child to the world: a response, or why none came. */
        FROM_ENTITY
    }

    /**
     * Checks that the entity, the direction and the content are given.
     *
     * @param turn 0 while starting up, then the turn number
     * @param entity the child, e.g. "player" or "monster J#2"
     * @param direction which way it went
     * @param content the decoded message or response, or why there is none
     */
    public TracedMessage {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(content, "content");
    }

    /**
     * Whether it went to the child.
     *
     * @return true for {@link Direction#TO_ENTITY}
     */
    public boolean toEntity() {
        return direction == Direction.TO_ENTITY;
    }
}
