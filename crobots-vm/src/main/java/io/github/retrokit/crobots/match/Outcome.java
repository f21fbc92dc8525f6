package io.github.retrokit.crobots.match;

/** How a match ended: one survivor wins, several tie (the cycle limit), none is mutual destruction. */
public enum Outcome {
    WIN, TIE, MUTUAL_DESTRUCTION
}
