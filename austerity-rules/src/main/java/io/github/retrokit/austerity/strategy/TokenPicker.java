package io.github.retrokit.austerity.strategy;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Colour;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.Tokens;

/** Picks three different colours from the non-empty piles, walking a preference list. */
final class TokenPicker {

    private final GameView view;
    private final int[] chosen = new int[Colour.COUNT];
    private int count;

    TokenPicker(GameView view) {
        this.view = view;
    }

    /** Takes {@code colour} if three are not chosen yet, it is not chosen yet and its pile is not empty. */
    TokenPicker offer(Colour colour) {
        int c = colour.ordinal();
        if (count < 3 && chosen[c] == 0 && view.pile(colour) > 0) {
            chosen[c] = 1;
            count++;
        }
        return this;
    }

    /** Offers each colour in turn. */
    TokenPicker offer(Colour... colours) {
        for (Colour colour : colours) {
            offer(colour);
        }
        return this;
    }

    /** The take action for the chosen colours. */
    Action take() {
        return new Action.Take(new Tokens(chosen[0], chosen[1], chosen[2], chosen[3]));
    }
}
