package io.github.retrokit.austerity.rules;

/** Whether an action is legal in a state, and if not, why. */
public sealed interface Verdict permits Verdict.Legal, Verdict.Illegal {

    /** The one legal verdict. */
    Legal LEGAL = new Legal();

    /**
     * True for {@link Legal}.
     *
     * @return true for {@link Legal}
     */
    default boolean isLegal() {
        return this instanceof Legal;
    }

    /** The action is allowed. */
    record Legal() implements Verdict {
    }

    /**
     * The action is not allowed.
     *
     * @param violation which rule it breaks
     * @param explanation one sentence with the numbers, e.g. {@code "take 1,1,1,1 takes 4 tokens; exactly 3 are required"}
     */
    record Illegal(Violation violation, String explanation) implements Verdict {
    }

    /** The rules an action can break. */
    enum Violation {
        /** The game is already over. */
        GAME_OVER,
        /** The card number is not a face-up card. */
        NO_SUCH_CARD,
        /** The player cannot pay for the card even with all its wild tokens. */
        CANNOT_AFFORD,
        /** The payment differs from the one the rules compute (discounts, then coloured, then wild). */
        WRONG_PAYMENT,
        /** A take asks for more than one token of a colour. */
        TAKE_MORE_THAN_ONE_OF_A_COLOUR,
        /** A take does not take exactly three tokens. */
        TAKE_NOT_THREE,
        /** A take asks for a token from an empty pile. */
        TAKE_FROM_EMPTY_PILE
    }
}
