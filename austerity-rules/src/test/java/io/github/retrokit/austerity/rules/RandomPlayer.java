package io.github.retrokit.austerity.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Test helper: every legal action in a state, and a player choosing among them at random. */
public final class RandomPlayer {

    private final Random random;

    /** A player with its own seeded random source. */
    public RandomPlayer(long seed) {
        this.random = new Random(seed);
    }

    /** A uniformly chosen legal action for {@code me}. */
    public Action decide(GameView view, int me) {
        List<Action> legal = legalActions(view, me);
        return legal.get(random.nextInt(legal.size()));
    }

    /** Every legal action: each affordable purchase with its payment, each take of three colours, the wild. */
    public static List<Action> legalActions(GameView view, int me) {
        List<Action> actions = new ArrayList<>();
        for (int i = 0; i < view.marketSize(); i++) {
            if (view.canAfford(me, view.card(i))) {
                actions.add(new Action.Purchase(i, view.payment(me, view.card(i))));
            }
        }
        for (int skip = 0; skip < Colour.COUNT; skip++) {
            int[] t = {1, 1, 1, 1};
            t[skip] = 0;
            boolean ok = true;
            for (int c = 0; c < Colour.COUNT; c++) {
                ok &= t[c] == 0 || view.pile(Colour.at(c)) > 0;
            }
            if (ok) {
                actions.add(new Action.Take(Tokens.of(t[0], t[1], t[2], t[3])));
            }
        }
        actions.add(Action.WILD);
        return actions;
    }
}
