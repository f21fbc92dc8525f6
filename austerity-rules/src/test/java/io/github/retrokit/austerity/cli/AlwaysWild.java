package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.strategy.Strategy;

/** A user strategy found by class name ({@code player io.github.retrokit.austerity.cli.AlwaysWild}). */
public final class AlwaysWild implements Strategy {
    @Override
    public Action decide(GameView view, int me) {
        return Action.WILD;
    }
}
