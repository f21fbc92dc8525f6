package io.github.retrokit.examples.mipshack;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * The memory image graders hand to MipsHack functions: one Player struct, one Map struct (up to
 * 2 + 700 bytes) and a visited bit array at fixed offsets, plus random games and map files to fill it.
 */
public final class GameImage {
    /** Offset of the Player struct {row, col, health, coins}. */
    public static final int PLAYER = 0x10;
    /** Offset of the Map struct {rows, cols, cells...}. */
    public static final int MAP = 0x40;
    /** Offset of the flood fill's visited bits. */
    public static final int VISITED = 0x300;
    /** Size of an image. */
    public static final int SIZE = 0x400;
    /** Largest random map: rows and columns. */
    public static final int MAX_ROWS = 12;
    public static final int MAX_COLS = 30;

    /** Cell characters of random maps, floor most often. */
    private static final String CELLS = "..........####mmmB$$**//>?";

    private GameImage() {
    }

    /**
     * A random map up to 12×30 (at least two cells) with a player on it, random hidden flags, a living
     * player (health 1-12) and random coins.
     */
    public static byte[] randomGame(Random rnd) {
        byte[] m = new byte[SIZE];
        int rows = 1 + rnd.nextInt(MAX_ROWS);
        int cols = (rows == 1 ? 2 : 1) + rnd.nextInt(MAX_COLS - 1);
        m[MAP] = (byte) rows;
        m[MAP + 1] = (byte) cols;
        for (int i = 0; i < rows * cols; i++) {
            int ch = CELLS.charAt(rnd.nextInt(CELLS.length()));
            m[MAP + 2 + i] = (byte) (rnd.nextInt(4) == 0 ? ch | 0x80 : ch);
        }
        int row = rnd.nextInt(rows);
        int col = rnd.nextInt(cols);
        m[MAP + 2 + row * cols + col] = '@';
        m[PLAYER] = (byte) row;
        m[PLAYER + 1] = (byte) col;
        m[PLAYER + 2] = (byte) (1 + rnd.nextInt(12));
        m[PLAYER + 3] = (byte) rnd.nextInt(256);
        return m;
    }

    /** An image of random bytes with a 12×30 map header, for init_game to overwrite. */
    public static byte[] randomGarbage(Random rnd) {
        byte[] m = new byte[SIZE];
        rnd.nextBytes(m);
        m[MAP] = MAX_ROWS;
        m[MAP + 1] = MAX_COLS;
        return m;
    }

    /** A map file in the assignment's format (every line ends with '\n' only, as init_game may assume). */
    public static byte[] randomMapFile(Random rnd) {
        return randomMapFile(rnd, "\n");
    }

    /** A map file in the assignment's format with {@code eol} ending every line. */
    public static byte[] randomMapFile(Random rnd, String eol) {
        int rows = 1 + rnd.nextInt(MAX_ROWS);
        int cols = 1 + rnd.nextInt(MAX_COLS);
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

    /** 'U', 'D', 'L' or 'R' most of the time, sometimes another character. */
    public static int randomDirection(Random rnd) {
        return rnd.nextInt(10) == 0 ? rnd.nextInt(128) : "UDLR".charAt(rnd.nextInt(4));
    }

    /**
     * Makes the 3×3 area around the player visible, as the game loop's reveal_area does after every
     * turn: the assignment only defines attacks and moves on visible neighbours. An inaccessible area
     * ('?') there becomes a wall, since '?' "should always be hidden".
     */
    public static void revealAroundPlayer(byte[] image) {
        int row = image[PLAYER] & 0xff;
        int col = image[PLAYER + 1] & 0xff;
        for (int r = row - 1; r <= row + 1; r++) {
            for (int c = col - 1; c <= col + 1; c++) {
                if (r >= 0 && c >= 0 && r < rows(image) && c < cols(image)) {
                    int at = MAP + 2 + r * cols(image) + c;
                    int ch = image[at] & 0x7f;
                    image[at] = (byte) (ch == '?' ? '#' : ch);
                }
            }
        }
    }

    /**
     * A cell next to the player inside the map, made to hold one of {@code contents} (visible): what
     * complete_attack ("m", "B", "/") and player_move (".", "$", "*", ">") are specified for.
     */
    public static int[] randomTarget(Random rnd, byte[] image, String contents) {
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        while (true) {
            int[] step = steps[rnd.nextInt(4)];
            int r = (image[PLAYER] & 0xff) + step[0];
            int c = (image[PLAYER + 1] & 0xff) + step[1];
            if (r >= 0 && c >= 0 && r < rows(image) && c < cols(image)) {
                image[MAP + 2 + r * cols(image) + c] = (byte) contents.charAt(rnd.nextInt(contents.length()));
                return new int[] {r, c};
            }
        }
    }

    public static int rows(byte[] image) {
        return image[MAP] & 0xff;
    }

    public static int cols(byte[] image) {
        return image[MAP + 1] & 0xff;
    }
}
