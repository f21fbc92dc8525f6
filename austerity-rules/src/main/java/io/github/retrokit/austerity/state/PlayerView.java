package io.github.retrokit.austerity.state;

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.ActionRules;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.Market;
import io.github.retrokit.austerity.rules.Table;
import io.github.retrokit.austerity.rules.Verdict;
import java.util.Optional;

/**
 * The game as a player program reconstructs it from hub messages: piles, market and every player's holdings.
 * A hub reports only legal actions, so a message that contradicts this view is not one a real game can produce:
 * {@link #conflict} names it, and the player treats it as an invalid message (the spec's communication error)
 * instead of applying it. The order of messages is not checked.
 */
public final class PlayerView extends Table {

    /** An empty view for a game of {@code players} players (2-26). */
    public PlayerView(int players) {
        super(checked(players));
    }

    /**
     * Why {@code message} cannot happen in the game seen so far, or empty if it can: a player letter beyond the
     * player count, a ninth face-up card, a purchase of a card that is not face up or paid otherwise than the
     * rules require (which also rules out paying tokens the buyer does not hold), a take that is not one token of
     * three different colours from non-empty piles.
     */
    public Optional<String> conflict(HubMessage message) {
        if (message instanceof HubMessage.NewCard) {
            return marketSize() < Market.CAPACITY ? Optional.empty() : Optional.of("the market already holds 8 cards");
        }
        if (message instanceof HubMessage.Purchased m) {
            return conflict(m.player(), new Action.Purchase(m.card(), m.payment()));
        }
        if (message instanceof HubMessage.Took m) {
            return conflict(m.player(), new Action.Take(m.tokens()));
        }
        if (message instanceof HubMessage.TookWild m) {
            return conflict(m.player(), Action.WILD);
        }
        return Optional.empty();
    }

    private Optional<String> conflict(int player, Action action) {
        if (player >= playerCount()) {
            return Optional.of("there is no player " + GameView.letter(player) + " in a game of " + playerCount());
        }
        Verdict verdict = ActionRules.check(this, player, action);
        return verdict instanceof Verdict.Illegal illegal ? Optional.of(illegal.explanation()) : Optional.empty();
    }

    /**
     * Applies one hub message; {@code dowhat} and {@code eog} change nothing.
     *
     * @throws IllegalArgumentException if the message {@linkplain #conflict conflicts} with the view
     */
    public void apply(HubMessage message) {
        conflict(message).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        if (message instanceof HubMessage.TokenPiles m) {
            setPiles(m.tokens());
        } else if (message instanceof HubMessage.NewCard m) {
            addToMarket(m.card());
        } else if (message instanceof HubMessage.Purchased m) {
            purchase(m.player(), m.card(), m.payment());
        } else if (message instanceof HubMessage.Took m) {
            take(m.player(), m.tokens());
        } else if (message instanceof HubMessage.TookWild m) {
            takeWild(m.player());
        }
    }

    private static int checked(int players) {
        if (players < GameSetup.MIN_PLAYERS || players > GameSetup.MAX_PLAYERS) {
            throw new IllegalArgumentException("player count " + players + " is not 2-26");
        }
        return players;
    }
}
