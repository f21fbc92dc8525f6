package io.github.retrokit.rogue.wire;

import java.util.Objects;

/**
 * The C {@code monster_response} (monster to world), 12 bytes: mr_type @0 (4-byte enum), content @4
 * (8-byte union of {@code coordinate move_to} and {@code int attack}).
 */
public sealed interface MonsterResponse {

    /**
     * The C enum value of {@code mr_type}.
     *
     * @return 0 ready, 1 move, 2 attack or 3 dead
     */
    int type();

    /** mr_ready (0): sent once before the first message. */
    record Ready() implements MonsterResponse {
        public int type() {
            return WireFormat.READY;
        }

        @Override
        public String toString() {
            return "mr_ready";
        }
    }

    /** mr_move (1) with content.move_to. */
    record Move(Coordinate to) implements MonsterResponse {
        /**
         * Checks that the target is given.
         *
         * @param to the cell to move to
         */
        public Move {
            Objects.requireNonNull(to, "to");
        }

        public int type() {
            return WireFormat.MOVE;
        }

        @Override
        public String toString() {
            return "mr_move " + to;
        }
    }

    /** mr_attack (2) with content.attack. */
    record Attack(int damage) implements MonsterResponse {
        public int type() {
            return WireFormat.ATTACK;
        }

        @Override
        public String toString() {
            return "mr_attack " + damage;
        }
    }

    /** mr_dead (3): the monster is dead and exits. */
    record Dead() implements MonsterResponse {
        public int type() {
            return WireFormat.DEAD;
        }

        @Override
        public String toString() {
            return "mr_dead";
        }
    }

    /** The one ready response. */
    MonsterResponse READY = new Ready();
    /** The one dead response. */
    MonsterResponse DEAD = new Dead();
}
