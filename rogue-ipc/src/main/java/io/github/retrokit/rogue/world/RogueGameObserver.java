package io.github.retrokit.rogue.world;

/** Watches a game: every message exchanged (for --trace) and every diagnostic about a misbehaving child. */
public interface RogueGameObserver {

    /** Observes nothing. */
    RogueGameObserver NONE = new RogueGameObserver() {
    };

    /**
     * One message, decoded.
     *
     * @param message the turn, the child, the direction and the content
     */
    default void message(TracedMessage message) {
    }

    /**
     * One sentence about something that went wrong.
     *
     * @param sentence e.g. about a child that sent garbage and was removed
     */
    default void diagnostic(String sentence) {
    }
}
