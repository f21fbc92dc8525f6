package io.github.retrokit.crobots.match;

/** How a match ended: one survivor wins, several tie (the cycle limit), none is mutual destruction. */
public enum Outcome {
    /** Exactly one robot survived. */
    WIN,
    /** Several robots survived (the cycle limit ended the match). */
    TIE,
    /** No robot survived. */
    MUTUAL_DESTRUCTION
}
