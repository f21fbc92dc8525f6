package io.github.retrokit.austerity.rules;

import java.util.Arrays;

/**
 * The mutable table of one game — piles, market, players — with the raw moves that change it and no rule checks.
 * {@link GameState} (the hub's authoritative game) and the player-side view build on it; the moves are
 * {@code protected} so only those layers can change a table. Both check moves with {@link ActionRules} before
 * applying them, so counts never go negative.
 */
public class Table implements GameView {

    private final int players;
    private final int[] piles = new int[Colour.COUNT];
    private final Card[] market = new Card[Market.CAPACITY];
    private int marketSize;
    private final int[] points;
    private final int[] discounts;
    private final int[] tokens;
    private final int[] wild;

    /**
     * An empty table for {@code players} players: no cards, empty piles, nobody owns anything.
     *
     * @param players the player count, 2-26
     */
    protected Table(int players) {
        if (players < 1 || players > GameSetup.MAX_PLAYERS) {
            throw new IllegalArgumentException("player count " + players);
        }
        this.players = players;
        this.points = new int[players];
        this.discounts = new int[players * Colour.COUNT];
        this.tokens = new int[players * Colour.COUNT];
        this.wild = new int[players];
    }

    @Override
    public final int playerCount() {
        return players;
    }

    @Override
    public final int marketSize() {
        return marketSize;
    }

    @Override
    public final Card card(int index) {
        if (index < 0 || index >= marketSize) {
            throw new IndexOutOfBoundsException("card " + index + " of " + marketSize);
        }
        return market[index];
    }

    @Override
    public final int pile(Colour colour) {
        return piles[colour.ordinal()];
    }

    @Override
    public final int points(int player) {
        return points[player];
    }

    @Override
    public final int discount(int player, Colour colour) {
        return discounts[player * Colour.COUNT + colour.ordinal()];
    }

    @Override
    public final int tokens(int player, Colour colour) {
        return tokens[player * Colour.COUNT + colour.ordinal()];
    }

    @Override
    public final int wild(int player) {
        return wild[player];
    }

    /**
     * Sets every coloured pile to {@code count} (the {@code tokens} message).
     *
     * @param count the tokens in the pile
     */
    protected final void setPiles(int count) {
        Arrays.fill(piles, count);
    }

    /**
     * Sets one coloured pile to {@code count}.
     *
     * @param colour the token colour
     * @param count the tokens in the pile
     */
    protected final void setPile(Colour colour, int count) {
        piles[colour.ordinal()] = count;
    }

    /**
     * Lays a card face up as the newest. @throws IllegalStateException when 8 cards lie already
     *
     * @param card the card
     */
    protected final void addToMarket(Card card) {
        if (marketSize == Market.CAPACITY) {
            throw new IllegalStateException("the market already holds 8 cards");
        }
        market[marketSize++] = card;
    }

    /**
     * The player buys card {@code index} for {@code payment}: the card leaves the market (newer cards move down),
     * the player gains its points and discount, and the paid coloured tokens return to their piles (wilds to the
     * unlimited wild pile). An index that is not face up only moves the tokens.
     *
     * @return the card bought, or {@code null} if {@code index} was not face up
     * @param player the player's number, 0 for A
     * @param index the face-up card bought, 0-7
     * @param payment the tokens paid
     */
    protected final Card purchase(int player, int index, Purse payment) {
        Card card = null;
        if (index >= 0 && index < marketSize) {
            card = market[index];
            System.arraycopy(market, index + 1, market, index, marketSize - index - 1);
            market[--marketSize] = null;
            points[player] += card.points();
            discounts[player * Colour.COUNT + card.discount().ordinal()]++;
        }
        for (int c = 0; c < Colour.COUNT; c++) {
            int paid = payment.coloured().get(c);
            tokens[player * Colour.COUNT + c] -= paid;
            piles[c] += paid;
        }
        wild[player] -= payment.wild();
        return card;
    }

    /**
     * The player takes coloured tokens from the piles.
     *
     * @param player the player's number, 0 for A
     * @param taken the tokens taken
     */
    protected final void take(int player, Tokens taken) {
        for (int c = 0; c < Colour.COUNT; c++) {
            int n = taken.get(c);
            tokens[player * Colour.COUNT + c] += n;
            piles[c] -= n;
        }
    }

    /**
     * The player takes one wild token.
     *
     * @param player the player's number, 0 for A
     */
    protected final void takeWild(int player) {
        wild[player]++;
    }
}
