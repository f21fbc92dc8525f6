package io.github.retrokit.rogue.world;

import java.util.List;

/**
 * How a game ended.
 *
 * @param outcome how it ended
 * @param turns the number of turns started (the player got that many messages before game over)
 * @param diagnostics the sentences reported about misbehaving children, in order
 */
public record RogueGameResult(RogueGameOutcome outcome, int turns, List<String> diagnostics) {

    /**
     * Copies the diagnostics.
     *
     * @param outcome how it ended
     * @param turns the number of turns started
     * @param diagnostics the sentences about misbehaving children
     */
    public RogueGameResult {
        diagnostics = List.copyOf(diagnostics);
    }
}
