package io.github.retrokit.austerity.rules;

/**
 * The rules an action must obey on a table, for any player: the hub checks the current player's reply with them
 * ({@link GameState#check}), and a player program checks with them every action the hub reports, so that a
 * message no real game can produce is a communication error rather than a corrupted view.
 */
public final class ActionRules {

    private ActionRules() {
    }

    /**
     * Whether {@code player} may play {@code action} on {@code view}, and if not, why: a purchase must name a
     * face-up card and pay exactly what the rules compute (discounts first, then coloured tokens, then wild); a
     * take must take one token of three different colours from non-empty piles; a wild is always legal.
     *
     * @param view the table as the player sees it
     * @param player the player's number, 0 for A
     * @param action the action
     * @return whether {@code player} may play {@code action} on {@code view}, and if not, why: a purchase must name a
face-up card and pay exactly what the rules compute (discounts first, then coloured tokens, then wild); a
take must take one token of three different colours from non-empty piles; a wild is always legal
     */
    public static Verdict check(GameView view, int player, Action action) {
        if (action instanceof Action.Purchase purchase) {
            return checkPurchase(view, player, purchase);
        }
        if (action instanceof Action.Take take) {
            return checkTake(view, take.tokens());
        }
        return Verdict.LEGAL;
    }

    private static Verdict checkPurchase(GameView view, int player, Action.Purchase purchase) {
        int index = purchase.card();
        if (index >= view.marketSize()) {
            return new Verdict.Illegal(Verdict.Violation.NO_SUCH_CARD,
                    "card " + index + " is not face up (" + view.marketSize() + " cards, 0-" + (view.marketSize() - 1) + ")");
        }
        Card card = view.card(index);
        int wildNeeded = view.wildNeeded(player, card);
        if (wildNeeded > view.wild(player)) {
            return new Verdict.Illegal(Verdict.Violation.CANNOT_AFFORD, "player " + GameView.letter(player)
                    + " cannot afford card " + index + " (" + card.format() + "): " + wildNeeded
                    + " wild tokens needed, " + view.wild(player) + " held");
        }
        if (!isRequiredPayment(view, player, card, purchase.payment())) {
            return new Verdict.Illegal(Verdict.Violation.WRONG_PAYMENT, "payment " + purchase.payment().format()
                    + " for card " + index + " is not the required " + view.payment(player, card).format()
                    + " (discounts first, then coloured tokens, then wild)");
        }
        return Verdict.LEGAL;
    }

    /** {@code paid.equals(view.payment(player, card))}, without allocating. */
    private static boolean isRequiredPayment(GameView view, int player, Card card, Purse paid) {
        int wild = 0;
        for (int c = 0; c < Colour.COUNT; c++) {
            Colour colour = Colour.at(c);
            int need = view.need(player, card, colour);
            int coloured = Math.min(need, view.tokens(player, colour));
            if (paid.coloured().get(c) != coloured) {
                return false;
            }
            wild += need - coloured;
        }
        return paid.wild() == wild;
    }

    private static Verdict checkTake(GameView view, Tokens taken) {
        for (int c = 0; c < Colour.COUNT; c++) {
            if (taken.get(c) > 1) {
                return new Verdict.Illegal(Verdict.Violation.TAKE_MORE_THAN_ONE_OF_A_COLOUR, "take " + taken.format()
                        + " asks for " + taken.get(c) + " " + Colour.at(c).letter() + " tokens; at most 1 of each colour");
            }
        }
        if (taken.total() != 3) {
            return new Verdict.Illegal(Verdict.Violation.TAKE_NOT_THREE, "take " + taken.format() + " takes "
                    + taken.total() + " tokens; exactly 3 of different colours are required");
        }
        for (int c = 0; c < Colour.COUNT; c++) {
            if (taken.get(c) > 0 && view.pile(Colour.at(c)) == 0) {
                return new Verdict.Illegal(Verdict.Violation.TAKE_FROM_EMPTY_PILE, "take " + taken.format()
                        + " asks for a " + Colour.at(c).letter() + " token but that pile is empty");
            }
        }
        return Verdict.LEGAL;
    }
}
