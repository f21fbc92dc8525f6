package io.github.retrokit.austerity.rules;

import java.util.Objects;

/**
 * A development card: the colour of the discount it gives its owner, its points, and its cost.
 *
 * @param discount the colour of the one-token discount the owner gets on all later purchases
 * @param points the points the card is worth (never negative)
 * @param cost the tokens it costs, before the buyer's discounts
 */
public record Card(Colour discount, int points, Tokens cost) {

    /**
     * @throws IllegalArgumentException on a null colour or cost, or negative points
     * @param discount the colour of the one-token discount the owner gets on all later purchases
     * @param points the points the card is worth (never negative)
     * @param cost the tokens it costs, before the buyer's discounts
     */
    public Card {
        Objects.requireNonNull(discount, "discount");
        Objects.requireNonNull(cost, "cost");
        if (points < 0) {
            throw new IllegalArgumentException("negative points " + points);
        }
    }

    /**
     * A card from its parts, cost in P, B, Y, R order.
     *
     * @param discount the colour of the one-token discount the owner gets on all later purchases
     * @param points points that trigger the end of the game (≥ 0)
     * @param purple purple count
     * @param brown brown count
     * @param yellow yellow count
     * @param red red count
     * @return a card from its parts, cost in P, B, Y, R order
     */
    public static Card of(Colour discount, int points, int purple, int brown, int yellow, int red) {
        return new Card(discount, points, new Tokens(purple, brown, yellow, red));
    }

    /**
     * The deck-file and {@code newcard} form {@code D:V:P,B,Y,R}, e.g. {@code B:1:1,0,0,0}.
     *
     * @return the deck-file and {@code newcard} form {@code D:V:P,B,Y,R}, e.g. {@code B:1:1,0,0,0}
     */
    public String format() {
        return discount.letter() + ":" + points + ":" + cost.format();
    }
}
