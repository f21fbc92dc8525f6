package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.Coordinate;

import java.util.Objects;

/**
 * What the sample player's command line {@code player <doorX> <doorY> <maxAttacks> <range> <leaveTurn>} tells
 * it: where to go, how much to fight and when to leave.
 *
 * @param door       the door's position
 * @param maxAttacks the most monsters it attacks in one turn
 * @param range      the Manhattan distance within which it attacks
 * @param leaveTurn  the message number on which it leaves the game (0 = never)
 */
public record PlayerTactics(Coordinate door, int maxAttacks, int range, int leaveTurn) {

    /**
     * Checks the door is given.
     *
     * @param door       the door's position
     * @param maxAttacks the most monsters it attacks in one turn
     * @param range      the Manhattan distance within which it attacks
     * @param leaveTurn  the message number on which it leaves the game (0 = never)
     * @throws NullPointerException if {@code door} is null
     */
    public PlayerTactics {
        Objects.requireNonNull(door, "door");
    }
}
