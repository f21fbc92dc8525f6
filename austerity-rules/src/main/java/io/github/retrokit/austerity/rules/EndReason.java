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
    FORFEIT;

    /**
     * Whether the game ended by the rules (the points target reached or the market empty) rather than being cut
     * short (round cap, stall) or forfeited. Tournaments credit wins for decided games only.
     *
     * @return true for {@link #TARGET_REACHED} and {@link #MARKET_EMPTY}
     */
    public boolean decided() {
        return this == TARGET_REACHED || this == MARKET_EMPTY;
    }
}
