package io.github.retrokit.austerity.rules;

/**
 * A snapshot of one player's position ({@link GameView#player(int)}).
 *
 * @param player the player number (0 = A)
 * @param points points from owned cards
 * @param discounts one per owned card of each colour
 * @param tokens coloured and wild tokens held
 */
public record PlayerState(int player, int points, Tokens discounts, Purse tokens) {
}
