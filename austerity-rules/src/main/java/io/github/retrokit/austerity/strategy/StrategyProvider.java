package io.github.retrokit.austerity.strategy;

/**
 * Service-provider interface: list an implementation in
 * {@code META-INF/services/io.github.retrokit.austerity.strategy.StrategyProvider} to make
 * {@link Strategies#create(String)} (and so the player program and tournaments) find a strategy by name.
 */
public interface StrategyProvider {

    /**
     * The name the strategy is looked up by, e.g. {@code greedy}.
     *
     * @return the name the strategy is looked up by, e.g. {@code greedy}
     */
    String name();

    /**
     * A new strategy instance, one per game.
     *
     * @return a new strategy instance, one per game
     */
    Strategy create();
}
