package io.github.retrokit.rogue.monster;

import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.Stoi;

import java.util.List;
import java.util.Optional;

/**
 * The course's sample monster: {@code monster <health> <damage> <defence> <range>}. Takes
 * {@code max(0, damage - defence)} per hit, attacks the player within Manhattan distance {@code range},
 * otherwise steps to the neighbour closest to the player (up first, then clockwise), only if strictly closer.
 */
public final class SampleMonster implements RogueMonster {

    /** Up, upper-right, right, lower-right, down, lower-left, left, upper-left (y grows downwards). */
    private static final int[][] STEPS = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};

    private final int damage;
    private final int defence;
    private final int range;
    private int health;

    /**
     * A monster with the four values of its command line.
     *
     * @param stats its health, damage, defence and range
     */
    public SampleMonster(MonsterStats stats) {
        this.health = stats.health();
        this.damage = stats.damage();
        this.defence = stats.defence();
        this.range = stats.range();
    }

    /**
     * From the four program arguments.
     *
     * @param args health, damage, defence, range, read like {@code std::stoi}
     * @return the monster
     * @throws IllegalArgumentException naming the argument that is missing or not an integer
     */
    public static SampleMonster fromArguments(List<String> args) {
        if (args.size() < 4) {
            throw new IllegalArgumentException("needs 4 arguments <health> <damage> <defence> <range>, not "
                    + args.size());
        }
        return new SampleMonster(new MonsterStats(Stoi.parse("health", args.get(0)), Stoi.parse("damage", args.get(1)),
                Stoi.parse("defence", args.get(2)), Stoi.parse("range", args.get(3))));
    }

    /**
     * Its health now.
     *
     * @return the hit points left
     */
    public int health() {
        return health;
    }

    @Override
    public Optional<MonsterResponse> onMessage(MonsterMessage m) {
        if (m.gameOver()) {
            return Optional.empty();
        }
        health -= Math.max(0, m.damage() - defence);
        if (health <= 0) {
            return Optional.of(MonsterResponse.DEAD);
        }
        Coordinate here = m.newPosition();
        Coordinate player = m.playerCoordinate();
        if (here.distanceTo(player) <= range) {
            return Optional.of(new MonsterResponse.Attack(damage));
        }
        return Optional.of(new MonsterResponse.Move(stepTowards(here, player)));
    }

    private static Coordinate stepTowards(Coordinate here, Coordinate player) {
        Coordinate best = here;
        int bestDistance = here.distanceTo(player);
        for (int[] step : STEPS) {
            Coordinate next = here.plus(step[0], step[1]);
            int distance = next.distanceTo(player);
            if (distance < bestDistance) {
                best = next;
                bestDistance = distance;
            }
        }
        return best;
    }
}
