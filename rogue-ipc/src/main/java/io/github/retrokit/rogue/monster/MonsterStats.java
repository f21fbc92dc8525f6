package io.github.retrokit.rogue.monster;

/**
 * The four values of a sample monster's command line, {@code monster <health> <damage> <defence> <range>}.
 *
 * @param health  hit points; the monster dies when they reach 0 or less
 * @param damage  the damage of its attack
 * @param defence subtracted from each attack on it
 * @param range   the Manhattan distance within which it attacks
 */
public record MonsterStats(int health, int damage, int defence, int range) {
}
