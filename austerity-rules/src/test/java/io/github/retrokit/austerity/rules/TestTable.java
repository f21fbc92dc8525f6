package io.github.retrokit.austerity.rules;

/** A table set up directly for tests: owned cards, holdings, piles and the market. */
public final class TestTable extends Table {

    /** An empty table. */
    public TestTable(int players) {
        super(players);
    }

    /** The player owns these cards (points and discounts), bought for nothing. */
    public TestTable owns(int player, String... cards) {
        for (String card : cards) {
            addToMarket(card(card));
            purchase(player, marketSize() - 1, Purse.EMPTY);
        }
        return this;
    }

    /** The player holds these tokens (piles are unaffected). */
    public TestTable holds(int player, int purple, int brown, int yellow, int red, int wild) {
        Tokens coloured = Tokens.of(purple, brown, yellow, red);
        take(player, coloured);
        for (int c = 0; c < Colour.COUNT; c++) {
            setPile(Colour.at(c), pile(Colour.at(c)) + coloured.get(c));
        }
        for (int w = 0; w < wild; w++) {
            takeWild(player);
        }
        return this;
    }

    /** Sets the coloured piles. */
    public TestTable piles(int purple, int brown, int yellow, int red) {
        setPile(Colour.PURPLE, purple);
        setPile(Colour.BROWN, brown);
        setPile(Colour.YELLOW, yellow);
        setPile(Colour.RED, red);
        return this;
    }

    /** Lays these cards face up, oldest first. */
    public TestTable market(String... cards) {
        for (String card : cards) {
            addToMarket(card(card));
        }
        return this;
    }

    /** A card from its deck-file form. */
    public static Card card(String text) {
        try {
            return Deck.parseLine(text, 1);
        } catch (DeckFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
