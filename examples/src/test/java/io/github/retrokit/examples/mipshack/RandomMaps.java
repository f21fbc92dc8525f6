package io.github.retrokit.examples.mipshack;

import static io.github.retrokit.examples.mipshack.GameState.MAP;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/** Random game states and map files for the model-versus-MIPS comparisons. */
final class RandomMaps {
    /** Cell characters, floor most often. */
    private static final String CELLS = "..........####mmmB$$**//>?";

    private RandomMaps() {
    }

    /** A random map up to 12×30 with a player on it, random hidden flags, random health and coins. */
    static GameState state(Random rnd) {
        GameState s = GameState.empty();
        int rows = 1 + rnd.nextInt(12);
        int cols = 1 + rnd.nextInt(30);
        s.memory[MAP] = (byte) rows;
        s.memory[MAP + 1] = (byte) cols;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int ch = CELLS.charAt(rnd.nextInt(CELLS.length()));
                s.memory[s.cell(r, c)] = (byte) (rnd.nextInt(4) == 0 ? ch | 0x80 : ch);
            }
        }
        int row = rnd.nextInt(rows);
        int col = rnd.nextInt(cols);
        s.visible(row, col, '@');
        s.player(row, col, rnd.nextInt(14) - 2, rnd.nextInt(256));
        return s;
    }

    /** 'U', 'D', 'L' or 'R' most of the time, sometimes another character. */
    static int direction(Random rnd) {
        return rnd.nextInt(10) == 0 ? rnd.nextInt(128) : "UDLR".charAt(rnd.nextInt(4));
    }

    /** A cell next to the player, or now and then anywhere around the map (maybe outside it). */
    static int[] near(Random rnd, GameState s) {
        if (rnd.nextInt(8) == 0) {
            return new int[] {rnd.nextInt(s.rows() + 2) - 1, rnd.nextInt(s.cols() + 2) - 1};
        }
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        int[] step = steps[rnd.nextInt(4)];
        return new int[] {s.playerRow() + step[0], s.playerCol() + step[1]};
    }

    /** A map file in the assignment's format, sometimes with Windows line ends. */
    static byte[] file(Random rnd) {
        int rows = 1 + rnd.nextInt(12);
        int cols = 1 + rnd.nextInt(30);
        String eol = rnd.nextInt(5) == 0 ? "\r\n" : "\n";
        StringBuilder text = new StringBuilder(String.format("%02d%s%02d%s", rows, eol, cols, eol));
        int at = rnd.nextInt(rows * cols);
        for (int i = 0; i < rows * cols; i++) {
            text.append(i == at ? '@' : CELLS.charAt(rnd.nextInt(CELLS.length())));
            if (i % cols == cols - 1) {
                text.append(eol);
            }
        }
        text.append(String.format("%02d%s", rnd.nextInt(100), eol));
        return text.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** An image full of random bytes except a 12×30 map header, so init_game's writes are checked. */
    static GameState garbage(Random rnd) {
        GameState s = GameState.empty();
        rnd.nextBytes(s.memory);
        s.memory[MAP] = 12;
        s.memory[MAP + 1] = 30;
        return s;
    }
}
