package io.github.retrokit.rogue.world;

/** Watches a game: every message exchanged (for --trace) and every diagnostic about a misbehaving child. */
public interface RogueGameObserver {

    /** Observes nothing. */
    RogueGameObserver NONE = new RogueGameObserver() {
    };

    /**
     * One message, decoded.
     *
     * @param turn 0 while starting up, then the turn number
     * @param entity e.g. "player" or "monster J#2"
     * @param toEntity true for world to entity, false for entity to world
     * @param message the decoded message or response (its toString is the trace text)
     */
    default void message(int turn, String entity, boolean toEntity, Object message) {
    }

    /**
     * One sentence about something that went wrong.
     *
     * @param sentence e.g. about a child that sent garbage and was removed
     */
    default void diagnostic(String sentence) {
    }
}
