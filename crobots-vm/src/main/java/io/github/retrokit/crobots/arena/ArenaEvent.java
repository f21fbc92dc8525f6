package io.github.retrokit.crobots.arena;

/** Something that happened in the arena during one round, for observers. Positions in clicks. */
public sealed interface ArenaEvent {

    /** A robot fired missile {@code slot}. */
    record Fired(int robot, int slot, int heading, int rangeClicks) implements ArenaEvent {
    }

    /** A missile started exploding at (x, y). */
    record Exploded(int robot, int slot, int x, int y) implements ArenaEvent {
    }

    /** A robot took damage; {@code cause} is "missile", "collision" or "wall". */
    record Damaged(int robot, int amount, String cause) implements ArenaEvent {
    }

    /** A robot was marked dead. */
    record Died(int robot) implements ArenaEvent {
    }
}
