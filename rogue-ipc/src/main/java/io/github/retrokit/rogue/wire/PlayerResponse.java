package io.github.retrokit.rogue.wire;

import java.util.Arrays;
import java.util.Objects;

/**
 * The C {@code player_response} (player to world): pr_type @0 (4-byte enum), content @4 (union of
 * {@code coordinate move_to} and {@code int attacked[MONSTER_LIMIT]}), 84 bytes for a limit of 20.
 */
public sealed interface PlayerResponse {

    /**
     * The C enum value of {@code pr_type}.
     *
     * @return 0 ready, 1 move, 2 attack or 3 dead
     */
    int type();

    /** pr_ready (0): sent once before the first message. */
    record Ready() implements PlayerResponse {
        public int type() {
            return WireFormat.READY;
        }

        @Override
        public String toString() {
            return "pr_ready";
        }
    }

    /** pr_move (1) with content.move_to. */
    record Move(Coordinate to) implements PlayerResponse {
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
            return "pr_move " + to;
        }
    }

    /**
     * pr_attack (2) with content.attacked: entry i is the damage dealt to the i-th monster of the message
     * (0 = not attacked). The array is copied; its length is at most the monster limit.
     */
    record Attack(int[] attacked) implements PlayerResponse {
        /**
         * Copies the array.
         *
         * @param attacked entry i: damage to the i-th monster of the message
         */
        public Attack {
            attacked = attacked.clone();
        }

        public int type() {
            return WireFormat.ATTACK;
        }

        /**
         * Damage dealt to one monster.
         *
         * @param index the monster's place in the message's {@code monster_coordinates}
         * @return the damage, 0 beyond the array
         */
        public int damageTo(int index) {
            return index < attacked.length ? attacked[index] : 0;
        }

        /**
         * The whole array.
         *
         * @return a copy of {@code content.attacked}
         */
        @Override
        public int[] attacked() {
            return attacked.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Attack other && Arrays.equals(attacked, other.attacked);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(attacked);
        }

        @Override
        public String toString() {
            int last = attacked.length;
            while (last > 0 && attacked[last - 1] == 0) {
                last--;
            }
            return "pr_attack " + Arrays.toString(Arrays.copyOf(attacked, last));
        }
    }

    /** pr_dead (3): the player is dead and exits. */
    record Dead() implements PlayerResponse {
        public int type() {
            return WireFormat.DEAD;
        }

        @Override
        public String toString() {
            return "pr_dead";
        }
    }

    /** The one ready response. */
    PlayerResponse READY = new Ready();
    /** The one dead response. */
    PlayerResponse DEAD = new Dead();
}
