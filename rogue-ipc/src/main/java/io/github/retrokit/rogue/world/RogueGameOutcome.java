package io.github.retrokit.rogue.world;

/**
 * How a game ended: the four endings of logging.h's {@code game_over_status}, with the words print_game_over
 * uses, and {@link #TURN_LIMIT}, which the course's world does not have.
 */
public enum RogueGameOutcome {
    REACHED("won by reaching the door"),
    SURVIVED("won by surviving all monsters"),
    DIED("lost by dying"),
    LEFT("lost by leaving the game"),
    /**
     * Stopped by {@link RogueGameOptions#maxTurns()}: no winner, so nothing is printed after the last turn's map (the
     * output is exactly the start of what the course's world would print) and every child gets game_over.
     */
    TURN_LIMIT("stopped at the turn limit");

    private final String text;

    RogueGameOutcome(String text) {
        this.text = text;
    }

    /** E.g. "won by reaching the door". */
    public String text() {
        return text;
    }
}
