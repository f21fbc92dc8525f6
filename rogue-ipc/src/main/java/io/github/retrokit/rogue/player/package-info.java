/**
 * Players: the decision procedure ({@link io.github.retrokit.rogue.player.RoguePlayer}), the course's sample
 * player (the compiled binary's behaviour, rule by rule), and the loop that runs one as a process on stdin/stdout
 * ({@link io.github.retrokit.rogue.player.PlayerProgram}).
 */
package io.github.retrokit.rogue.player;
