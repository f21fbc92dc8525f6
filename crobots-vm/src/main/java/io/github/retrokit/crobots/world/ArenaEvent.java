package io.github.retrokit.crobots.world;

/** Something that happened in the arena during one round, for observers. Positions in clicks. */
public sealed interface ArenaEvent {

    /** A robot fired missile {@code slot}. */
    record Fired(int robot, int slot, int heading, int rangeClicks) implements ArenaEvent {
    }

    /** A missile started exploding at (x, y). */
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

    /** A robot took {@code amount} points of damage. */
    record Damaged(int robot, int amount, Cause cause) implements ArenaEvent {
    }

    /** A robot was marked dead. */
    record Died(int robot) implements ArenaEvent {
    }
}
