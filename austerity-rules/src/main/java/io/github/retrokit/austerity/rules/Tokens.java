package io.github.retrokit.austerity.rules;

/**
 * A count per colour, in P, B, Y, R order: a card's cost, a player's discounts or coloured tokens,
 * the coloured piles, or the tokens of a {@code take}. Counts are never negative.
 *
 * @param purple purple count
 * @param brown brown count
 * @param yellow yellow count
 * @param red red count
 */
public record Tokens(int purple, int brown, int yellow, int red) {

    /** No tokens at all. */
    public static final Tokens NONE = new Tokens(0, 0, 0, 0);

    /**
     * @throws IllegalArgumentException if a count is negative
     * @param purple purple count
     * @param brown brown count
     * @param yellow yellow count
     * @param red red count
     */
    public Tokens {
        if (purple < 0 || brown < 0 || yellow < 0 || red < 0) {
            throw new IllegalArgumentException("negative token count in " + purple + "," + brown + "," + yellow + "," + red);
        }
    }

    /**
     * Tokens from four counts in P, B, Y, R order.
     *
     * @param purple purple count
     * @param brown brown count
     * @param yellow yellow count
     * @param red red count
     * @return tokens from four counts in P, B, Y, R order
     */
    public static Tokens of(int purple, int brown, int yellow, int red) {
        return new Tokens(purple, brown, yellow, red);
    }

    /**
     * The same count {@code n} of every colour (the opening piles).
     *
     * @param n the number of tokens of each colour
     * @return the same count {@code n} of every colour (the opening piles)
     */
    public static Tokens each(int n) {
        return new Tokens(n, n, n, n);
    }

    /**
     * The count of one colour.
     *
     * @param colour the token colour
     * @return the count of one colour
     */
    public int get(Colour colour) {
        return get(colour.ordinal());
    }

    /**
     * The count at colour index 0-3 (P, B, Y, R).
     *
     * @param colourIndex the colour's index, 0-3 (Purple, Brown, Yellow, Red)
     * @return the count at colour index 0-3 (P, B, Y, R)
     */
    public int get(int colourIndex) {
        switch (colourIndex) {
            case 0: return purple;
            case 1: return brown;
            case 2: return yellow;
            case 3: return red;
            default: throw new IndexOutOfBoundsException("colour index " + colourIndex);
        }
    }

    /**
     * The sum of the four counts.
     *
     * @return the sum of the four counts
     */
    public int total() {
        return purple + brown + yellow + red;
    }

    /**
     * The wire form {@code P,B,Y,R}, e.g. {@code 1,0,2,0}.
     *
     * @return the wire form {@code P,B,Y,R}, e.g. {@code 1,1,1,0}
     */
    public String format() {
        return purple + "," + brown + "," + yellow + "," + red;
    }
}
