package io.github.retrokit.rogue.wire;

import java.util.Objects;

/**
 * The C {@code monster_message} (world to monster), 24 bytes: new_position @0, damage @8,
 * player_coordinate @12, game_over @20 (C bool), 3 padding bytes.
 */
public record MonsterMessage(Coordinate newPosition, int damage, Coordinate playerCoordinate, boolean gameOver) {

    public MonsterMessage {
        Objects.requireNonNull(newPosition, "newPosition");
        Objects.requireNonNull(playerCoordinate, "playerCoordinate");
    }

    @Override
    public String toString() {
        return "monster_message{pos=" + newPosition + " damage=" + damage + " player=" + playerCoordinate
                + " game_over=" + gameOver + "}";
    }
}
