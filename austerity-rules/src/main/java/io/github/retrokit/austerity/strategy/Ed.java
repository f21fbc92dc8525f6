package io.github.retrokit.austerity.strategy;

import static io.github.retrokit.austerity.rules.Colour.BROWN;
import static io.github.retrokit.austerity.rules.Colour.PURPLE;
import static io.github.retrokit.austerity.rules.Colour.RED;
import static io.github.retrokit.austerity.rules.Colour.YELLOW;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.Colour;
import io.github.retrokit.austerity.rules.GameView;

/**
 * ed (type C): targets the face-up card worth the most points that some opponent can afford now; among equals
 * the one affordable by the opponent soonest after ed in turn order (player i+1 first, wrapping, never ed itself,
 * interpretation 6), then the oldest. Buys the target if it can; otherwise, if three tokens can be taken, takes
 * the colours it lacks for the target in the order Yellow, Red, Brown, Purple (lacking = owes more after discounts
 * than it holds in that colour, wilds not counted, interpretation 1), then Yellow, Red, Brown, Purple; otherwise
 * a wild.
 */
public final class Ed implements Strategy {

    private static final Colour[] ORDER = {YELLOW, RED, BROWN, PURPLE};

    @Override
    public Action decide(GameView view, int me) {
        int target = target(view, me);
        Card card = target >= 0 ? view.card(target) : null;
        if (card != null && view.canAfford(me, card)) {
            return new Action.Purchase(target, view.payment(me, card));
        }
        if (!view.canTakeThree()) {
            return Action.WILD;
        }
        TokenPicker picker = new TokenPicker(view);
        if (card != null) {
            for (Colour colour : ORDER) {
                if (view.need(me, card, colour) > view.tokens(me, colour)) {
                    picker.offer(colour);
                }
            }
        }
        return picker.offer(ORDER).take();
    }

    /** The target's market index, or -1 when no opponent can afford any face-up card. */
    static int target(GameView view, int me) {
        int best = -1;
        int bestDistance = 0;
        for (int i = 0; i < view.marketSize(); i++) {
            Card card = view.card(i);
            int distance = nearestBuyer(view, me, card);
            if (distance == 0) {
                continue;
            }
            if (best < 0 || card.points() > view.card(best).points()
                    || (card.points() == view.card(best).points() && distance < bestDistance)) {
                best = i;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** How many seats after {@code me} the first opponent who can afford {@code card} sits; 0 if none can. */
    private static int nearestBuyer(GameView view, int me, Card card) {
        int n = view.playerCount();
        for (int d = 1; d < n; d++) {
            if (view.canAfford((me + d) % n, card)) {
                return d;
            }
        }
        return 0;
    }

    @Override
    public String name() {
        return "ed";
    }
}
