package io.github.retrokit.rogue.wire;

import java.util.List;
import java.util.Objects;

/**
 * The C {@code player_message} (world to player): new_position @0, total_damage @8, alive_monster_count @12,
 * monster_coordinates[MONSTER_LIMIT] @16, game_over @16+8*limit, padding to a multiple of 4 (180 bytes for 20).
 *
 * <p>{@code monsterCoordinates} holds the entries that matter: the world sends exactly
 * {@code aliveMonsterCount} of them; a decoded message holds {@code clamp(aliveMonsterCount, 0, limit)}.
 * The remaining array slots travel as zeros.
 */
public record PlayerMessage(Coordinate newPosition, int totalDamage, int aliveMonsterCount,
                            List<Coordinate> monsterCoordinates, boolean gameOver) {

    /**
     * Checks the position and copies the coordinates.
     *
     * @param newPosition the player's position after the last turn
     * @param totalDamage the damage the monsters dealt it last turn
     * @param aliveMonsterCount alive_monster_count as sent
     * @param monsterCoordinates the positions of the monsters alive
     * @param gameOver true for the last message
     */
    public PlayerMessage {
        Objects.requireNonNull(newPosition, "newPosition");
        monsterCoordinates = List.copyOf(monsterCoordinates);
    }

    /**
     * A message whose count is the number of coordinates given, as the world sends it.
     *
     * @param position the player's position
     * @param totalDamage the damage the monsters dealt the player last turn
     * @param monsters the positions of the monsters alive, in the world's order
     * @param gameOver true for the last message
     * @return the message
     */
    public static PlayerMessage of(Coordinate position, int totalDamage, List<Coordinate> monsters, boolean gameOver) {
        return new PlayerMessage(position, totalDamage, monsters.size(), monsters, gameOver);
    }

    @Override
    public String toString() {
        return "player_message{pos=" + newPosition + " total_damage=" + totalDamage + " alive=" + aliveMonsterCount
                + " monsters=" + monsterCoordinates + " game_over=" + gameOver + "}";
    }
}
