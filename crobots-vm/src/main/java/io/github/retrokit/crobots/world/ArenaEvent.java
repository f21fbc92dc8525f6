package io.github.retrokit.crobots.world;

/** Something that happened in the arena during one round, for observers. Positions in clicks. */
public sealed interface ArenaEvent {

    /**
     * A robot fired a missile.
     *
     * @param robot       the firing robot's slot
     * @param slot        the missile's slot (0 or 1)
     * @param heading     degrees
     * @param rangeClicks the distance it will fly, in clicks
     */
    record Fired(int robot, int slot, int heading, int rangeClicks) implements ArenaEvent {
    }

    /**
     * A missile started exploding at (x, y).
     *
     * @param robot the slot of the robot that fired it
     * @param slot  the missile's slot
     * @param x     position in clicks
     * @param y     position in clicks
     */
    record Exploded(int robot, int slot, int x, int y) implements ArenaEvent {
    }

    /** What damaged a robot. */
    enum Cause {
        /** An explosion within 40 m. */
        MISSILE,
        /** Two robots less than 1 m apart on both axes. */
        COLLISION,
        /** The robot ran into a wall. */
        WALL,
        /** The debugger's simulated hit. */
        SIMULATED_HIT
    }

    /**
     * A robot took damage.
     *
     * @param robot  the robot's slot
     * @param amount points of damage
     * @param cause  what hit it
     */
    record Damaged(int robot, int amount, Cause cause) implements ArenaEvent {
    }

    /**
     * A robot was marked dead.
     *
     * @param robot the robot's slot
     */
    record Died(int robot) implements ArenaEvent {
    }
}
