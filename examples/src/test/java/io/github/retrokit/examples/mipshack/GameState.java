package io.github.retrokit.examples.mipshack;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A test memory image holding one Player struct, one Map struct and a visited bit array at fixed
 * offsets, built from the assignment's hex dumps (7×25 map3 states) or from a map file.
 */
final class GameState {
    static final int PLAYER = GameImage.PLAYER;
    static final int MAP = GameImage.MAP;
    static final int VISITED = GameImage.VISITED;
    static final int SIZE = GameImage.SIZE;

    final byte[] memory;

    private GameState(byte[] memory) {
        this.memory = memory;
    }

    /** A state with nothing set (all zero). */
    static GameState empty() {
        return new GameState(new byte[SIZE]);
    }

    /** A state holding a copy of {@code image} (SIZE bytes, as read back from the machine). */
    static GameState fromImage(byte[] image) {
        return new GameState(Arrays.copyOf(image, SIZE));
    }

    /** map3's 7×25 cells from a hex-dump resource, and a player. */
    static GameState fromHex(String resource, int row, int col, int health, int coins) {
        GameState state = empty();
        String[] bytes = resourceText(resource).trim().split("\\s+");
        state.memory[MAP] = 7;
        state.memory[MAP + 1] = 25;
        for (int i = 0; i < bytes.length; i++) {
            state.memory[MAP + 2 + i] = (byte) Integer.parseInt(bytes[i], 16);
        }
        state.player(row, col, health, coins);
        return state;
    }

    GameState player(int row, int col, int health, int coins) {
        memory[PLAYER] = (byte) row;
        memory[PLAYER + 1] = (byte) col;
        memory[PLAYER + 2] = (byte) health;
        memory[PLAYER + 3] = (byte) coins;
        return this;
    }

    /** Sets one cell to a visible character. */
    GameState visible(int row, int col, char ch) {
        memory[cell(row, col)] = (byte) ch;
        return this;
    }

    int rows() { return memory[MAP] & 0xff; }

    int cols() { return memory[MAP + 1] & 0xff; }

    int cell(int row, int col) {
        return MAP + 2 + row * cols() + col;
    }

    int cellValue(int row, int col) {
        return memory[cell(row, col)] & 0xff;
    }

    int playerRow() { return memory[PLAYER] & 0xff; }

    int playerCol() { return memory[PLAYER + 1] & 0xff; }

    int health() { return memory[PLAYER + 2]; }

    int coins() { return memory[PLAYER + 3] & 0xff; }

    /** The cells as a hex dump, one row per line, like the assignment prints them. */
    String cellsHex() {
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows(); r++) {
            for (int c = 0; c < cols(); c++) {
                out.append(c == 0 ? "" : " ").append(String.format("%02X", cellValue(r, c)));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** The map as the player sees it: hidden cells as spaces. */
    String visibleText() {
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows(); r++) {
            for (int c = 0; c < cols(); c++) {
                int v = cellValue(r, c);
                out.append((v & 0x80) != 0 ? ' ' : (char) v);
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * Makes every cell drawn in {@code drawing} (one line per row, one character per column, spaces for
     * hidden cells) visible, checking that the map really holds the drawn character there.
     */
    GameState revealDrawing(String drawing) {
        String[] lines = drawing.split("\n");
        for (int r = 0; r < lines.length; r++) {
            for (int c = 0; c < lines[r].length(); c++) {
                char ch = lines[r].charAt(c);
                if (ch != ' ' && (cellValue(r, c) & 0x7f) != ch) {
                    throw new IllegalStateException(String.format("the drawing shows '%c' at (%d,%d), the map holds '%c'",
                            ch, r, c, (char) (cellValue(r, c) & 0x7f)));
                }
                if (ch != ' ') {
                    memory[cell(r, c)] = (byte) ch;
                }
            }
        }
        return this;
    }

    /**
     * The state before flood fill example #2: map3.txt loaded, then the game played until the player
     * stands at (3,14) next to the door he broke at (3,15), having left (3,2) and taken the coin at
     * (4,12); visible is exactly what the assignment's drawing shows (flood2-before.txt).
     */
    static GameState floodExample2() {
        GameState state = empty();
        state.model().initGame(resourceBytes("map3.txt"), MAP, PLAYER);
        int hidden = MipsHackModel.HIDDEN;
        state.memory[state.cell(3, 2)] = (byte) ('.' | hidden);
        state.memory[state.cell(3, 15)] = (byte) ('.' | hidden);
        state.memory[state.cell(4, 12)] = (byte) ('.' | hidden);
        state.memory[state.cell(3, 14)] = (byte) ('@' | hidden);
        return state.player(3, 14, 10, 1).revealDrawing(resourceText("flood2-before.txt"));
    }

    GameState copy() {
        return new GameState(Arrays.copyOf(memory, memory.length));
    }

    MipsHackModel model() {
        return new MipsHackModel(memory);
    }

    static String resourceText(String name) {
        return new String(resourceBytes(name), StandardCharsets.ISO_8859_1);
    }

    static byte[] resourceBytes(String name) {
        try (InputStream in = GameState.class.getResourceAsStream("/mipshack/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("missing test resource /mipshack/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
