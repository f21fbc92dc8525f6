package io.github.retrokit.austerity.game;

import java.util.Objects;
import java.util.function.Supplier;

import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.StrategyLookupException;
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
     * The entrant for a strategy name as {@link Strategies#find} resolves it with this library's class loader.
     *
     * @param strategyName a built-in name, a {@code StrategyProvider} name, or a class name
     * @return the entrant, named {@code strategyName}
     * @throws IllegalArgumentException when no strategy has that name, with the lookup's reason
     */
    public static Entrant of(String strategyName) {
        try {
            return new Entrant(strategyName, Strategies.find(strategyName, Entrant.class.getClassLoader()));
        } catch (StrategyLookupException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
