/**
 * Monsters: the decision procedure ({@link io.github.retrokit.rogue.monster.RogueMonster}), the course's sample
 * monster, and the loop that runs one as a process on stdin/stdout
 * ({@link io.github.retrokit.rogue.monster.MonsterProgram}).
 */
package io.github.retrokit.rogue.monster;
