package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.wire.Coordinate;

import java.io.Flushable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The course's logging.c, by behaviour: {@code print_map} and {@code print_game_over}. A cell is '@' for the
 * player, else '+' for the door, else '#' on the border, else the symbol of the first monster listed there,
 * else '.'; each row ends with a newline and each map is followed by an empty line.
 */
public final class MapPrinter {

    /**
     * A monster as the map shows it.
     *
     * @param symbol its character on the map
     * @param position its cell
     */
    public record Mark(char symbol, Coordinate position) {
    }

    private MapPrinter() {
    }

    /**
     * One map as print_map prints it, with the empty line after it.
     *
     * @param width the room's width, walls included
     * @param height the room's height, walls included
     * @param door the door's cell
     * @param player the player's cell
     * @param monsters the alive monsters, in the world's order (sorted by position)
     * @return the map's rows, each ending with a line feed, then an empty line
     */
    public static String map(int width, int height, Coordinate door, Coordinate player, List<Mark> monsters) {
        StringBuilder out = new StringBuilder((width + 1) * height + 1);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out.append(cell(x, y, width, height, door, player, monsters));
            }
            out.append('\n');
        }
        return out.append('\n').toString();
    }

    private static char cell(int x, int y, int width, int height, Coordinate door, Coordinate player,
                             List<Mark> monsters) {
        if (player.x() == x && player.y() == y) {
            return '@';
        }
        if (door.x() == x && door.y() == y) {
            return '+';
        }
        if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
            return '#';
        }
        for (Mark m : monsters) {
            if (m.position().x() == x && m.position().y() == y) {
                return m.symbol();
            }
        }
        return '.';
    }

    /**
     * print_game_over's text.
     *
     * @param outcome how the game ended
     * @return "Game Over\nPlayer won by reaching the door\n" and the like
     * @throws IllegalArgumentException for {@link RogueGameOutcome#TURN_LIMIT}: logging.c has no text for it
     */
    public static String gameOver(RogueGameOutcome outcome) {
        if (outcome == RogueGameOutcome.TURN_LIMIT) {
            throw new IllegalArgumentException("print_game_over has no text for a game stopped at the turn limit");
        }
        return "Game Over\nPlayer " + outcome.text() + "\n";
    }

    /** Pushes the output out now when it is buffered (a PrintStream, a Writer). */
    static void flush(Appendable out) {
        if (out instanceof Flushable flushable) {
            try {
                flushable.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the game's output", e);
            }
        }
    }

    static void write(Appendable out, String text) {
        try {
            out.append(text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the game's output", e);
        }
    }
}
