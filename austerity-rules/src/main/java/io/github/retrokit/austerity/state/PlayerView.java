package io.github.retrokit.austerity.state;

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.Market;
import io.github.retrokit.austerity.rules.Table;

/**
 * The game as a player program reconstructs it from hub messages: piles, market and every player's holdings.
 * It trusts the hub (interpretation 9): a structurally valid message is applied even if inconsistent with the
 * view. Such a message changes what it can: a purchase of a card that is not face up only moves the tokens, a
 * ninth face-up card or a player letter beyond the player count is ignored, and counts may go negative.
 */
public final class PlayerView extends Table {

    /** An empty view for a game of {@code players} players (2-26). */
    public PlayerView(int players) {
        super(checked(players));
    }

    /** Applies one hub message; {@code dowhat} and {@code eog} change nothing. */
    public void apply(HubMessage message) {
        if (message instanceof HubMessage.TokenPiles) {
            setPiles(((HubMessage.TokenPiles) message).tokens());
        } else if (message instanceof HubMessage.NewCard) {
            if (marketSize() < Market.CAPACITY) {
                addToMarket(((HubMessage.NewCard) message).card());
            }
        } else if (message instanceof HubMessage.Purchased) {
            HubMessage.Purchased m = (HubMessage.Purchased) message;
            if (m.player() < playerCount()) {
                purchase(m.player(), m.card(), m.payment());
            }
        } else if (message instanceof HubMessage.Took) {
            HubMessage.Took m = (HubMessage.Took) message;
            if (m.player() < playerCount()) {
                take(m.player(), m.tokens());
            }
        } else if (message instanceof HubMessage.TookWild) {
            int player = ((HubMessage.TookWild) message).player();
            if (player < playerCount()) {
                takeWild(player);
            }
        }
    }

    private static int checked(int players) {
        if (players < GameSetup.MIN_PLAYERS || players > GameSetup.MAX_PLAYERS) {
            throw new IllegalArgumentException("player count " + players + " is not 2-26");
        }
        return players;
    }
}
