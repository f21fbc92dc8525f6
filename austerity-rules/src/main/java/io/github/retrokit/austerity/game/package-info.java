/**
 * In-process play: one game ({@link io.github.retrokit.austerity.game.AusterityGame}) or a tournament of many
 * ({@link io.github.retrokit.austerity.game.AusterityTournament}) between strategies as objects, no processes, under
 * {@link io.github.retrokit.austerity.game.GameRules}; the same rules as the hub, reproducible from a seed.
 */
package io.github.retrokit.austerity.game;
