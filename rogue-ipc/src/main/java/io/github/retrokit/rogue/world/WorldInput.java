package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.transport.ChildCommand;
import io.github.retrokit.rogue.wire.Coordinate;

import java.util.List;
import java.util.Objects;

/**
 * One game as the course's input describes it. {@code player} is the full command line the world runs:
 * {@code exe doorX doorY arg3 arg4 arg5}; each monster's is {@code exe a1 a2 a3 a4}.
 */
public record WorldInput(int width, int height, Coordinate door, Coordinate playerStart, ChildCommand player,
                         List<MonsterSetup> monsters) {

    /** A monster line: its command, map symbol and start position. */
    public record MonsterSetup(ChildCommand command, char symbol, Coordinate start) {
        public MonsterSetup {
            Objects.requireNonNull(command, "command");
            Objects.requireNonNull(start, "start");
        }
    }

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
