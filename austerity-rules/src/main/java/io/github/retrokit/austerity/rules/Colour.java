package io.github.retrokit.austerity.rules;

/**
 * The four coloured token piles and card discounts, in the order every message and output uses:
 * Purple, Brown, Yellow, Red. Wild tokens are not a colour; they are counted separately.
 */
public enum Colour {
    /** Purple, letter {@code P}. */
    PURPLE('P'),
    /** Brown, letter {@code B}. */
    BROWN('B'),
    /** Yellow, letter {@code Y}. */
    YELLOW('Y'),
    /** Red, letter {@code R}. */
    RED('R');

    /** The number of colours (4). */
    public static final int COUNT = 4;

    private static final Colour[] VALUES = values();

    private final char letter;

    Colour(char letter) {
        this.letter = letter;
    }

    /**
     * The colour's letter as used in deck files and messages: {@code P}, {@code B}, {@code Y} or {@code R}.
     *
     * @return the colour's letter as used in deck files and messages: {@code P}, {@code B}, {@code Y} or {@code R}
     */
    public char letter() {
        return letter;
    }

    /**
     * The colour at {@code index} in P, B, Y, R order (0-3).
     *
     * @param index the colour index, 0-3
     * @return the colour at {@code index} in P, B, Y, R order (0-3)
     */
    public static Colour at(int index) {
        return VALUES[index];
    }

    /**
     * The colour named by a letter.
     *
     * @return the colour, or {@code null} when {@code letter} is not one of P, B, Y, R (case-sensitive)
     * @param letter the letter (P, B, Y or R)
     */
    public static Colour ofLetter(char letter) {
        switch (letter) {
            case 'P': return PURPLE;
            case 'B': return BROWN;
            case 'Y': return YELLOW;
            case 'R': return RED;
            default: return null;
        }
    }
}
