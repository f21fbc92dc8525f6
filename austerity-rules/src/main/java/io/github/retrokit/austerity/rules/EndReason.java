package io.github.retrokit.austerity.rules;

/** Why a game ended. */
public enum EndReason {
    /** A player reached the points target and the round was completed. */
    TARGET_REACHED,
    /** The deck ran out and the last face-up card was bought (the game ends at once). */
    MARKET_EMPTY,
    /** The round cap ({@link GameSetup#maxRounds()}) was reached; winners are those with the most points then. */
    ROUND_CAP,
    /**
     * The game stalled and {@link GameSetup#endOnStall()} is set: a whole round passed without a purchase although
     * every player could afford every face-up card on its turn. Winners are those with the most points then.
     */
    STALLED,
    /** In-process games only: a strategy gave two illegal actions in a row (the hub exits 7 instead). */
    FORFEIT
}
