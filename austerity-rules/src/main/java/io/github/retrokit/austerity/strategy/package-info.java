/**
 * How players decide: the {@link io.github.retrokit.austerity.strategy.Strategy} SPI, the course's three strategies
 * (shenzi, banzai, ed) and {@link io.github.retrokit.austerity.strategy.Strategies}, which finds a strategy by
 * name: a built-in, a {@link io.github.retrokit.austerity.strategy.StrategyProvider} service, or a class name.
 */
package io.github.retrokit.austerity.strategy;
