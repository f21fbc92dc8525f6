package io.github.retrokit.austerity.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A read-only view of the table: coloured piles, face-up cards (0 = oldest) and every player's points,
 * discounts and tokens. Strategies decide from this; both the hub's authoritative {@link GameState} and a
 * player's reconstructed view implement it. Players are numbered 0..n-1 (letters A, B, ...).
 *
 * <p>"Afford" always applies discounts first (interpretation 1): a player needs
 * {@code max(0, price - discount)} of each colour, paid with its coloured tokens first and wild tokens
 * for the rest.
 */
public interface GameView {

    /**
     * Number of players.
     *
     * @return number of players
     */
    int playerCount();

    /**
     * Number of face-up cards (0-8).
     *
     * @return number of face-up cards (0-8)
     */
    int marketSize();

    /**
     * Face-up card {@code index}, 0 = oldest.
     *
     * @param index the face-up card number, 0-7 (0 the oldest)
     * @return face-up card {@code index}, 0 = oldest
     */
    Card card(int index);

    /**
     * Tokens left in a coloured pile.
     *
     * @param colour the token colour
     * @return tokens left in a coloured pile
     */
    int pile(Colour colour);

    /**
     * A player's points.
     *
     * @param player the player's number, 0 for A
     * @return a player's points
     */
    int points(int player);

    /**
     * A player's discount in a colour (the number of cards of that colour it owns).
     *
     * @param player the player's number, 0 for A
     * @param colour the token colour
     * @return a player's discount in a colour (the number of cards of that colour it owns)
     */
    int discount(int player, Colour colour);

    /**
     * A player's coloured tokens of one colour.
     *
     * @param player the player's number, 0 for A
     * @param colour the token colour
     * @return a player's coloured tokens of one colour
     */
    int tokens(int player, Colour colour);

    /**
     * A player's wild tokens.
     *
     * @param player the player's number, 0 for A
     * @return a player's wild tokens
     */
    int wild(int player);

    /**
     * The face-up cards, oldest first (a snapshot).
     *
     * @return the face-up cards, oldest first (a snapshot)
     */
    default List<Card> market() {
        List<Card> cards = new ArrayList<>(marketSize());
        for (int i = 0; i < marketSize(); i++) {
            cards.add(card(i));
        }
        return cards;
    }

    /**
     * The four coloured piles.
     *
     * @return the four coloured piles
     */
    default Tokens piles() {
        return new Tokens(pile(Colour.PURPLE), pile(Colour.BROWN), pile(Colour.YELLOW), pile(Colour.RED));
    }

    /**
     * A player's discounts.
     *
     * @param player the player's number, 0 for A
     * @return a player's discounts
     */
    default Tokens discounts(int player) {
        return new Tokens(discount(player, Colour.PURPLE), discount(player, Colour.BROWN),
                discount(player, Colour.YELLOW), discount(player, Colour.RED));
    }

    /**
     * A player's tokens, coloured and wild.
     *
     * @param player the player's number, 0 for A
     * @return a player's tokens, coloured and wild
     */
    default Purse purse(int player) {
        return new Purse(new Tokens(tokens(player, Colour.PURPLE), tokens(player, Colour.BROWN),
                tokens(player, Colour.YELLOW), tokens(player, Colour.RED)), wild(player));
    }

    /**
     * A snapshot of one player's points, discounts and tokens.
     *
     * @param player the player's number, 0 for A
     * @return a snapshot of one player's points, discounts and tokens
     */
    default PlayerState player(int player) {
        return new PlayerState(player, points(player), discounts(player), purse(player));
    }

    /**
     * A read-only view of {@code view} that cannot be cast back to the mutable game behind it.
     *
     * @param view the table as the player sees it
     * @return a read-only view of {@code view} that cannot be cast back to the mutable game behind it
     */
    static GameView readOnly(GameView view) {
        return view instanceof ReadOnlyView ? view : new ReadOnlyView(view);
    }

    /**
     * Total tokens a player holds, wilds included.
     *
     * @param player the player's number, 0 for A
     * @return total tokens a player holds, wilds included
     */
    default int tokenCount(int player) {
        int total = wild(player);
        for (int c = 0; c < Colour.COUNT; c++) {
            total += tokens(player, Colour.at(c));
        }
        return total;
    }

