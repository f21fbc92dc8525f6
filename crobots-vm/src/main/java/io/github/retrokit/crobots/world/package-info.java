/**
 * The arena as the API shows it: the rules a match is played by ({@link io.github.retrokit.crobots.world.Mode},
 * {@link io.github.retrokit.crobots.world.Quirks}) and what observers receive
 * ({@link io.github.retrokit.crobots.world.ArenaSnapshot}, {@link io.github.retrokit.crobots.world.ArenaEvent}).
 */
package io.github.retrokit.crobots.world;
