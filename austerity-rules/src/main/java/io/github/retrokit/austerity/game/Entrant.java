package io.github.retrokit.austerity.game;

import java.util.Objects;
import java.util.function.Supplier;

import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * A tournament seat holder: a name for the table and a factory giving each game its own strategy instance.
 *
 * @param name the name shown in the results table
 * @param factory makes a fresh strategy per game
 */
public record Entrant(String name, Supplier<? extends Strategy> factory) {

    /**
     * @throws NullPointerException on null parts
     * @param name the name shown in the results table
     * @param factory makes a fresh strategy per game
     */
    public Entrant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(factory, "factory");
    }

    /**
     * The entrant for a strategy name as {@link Strategies#factory(String)} resolves it.
     *
     * @throws IllegalArgumentException when no strategy has that name
     * @param strategyName a name {@link Strategies#factory(String)} resolves
     * @return the entrant for a strategy name as {@link Strategies#factory(String)} resolves it
     */
    public static Entrant of(String strategyName) {
        return new Entrant(strategyName, Strategies.factory(strategyName)
                .orElseThrow(() -> new IllegalArgumentException("unknown strategy '" + strategyName + "'")));
    }
}
