package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.wire.Coordinate;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MapPrinterTest {

    @Test
    void theCourseExampleMap() {
        String map = MapPrinter.map(6, 8, new Coordinate(2, 0), new Coordinate(3, 3),
                List.of(new MapPrinter.Mark('J', new Coordinate(1, 1)), new MapPrinter.Mark('s', new Coordinate(3, 5))));
        assertEquals("##+###\n#J...#\n#....#\n#..@.#\n#....#\n#..s.#\n#....#\n######\n\n", map);
    }

    @Test
    void precedenceIsPlayerThenDoorThenWallThenFirstMonster() {
        String map = MapPrinter.map(3, 3, new Coordinate(1, 0), new Coordinate(1, 0),
                List.of(new MapPrinter.Mark('a', new Coordinate(1, 1)), new MapPrinter.Mark('b', new Coordinate(1, 1)),
                        new MapPrinter.Mark('c', new Coordinate(0, 1))));
        assertEquals("#@#\n#a#\n###\n\n", map);
    }

    @Test
    void gameOverTexts() {
        assertEquals("Game Over\nPlayer won by reaching the door\n", MapPrinter.gameOver(RogueGameOutcome.REACHED));
        assertEquals("Game Over\nPlayer won by surviving all monsters\n", MapPrinter.gameOver(RogueGameOutcome.SURVIVED));
        assertEquals("Game Over\nPlayer lost by dying\n", MapPrinter.gameOver(RogueGameOutcome.DIED));
        assertEquals("Game Over\nPlayer lost by leaving the game\n", MapPrinter.gameOver(RogueGameOutcome.LEFT));
    }
}
