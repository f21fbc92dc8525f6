package io.github.retrokit.austerity.strategy;

import static io.github.retrokit.austerity.rules.Colour.BROWN;
import static io.github.retrokit.austerity.rules.Colour.PURPLE;
import static io.github.retrokit.austerity.rules.Colour.RED;
import static io.github.retrokit.austerity.rules.Colour.YELLOW;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.GameView;

/**
 * shenzi (type A): buy the affordable card worth the most points, ties broken by the fewest tokens paid
 * (after discounts, interpretation 2), then the most recently added; otherwise take Purple, Brown, Yellow,
 * Red (first three non-empty piles); otherwise a wild.
 */
public final class Shenzi implements Strategy {

    @Override
    public Action decide(GameView view, int me) {
        int best = -1;
        for (int i = 0; i < view.marketSize(); i++) {
            Card card = view.card(i);
            if (view.canAfford(me, card) && (best < 0 || atLeastAsGood(view, me, card, view.card(best)))) {
                best = i; // ties go to the later (newer) card
            }
        }
        if (best >= 0) {
            return new Action.Purchase(best, view.payment(me, view.card(best)));
        }
        if (view.canTakeThree()) {
            return new TokenPicker(view).offer(PURPLE, BROWN, YELLOW, RED).take();
        }
        return Action.WILD;
    }

    private static boolean atLeastAsGood(GameView view, int me, Card card, Card best) {
        if (card.points() != best.points()) {
            return card.points() > best.points();
        }
        return view.price(me, card) <= view.price(me, best);
    }

    @Override
    public String name() {
        return "shenzi";
    }
}
