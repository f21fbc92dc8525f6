package io.github.retrokit.austerity.strategy;

import static io.github.retrokit.austerity.rules.Colour.BROWN;
import static io.github.retrokit.austerity.rules.Colour.PURPLE;
import static io.github.retrokit.austerity.rules.Colour.RED;
import static io.github.retrokit.austerity.rules.Colour.YELLOW;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.GameView;

/**
 * banzai (type B): with fewer than three tokens (wilds included, interpretation 4) take Yellow, Brown, Purple,
 * Red if three can be taken; otherwise buy an affordable card worth non-zero points (interpretation 3): the most
 * expensive (tokens paid after discounts), then the one using the most wild tokens, then the oldest;
 * otherwise a wild.
 */
public final class Banzai implements Strategy {

    @Override
    public Action decide(GameView view, int me) {
        if (view.tokenCount(me) < 3 && view.canTakeThree()) {
            return new TokenPicker(view).offer(YELLOW, BROWN, PURPLE, RED).take();
        }
        int best = -1;
        for (int i = 0; i < view.marketSize(); i++) {
            Card card = view.card(i);
            if (card.points() > 0 && view.canAfford(me, card) && (best < 0 || better(view, me, card, view.card(best)))) {
                best = i; // strict: ties keep the older card
            }
        }
        if (best >= 0) {
            return new Action.Purchase(best, view.payment(me, view.card(best)));
        }
        return Action.WILD;
    }

    private static boolean better(GameView view, int me, Card card, Card best) {
        int price = view.price(me, card);
        int bestPrice = view.price(me, best);
        if (price != bestPrice) {
            return price > bestPrice;
        }
        return view.wildNeeded(me, card) > view.wildNeeded(me, best);
    }

    @Override
    public String name() {
        return "banzai";
    }
}
