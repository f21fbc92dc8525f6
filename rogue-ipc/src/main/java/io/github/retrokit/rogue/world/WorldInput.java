package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.transport.ChildCommand;
import io.github.retrokit.rogue.wire.Coordinate;

import java.util.List;
import java.util.Objects;

/**
 * One game as the course's input describes it. {@code player} is the full command line the world runs:
 * {@code exe doorX doorY arg3 arg4 arg5}; each monster's is {@code exe a1 a2 a3 a4}.
 *
 * @param width the room's width, walls included
 * @param height the room's height, walls included
 * @param door the door's cell
 * @param playerStart the player's first cell
 * @param player the player's command line
 * @param monsters the monster lines, in input order
 */
public record WorldInput(int width, int height, Coordinate door, Coordinate playerStart, ChildCommand player,
                         List<MonsterSetup> monsters) {

    /**
     * A monster line.
     *
     * @param command its command line
     * @param symbol its character on the map
     * @param start its first cell
     */
    public record MonsterSetup(ChildCommand command, char symbol, Coordinate start) {
        /**
         * Checks the command and the start.
         *
         * @param command its command line
         * @param symbol its character on the map
         * @param start its first cell
         */
        public MonsterSetup {
            Objects.requireNonNull(command, "command");
            Objects.requireNonNull(start, "start");
        }
    }

    /**
     * Checks the room and copies the monsters.
     *
     * @param width the room's width, walls included
     * @param height the room's height, walls included
     * @param door the door's cell
     * @param playerStart the player's first cell
     * @param player the player's command line
     * @param monsters the monster lines, in input order
     */
    public WorldInput {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("room must be at least 1x1, got " + width + "x" + height);
        }
        Objects.requireNonNull(door, "door");
        Objects.requireNonNull(playerStart, "playerStart");
        Objects.requireNonNull(player, "player");
        monsters = List.copyOf(monsters);
    }
}