    /**
     * Tokens of {@code colour} the player still owes for {@code card} after its discount: {@code max(0, price - discount)}.
     *
     * @param player the player's number, 0 for A
     * @param card the card
     * @param colour the token colour
     * @return tokens of {@code colour} the player still owes for {@code card} after its discount: {@code max(0, price - discount)}
     */
    default int need(int player, Card card, Colour colour) {
        return Math.max(0, card.cost().get(colour) - discount(player, colour));
    }

    /**
     * Tokens the player would pay in total for {@code card} (coloured plus wild), after discounts.
     *
     * @param player the player's number, 0 for A
     * @param card the card
     * @return tokens the player would pay in total for {@code card} (coloured plus wild), after discounts
     */
    default int price(int player, Card card) {
        int total = 0;
        for (int c = 0; c < Colour.COUNT; c++) {
            total += need(player, card, Colour.at(c));
        }
        return total;
    }

    /**
     * Wild tokens the player would need for {@code card}: what its coloured tokens do not cover.
     *
     * @param player the player's number, 0 for A
     * @param card the card
     * @return wild tokens the player would need for {@code card}: what its coloured tokens do not cover
     */
    default int wildNeeded(int player, Card card) {
        int wild = 0;
        for (int c = 0; c < Colour.COUNT; c++) {
            Colour colour = Colour.at(c);
            wild += Math.max(0, need(player, card, colour) - tokens(player, colour));
        }
        return wild;
    }

    /**
     * True when the player can pay for {@code card} now (discounts, coloured tokens, then wilds).
     *
     * @param player the player's number, 0 for A
     * @param card the card
     * @return true when the player can pay for {@code card} now (discounts, coloured tokens, then wilds)
     */
    default boolean canAfford(int player, Card card) {
        return wildNeeded(player, card) <= wild(player);
    }

    /**
     * The payment the rules require for {@code card}: per colour {@code min(need, held)} coloured tokens, and wild
     * tokens for the rest. Computed even when unaffordable (then {@code wild} exceeds what the player holds).
     *
     * @param player the player's number, 0 for A
     * @param card the card
     * @return the payment the rules require for {@code card}: per colour {@code min(need, held)} coloured tokens, and wild
tokens for the rest
     */
    default Purse payment(int player, Card card) {
        int[] coloured = new int[Colour.COUNT];
        int wild = 0;
        for (int c = 0; c < Colour.COUNT; c++) {
            Colour colour = Colour.at(c);
            int need = need(player, card, colour);
            coloured[c] = Math.max(0, Math.min(need, tokens(player, colour))); // a trusting view may hold < 0
            wild += need - coloured[c];
        }
        return new Purse(new Tokens(coloured[0], coloured[1], coloured[2], coloured[3]), wild);
    }

    /**
     * Number of coloured piles that are not empty.
     *
     * @return number of coloured piles that are not empty
     */
    default int nonEmptyPiles() {
        int count = 0;
        for (int c = 0; c < Colour.COUNT; c++) {
            if (pile(Colour.at(c)) > 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * True when taking three different colours is possible (at most one pile is empty).
     *
     * @return true when taking three different colours is possible (at most one pile is empty)
     */
    default boolean canTakeThree() {
        return nonEmptyPiles() >= 3;
    }

    /**
     * The players with the most points, in letter order.
     *
     * @return the players with the most points, in letter order
     */
    default List<Integer> leaders() {
        int best = Integer.MIN_VALUE;
        for (int p = 0; p < playerCount(); p++) {
            best = Math.max(best, points(p));
        }
        List<Integer> leaders = new ArrayList<>();
        for (int p = 0; p < playerCount(); p++) {
            if (points(p) == best) {
                leaders.add(p);
            }
        }
        return leaders;
    }

    /**
     * A player's letter: 0 is {@code A}.
     *
     * @param player the player's number, 0 for A
     * @return a player's letter: 0 is {@code A}
     */
    static char letter(int player) {
        return (char) ('A' + player);
    }

    /**
     * Players as comma-separated letters in the given order, e.g. {@code A,C}.
     *
     * @param players player numbers, 0 for A
     * @return the letters, e.g. {@code A,C}
     */
    static String letters(List<Integer> players) {
        StringBuilder out = new StringBuilder();
        for (int p : players) {
            if (out.length() > 0) {
                out.append(',');
            }
            out.append(letter(p));
        }
        return out.toString();
    }
}
