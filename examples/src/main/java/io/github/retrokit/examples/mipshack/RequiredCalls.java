package io.github.retrokit.examples.mipshack;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The helper calls the assignment's "must call" lines make unavoidable in one case: only those a
 * correct function cannot skip on that path (set_cell is required of reveal_area only when a cell
 * there is hidden, get_attack_target of player_turn only when the target is not a wall, ...).
 */
final class RequiredCalls {
    private static final int MAP = GameImage.MAP;
    private static final int PLAYER = GameImage.PLAYER;

    private RequiredCalls() {
    }

    /**
     * @param image     the memory image before the call
     * @param row       row argument (get_cell, set_cell, reveal_area, flood_fill_reveal)
     * @param col       column argument
     * @param direction direction argument (get_attack_target, player_turn)
     * @param target    target cell (complete_attack, player_move), else null
     */
    static List<String> of(String function, byte[] image, int row, int col, int direction, int[] target) {
        MipsHackModel m = new MipsHackModel(Arrays.copyOf(image, image.length));
        return switch (function) {
            case "get_cell", "set_cell" -> List.of("is_valid_cell");
            case "reveal_area" -> revealArea(m, row, col);
            case "get_attack_target" -> valid(m, m.target(PLAYER, direction)) ? List.of("get_cell") : List.of();
            case "complete_attack" -> List.of("get_cell", "set_cell");
            case "monster_attacks" -> List.of("get_cell");
            case "player_move" -> (image[PLAYER + 2] - m.monsterAttacks(MAP, PLAYER) <= 0)
                    ? List.of("monster_attacks", "set_cell") : List.of("monster_attacks", "get_cell", "set_cell");
            case "player_turn" -> playerTurn(m, direction);
            case "flood_fill_reveal" -> m.isValidCell(MAP, row, col) == 0 ? List.of("get_cell", "set_cell") : List.of();
            default -> List.of();
        };
    }

    private static List<String> revealArea(MipsHackModel m, int row, int col) {
        List<String> calls = new ArrayList<>(List.of("is_valid_cell"));
        for (int r = row - 1; r <= row + 1; r++) {
            for (int c = col - 1; c <= col + 1; c++) {
                int cell = m.getCell(MAP, r, c);
                if (cell >= 0 && !calls.contains("get_cell")) {
                    calls.add("get_cell");
                }
                if (cell >= MipsHackModel.HIDDEN && !calls.contains("set_cell")) {
                    calls.add("set_cell");
                }
            }
        }
        return calls;
    }

    private static List<String> playerTurn(MipsHackModel m, int direction) {
        int[] t = m.target(PLAYER, direction);
        if (!valid(m, t)) {
            return List.of();
        }
        if (m.getCell(MAP, t[0], t[1]) == MipsHackModel.WALL) {
            return List.of("get_cell");
        }
        boolean attack = m.getAttackTarget(MAP, PLAYER, direction) >= 0;
        return List.of("get_cell", "get_attack_target", attack ? "complete_attack" : "player_move");
    }

    private static boolean valid(MipsHackModel m, int[] cell) {
        return cell != null && m.isValidCell(MAP, cell[0], cell[1]) == 0;
    }
}
