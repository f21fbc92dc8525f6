package io.github.retrokit.rogue.world;

/**
 * How a game ended: the four endings of logging.h's {@code game_over_status}, with the words print_game_over
 * uses, and {@link #TURN_LIMIT}, which the course's world does not have.
 */
public enum RogueGameOutcome {
    /** The player reached the door. */
    REACHED("won by reaching the door"),
    /** Every monster died. */
    SURVIVED("won by surviving all monsters"),
    /** The player sent pr_dead. */
    DIED("lost by dying"),
    /** The player left: it closed its socket, or misbehaved. */
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

    /**
     * The words print_game_over uses after "Player ".
     *
     * @return e.g. "won by reaching the door"
     */
    public String text() {
        return text;
    }
}
