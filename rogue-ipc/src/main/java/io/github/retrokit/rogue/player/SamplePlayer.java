package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;
import io.github.retrokit.rogue.wire.Stoi;
import io.github.retrokit.rogue.wire.WireFormat;

import java.util.List;
import java.util.Optional;

/**
 * The course's compiled sample player, rule by rule as {@code rogue-player.md} describes it:
 * {@code player <doorX> <doorY> <maxAttacks> <range> <leaveTurn>}; health 15, defence 5, attack 7; leaves on
 * message number leaveTurn; attacks the first maxAttacks monsters in range in message order; otherwise takes
 * the first direction of a rotating preference list that brings it strictly closer to the door.
 */
public final class SamplePlayer implements RoguePlayer {

    /** The binary's starting health. */
    public static final int INITIAL_HEALTH = 15;
    /** Subtracted from the damage of each turn. */
    public static final int DEFENCE = 5;
    /** The damage it deals each monster it attacks. */
    public static final int ATTACK = 7;

    private final Coordinate door;
    private final int maxAttacks;
    private final int range;
    private final int leaveTurn;
    private final int monsterLimit;
    /** Right, down-right, down, down-left, left, up-left, up, up-right; a used direction goes to the end. */
    private final int[][] directions = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private int health = INITIAL_HEALTH;
    private int turn;

    /**
     * The sample player for the course's MONSTER_LIMIT.
     *
     * @param tactics its door, attacks, range and leaving turn
     */
    public SamplePlayer(PlayerTactics tactics) {
        this(tactics, WireFormat.DEFAULT_MONSTER_LIMIT);
    }

    /**
     * The sample player for another MONSTER_LIMIT.
     *
     * @param tactics its door, attacks, range and leaving turn
     * @param monsterLimit the length of its attack array
     */
    public SamplePlayer(PlayerTactics tactics, int monsterLimit) {
        this.door = tactics.door();
        this.maxAttacks = tactics.maxAttacks();
        this.range = tactics.range();
        this.leaveTurn = tactics.leaveTurn();
        this.monsterLimit = monsterLimit;
    }

    /**
     * From the five program arguments (extra ones are ignored, like the binary does).
     *
     * @param args doorX, doorY, maxAttacks, range, leaveTurn, read like {@code std::stoi}
     * @param monsterLimit the length of its attack array
     * @return the player
     * @throws IllegalArgumentException naming the argument that is missing or not an integer
     */
    public static SamplePlayer fromArguments(List<String> args, int monsterLimit) {
        if (args.size() < 5) {
            throw new IllegalArgumentException("needs 5 arguments <doorX> <doorY> <maxAttacks> <range> "
                    + "<leaveTurn>, not " + args.size());
        }
        Coordinate door = new Coordinate(Stoi.parse("doorX", args.get(0)), Stoi.parse("doorY", args.get(1)));
        return new SamplePlayer(new PlayerTactics(door, Stoi.parse("maxAttacks", args.get(2)),
                Stoi.parse("range", args.get(3)), Stoi.parse("leaveTurn", args.get(4))), monsterLimit);
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
    public Optional<PlayerResponse> onMessage(PlayerMessage m) {
        turn++;
        if (leaveTurn != 0 && turn == leaveTurn) {
            return Optional.empty();
        }
        if (m.gameOver()) {
            return Optional.empty();
        }
        int net = m.totalDamage() - DEFENCE;
        if (net >= 0) {
            health -= net;
            if (health <= 0) {
                return Optional.of(PlayerResponse.DEAD);
            }
        }
        int[] attacked = attackScan(m);
        if (attacked != null) {
            return Optional.of(new PlayerResponse.Attack(attacked));
        }
        return Optional.of(new PlayerResponse.Move(step(m.newPosition())));
    }

    /** The attack array, or null when no monster was hit. */
    private int[] attackScan(PlayerMessage m) {
        List<Coordinate> monsters = m.monsterCoordinates();
        int scan = Math.min(m.aliveMonsterCount(), monsters.size());
        int[] attacked = null;
        int hits = 0;
        for (int i = 0; i < scan && hits < maxAttacks; i++) {
            if (monsters.get(i).distanceTo(m.newPosition()) <= range) {
                if (attacked == null) {
                    attacked = new int[monsterLimit];
                }
                attacked[i] = ATTACK;
                hits++;
            }
        }
        return attacked;
    }

    /** The first direction that brings it strictly closer (then moved to the back), or (0,0). */
    private Coordinate step(Coordinate position) {
        int current = door.distanceTo(position);
        for (int k = 0; k < directions.length; k++) {
            Coordinate candidate = position.plus(directions[k][0], directions[k][1]);
            if (door.distanceTo(candidate) < current) {
                int[] chosen = directions[k];
                System.arraycopy(directions, k + 1, directions, k, directions.length - 1 - k);
                directions[directions.length - 1] = chosen;
                return candidate;
            }
        }
        return Coordinate.ORIGIN;
    }
}
