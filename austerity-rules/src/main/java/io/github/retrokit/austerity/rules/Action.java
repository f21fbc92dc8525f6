package io.github.retrokit.austerity.rules;

import java.util.Objects;

/**
 * What a player does on its turn; also the three player-to-hub messages
 * ({@code purchaseC:P,B,Y,R,W}, {@code takeP,B,Y,R}, {@code wild}).
 */
public sealed interface Action permits Action.Purchase, Action.Take, Action.TakeWild {

    /** The one wild action. */
    TakeWild WILD = new TakeWild();

    /**
     * Buy face-up card {@code card} (0 = oldest), paying exactly {@code payment}.
     *
     * @param card market index 0-7
     * @param payment the tokens handed over: coloured first, wild for the rest
     */
    record Purchase(int card, Purse payment) implements Action {
        /**
         * @throws IllegalArgumentException if {@code card} is not 0-7 or payment is null
         * @param card market index 0-7
         * @param payment the tokens handed over: coloured first, wild for the rest
         */
        public Purchase {
            if (card < 0 || card >= Market.CAPACITY) {
                throw new IllegalArgumentException("card number " + card + " is not 0-7");
            }
            Objects.requireNonNull(payment, "payment");
        }
    }

    /**
     * Take coloured tokens (legal only as three different colours, one each).
     *
     * @param tokens how many of each colour
     */
    record Take(Tokens tokens) implements Action {
        /**
         * @throws NullPointerException if tokens is null
         * @param tokens how many of each colour
         */
        public Take {
            Objects.requireNonNull(tokens, "tokens");
        }
    }

    /** Take one wild token; always legal while the game runs. */
    record TakeWild() implements Action {
    }
}
