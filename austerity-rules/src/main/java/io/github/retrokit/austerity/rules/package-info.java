/**
 * The rules of Austerity, without I/O: cards ({@link io.github.retrokit.austerity.rules.Card}), decks and their file
 * format ({@link io.github.retrokit.austerity.rules.Deck}), tokens, actions and their legality
 * ({@link io.github.retrokit.austerity.rules.ActionRules}), and the authoritative game state
 * ({@link io.github.retrokit.austerity.rules.GameState}) whose read-only
 * {@link io.github.retrokit.austerity.rules.GameView} strategies decide on.
 */
package io.github.retrokit.austerity.rules;
