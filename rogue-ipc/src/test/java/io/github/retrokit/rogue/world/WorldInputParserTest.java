package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.transport.Command;
import io.github.retrokit.rogue.wire.Coordinate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class WorldInputParserTest {

    private static final String SAMPLE = "6 8\n2 0\n3 3\n./player 3 2 0\n2\n./monster s 3 5 5 5 1 2\n"
            + "./monster J 1 1 10 6 4 2\n";

    @Test
    void readsTheCourseSampleInput() throws Exception {
        WorldInput in = WorldInputParser.parse(new StringReader(SAMPLE), "inp1.txt", 20);
        assertEquals(6, in.width());
        assertEquals(8, in.height());
        assertEquals(new Coordinate(2, 0), in.door());
        assertEquals(new Coordinate(3, 3), in.playerStart());
        assertEquals(new Command("./player", List.of("2", "0", "3", "2", "0")), in.player(),
                "the world runs ./player 2 0 3 2 0");
        assertEquals(List.of(
                new WorldInput.MonsterSetup(new Command("./monster", List.of("5", "5", "1", "2")), 's', new Coordinate(3, 5)),
                new WorldInput.MonsterSetup(new Command("./monster", List.of("10", "6", "4", "2")), 'J', new Coordinate(1, 1))),
                in.monsters());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\n|in:4: expected number of monsters, found end of input",
        "6 x\\n|in:1: expected room height (an integer), found 'x'",
        "0 8\\n2 0\\n|in:1: room size must be positive and at most 100000000 cells, got 0 8",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\n21\\n|in:5: number of monsters must be between 0 and MONSTER_LIMIT 20, got 21",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\n1\\n./monster ss 3 5 5 5 1 2\\n|in:6: monster 1 symbol must be one printable character, got 'ss'",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\n1\\n./monster s 3 5 5 5 1\\n|in:6: expected monster 1 argument 4, found end of input",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\n0\\nextra\\n|in:6: unexpected 'extra' after the last monster",
        "6 8\\n2 0\\n3 3\\n./player 3\\n|in:4: expected player argument 4, found end of input",
    })
    void malformedInputNamesTheLineAndWhatWasExpected(String text, String message) {
        InputFormatException e = assertThrows(InputFormatException.class,
                () -> WorldInputParser.parse(new StringReader(text.replace("\\n", "\n")), "in", 20));
        assertEquals(message, e.getMessage());
    }
}
