package io.github.retrokit.austerity.rules;

/**
 * Coloured tokens plus wild tokens: what a player holds, or what a purchase pays.
 *
 * @param coloured the coloured tokens, P, B, Y, R
 * @param wild the wild tokens (never negative)
 */
public record Purse(Tokens coloured, int wild) {

    /** Nothing. */
    public static final Purse EMPTY = new Purse(Tokens.NONE, 0);

    /**
     * @throws IllegalArgumentException if {@code wild} is negative or {@code coloured} is null
     * @param coloured the coloured tokens, P, B, Y, R
     * @param wild the wild tokens (never negative)
     */
    public Purse {
        if (coloured == null) {
            throw new IllegalArgumentException("coloured tokens are null");
        }
        if (wild < 0) {
            throw new IllegalArgumentException("negative wild count " + wild);
        }
    }

    /**
     * A purse from five counts in P, B, Y, R, wild order.
     *
     * @param purple purple count
     * @param brown brown count
     * @param yellow yellow count
     * @param red red count
     * @param wild the wild tokens (never negative)
     * @return a purse from five counts in P, B, Y, R, wild order
     */
    public static Purse of(int purple, int brown, int yellow, int red, int wild) {
        return new Purse(new Tokens(purple, brown, yellow, red), wild);
    }

    /**
     * All tokens, coloured and wild.
     *
     * @return all tokens, coloured and wild
     */
    public int total() {
        return coloured.total() + wild;
    }

    /**
     * The wire form {@code P,B,Y,R,W}, e.g. {@code 1,0,2,0,1}.
     *
     * @return the wire form {@code P,B,Y,R,W}, e.g. {@code 1,0,0,0,2}
     */
    public String format() {
        return coloured.format() + "," + wild;
    }
}
