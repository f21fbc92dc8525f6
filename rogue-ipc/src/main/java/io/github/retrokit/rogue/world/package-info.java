/**
 * The game world: the course's input format ({@link io.github.retrokit.rogue.world.WorldInputParser}), the game
 * itself ({@link io.github.retrokit.rogue.world.RogueGame}: turns, moves, attacks, the misbehaving children), its
 * options, observer and result, and the maps as logging.c prints them
 * ({@link io.github.retrokit.rogue.world.MapPrinter}).
 */
package io.github.retrokit.rogue.world;
