package io.github.retrokit.rogue.wire;

import java.util.Objects;

/**
 * The C {@code monster_message} (world to monster), 24 bytes: new_position @0, damage @8,
 * player_coordinate @12, game_over @20 (C bool), 3 padding bytes.
 */
public record MonsterMessage(Coordinate newPosition, int damage, Coordinate playerCoordinate, boolean gameOver) {

    /**
     * Checks that both coordinates are given.
     *
     * @param newPosition the monster's position after the last turn
     * @param damage the damage the player dealt it last turn
     * @param playerCoordinate the player's position
     * @param gameOver true for the last message
     */
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
