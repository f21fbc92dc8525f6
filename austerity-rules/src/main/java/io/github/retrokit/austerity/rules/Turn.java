package io.github.retrokit.austerity.rules;

import java.util.Optional;

/**
 * One turn that was played: an immutable record for observers and transcripts.
 *
 * @param player who acted (0 = A)
 * @param round the 1-based round the turn belongs to
 * @param action the legal action played (a purchase carries the payment made)
 * @param drawn the card drawn to refill the market after a purchase, if the deck had one
 * @param end why the game ended with this turn, if it did
 */
public record Turn(int player, int round, Action action, Optional<Card> drawn, Optional<EndReason> end) {
}
