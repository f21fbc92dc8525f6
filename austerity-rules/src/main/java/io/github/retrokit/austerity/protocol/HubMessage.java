package io.github.retrokit.austerity.protocol;

import java.util.Objects;

import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.Market;
import io.github.retrokit.austerity.rules.Purse;
import io.github.retrokit.austerity.rules.Tokens;

/**
 * The seven hub-to-player messages. Player numbers are 0-25 (letters A-Z on the wire); card numbers 0-7.
 * The wire forms are produced by {@link Protocol#format(HubMessage)} and read by {@link Protocol#parseHubMessage}.
 */
public sealed interface HubMessage permits HubMessage.TokenPiles, HubMessage.NewCard, HubMessage.DoWhat,
        HubMessage.Purchased, HubMessage.Took, HubMessage.TookWild, HubMessage.EndOfGame {

    /** The one {@code dowhat} message. */
    DoWhat DOWHAT = new DoWhat();
    /** The one {@code eog} message. */
    EndOfGame EOG = new EndOfGame();

    /** {@code tokensT}: each coloured pile starts with {@code tokens} tokens. @param tokens the tokens in each coloured pile, at least 0 */
    record TokenPiles(int tokens) implements HubMessage {
        /**
         * @throws IllegalArgumentException if negative
         * @param tokens the tokens in each coloured pile, at least 0
         */
        public TokenPiles {
            if (tokens < 0) {
                throw new IllegalArgumentException("negative token count " + tokens);
            }
        }
    }

    /** {@code newcardD:V:P,B,Y,R}: a card was laid face up as the newest. @param card the card */
    record NewCard(Card card) implements HubMessage {
        /**
         * @throws NullPointerException if card is null
         * @param card the card
         */
        public NewCard {
            Objects.requireNonNull(card, "card");
        }
    }

    /** {@code dowhat}: the receiving player must act. */
    record DoWhat() implements HubMessage {
    }

    /**
     * {@code purchasedX:C:P,B,Y,R,W}: player X bought card C paying these tokens.
     *
     * @param player 0-25
     * @param card 0-7
     * @param payment the tokens paid
     */
    record Purchased(int player, int card, Purse payment) implements HubMessage {
        /**
         * @throws IllegalArgumentException on an out-of-range player or card
         * @param player 0-25
         * @param card 0-7
         * @param payment the tokens paid
         */
        public Purchased {
            checkPlayer(player);
            if (card < 0 || card >= Market.CAPACITY) {
                throw new IllegalArgumentException("card number " + card + " is not 0-7");
            }
            Objects.requireNonNull(payment, "payment");
        }
    }

    /**
     * {@code tookX:P,B,Y,R}: player X took these coloured tokens.
     *
     * @param player 0-25
     * @param tokens the tokens taken
     */
    record Took(int player, Tokens tokens) implements HubMessage {
        /**
         * @throws IllegalArgumentException on an out-of-range player
         * @param player 0-25
         * @param tokens the tokens taken
         */
        public Took {
            checkPlayer(player);
            Objects.requireNonNull(tokens, "tokens");
        }
    }

    /** {@code wildX}: player X took a wild token. @param player 0-25 */
    record TookWild(int player) implements HubMessage {
        /**
         * @throws IllegalArgumentException on an out-of-range player
         * @param player the player's number, 0 for A
         */
        public TookWild {
            checkPlayer(player);
        }
    }

    /** {@code eog}: the game is over. */
    record EndOfGame() implements HubMessage {
    }

    private static void checkPlayer(int player) {
        if (player < 0 || player >= 26) {
            throw new IllegalArgumentException("player number " + player + " is not 0-25");
        }
    }
}
