package io.github.retrokit.rogue.world;

/** The four endings of logging.h's {@code game_over_status}, with the words print_game_over uses. */
public enum GameOutcome {
    REACHED("won by reaching the door"),
    SURVIVED("won by surviving all monsters"),
    DIED("lost by dying"),
    LEFT("lost by leaving the game");

    private final String text;

    GameOutcome(String text) {
        this.text = text;
    }

    /** E.g. "won by reaching the door". */
    public String text() {
        return text;
    }
}
