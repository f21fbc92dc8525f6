package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.transport.ChildCommand;
import io.github.retrokit.rogue.wire.Coordinate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals(new ChildCommand("./player", List.of("2", "0", "3", "2", "0")), in.player(),
                "the world runs ./player 2 0 3 2 0");
        assertEquals(List.of(
                new WorldInput.MonsterSetup(new ChildCommand("./monster", List.of("5", "5", "1", "2")), 's', new Coordinate(3, 5)),
                new WorldInput.MonsterSetup(new ChildCommand("./monster", List.of("10", "6", "4", "2")), 'J', new Coordinate(1, 1))),
                in.monsters());
    }

    @Test
    void whitespaceIsFreeFormLikeScanf() throws Exception {
        String spaced = "  6\t 8 \r\n\n\n2\n0\n 3 3 ./player 3 2 0 2\n./monster s 3 5 5 5 1 2 ./monster J 1 1 10 6 4 2";
        assertEquals(WorldInputParser.parse(new StringReader(SAMPLE), "in", 20),
                WorldInputParser.parse(new StringReader(spaced), "in", 20));
    }

    /** Like scanf, the world does not care about lines: a count on the player's line is read as the count. */
    @Test
    void extraTokensOnThePlayerLineAreFineWhenTheInputStillParses() throws Exception {
        String countOnThePlayerLine = "6 8\n2 0\n3 3\n./player 3 2 0 2\n./monster s 3 5 5 5 1 2\n"
                + "./monster J 1 1 10 6 4 2\n";
        assertEquals(WorldInputParser.parse(new StringReader(SAMPLE), "in", 20),
                WorldInputParser.parse(new StringReader(countOnThePlayerLine), "in", 20));
    }

    @Test
    void monsterLimitIsAParameter() throws Exception {
        assertEquals(2, WorldInputParser.parse(new StringReader(SAMPLE), "in", 2).monsters().size());
        WorldInputException e = assertThrows(WorldInputException.class,
                () -> WorldInputParser.parse(new StringReader(SAMPLE), "in", 1));
        assertEquals("in:5: number of monsters must be between 0 and MONSTER_LIMIT 1, got 2", e.getMessage());
    }

    @Test
    void everyTruncationAndRandomCorruptionIsAnInputErrorNeverACrash() {
        Random random = new Random(334);
        List<String> inputs = new ArrayList<>();
        for (int n = 0; n < SAMPLE.length(); n++) {
            inputs.add(SAMPLE.substring(0, n));
        }
        for (int i = 0; i < 2000; i++) {
            char[] text = SAMPLE.toCharArray();
            text[random.nextInt(text.length)] = (char) random.nextInt(128);
            inputs.add(new String(text));
        }
        for (String text : inputs) {
            try {
                WorldInputParser.parse(new StringReader(text), "in", 20);
            } catch (WorldInputException e) {
                assertTrue(e.getMessage().matches("in:[0-9]+: [^\\n]+"), e.getMessage());
            } catch (Exception | Error e) {
                throw new AssertionError("input " + text.replace("\n", "\\n") + " crashed the parser", e);
            }
        }
        assertThrows(WorldInputException.class, () -> WorldInputParser.parse(new StringReader(
                SAMPLE.substring(0, SAMPLE.length() - 3)), "in", 20), "a cut-off last line");
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
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\n-1\\n|in:5: number of monsters must be between 0 and MONSTER_LIMIT 20, got -1",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\nfive\\n|in:5: expected number of monsters (an integer), found 'five'",
        "-6 8\\n|in:1: room size must be positive and at most 100000000 cells, got -6 8",
        "\u007f\u00ff 8\\n|in:1: expected room width (an integer), found '\\u007f\\u00ff'",
        "6 8\\n2 0\\n3 99999999999\\n|in:3: player y is out of the int range: '99999999999'",
        "-2147483649 8\\n|in:1: room width is out of the int range: '-2147483649'",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0\\n+99999999999\\n|in:5: number of monsters is out of the int range: '+99999999999'",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0 9\\n1\\n./monster s 3 5 5 5 1 2\\n|in:4: the player line './player 3 2 0 9' has 4 "
                + "arguments after the executable, expected 3 (the world runs it as <executable> <doorX> <doorY> <arg3> <arg4> <arg5>)",
        "6 8\\n2 0\\n3 3\\n./player 3 2 0 1\\n0\\n|in:4: the player line './player 3 2 0 1' has 4 arguments after the "
                + "executable, expected 3 (the world runs it as <executable> <doorX> <doorY> <arg3> <arg4> <arg5>)",
        "6 8\\n2 0\\n3 3\\n./player 3 2\\n1\\n./monster s 3 5 5 5 1 2\\n|in:4: the player line './player 3 2' has 2 arguments "
                + "after the executable, expected 3 (the world runs it as <executable> <doorX> <doorY> <arg3> <arg4> <arg5>)",
        "6 8\\n2 0\\n3 3\\n./player\\n1\\n./monster s 3 5 5 5 1 2\\n|in:4: the player line './player' has 0 arguments "
                + "after the executable, expected 3 (the world runs it as <executable> <doorX> <doorY> <arg3> <arg4> <arg5>)",
        "6 8\\n2 0\\n3 3 ./player 3 2 0 9\\n1\\n|in:4: expected monster 1 symbol, found end of input",
    })
    void malformedInputNamesTheLineAndWhatWasExpected(String text, String message) {
        WorldInputException e = assertThrows(WorldInputException.class,
                () -> WorldInputParser.parse(new StringReader(text.replace("\\n", "\n")), "in", 20));
        assertEquals(message, e.getMessage());
    }

    /** A reader that never ends: {@code pattern} over and over, like /dev/zero or {@code yes}. */
    private static Reader endless(String pattern) {
        return new Reader() {
            private long at;

            @Override
            public int read(char[] into, int offset, int length) {
                for (int i = 0; i < length; i++) {
                    into[offset + i] = pattern.charAt((int) (at++ % pattern.length()));
                }
                return length;
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void anEndlessLineIsAnErrorNotAnOutOfMemoryError() {
        WorldInputException e = assertThrows(WorldInputException.class,
                () -> WorldInputParser.parse(endless("\0"), "stdin", 20));
        assertEquals("stdin:1: line longer than 65536 characters", e.getMessage());
    }

    @Test
    void endlessLinesEndOneTokenAfterAFullInput() {
        WorldInputException e = assertThrows(WorldInputException.class,
                () -> WorldInputParser.parse(endless("x\n"), "stdin", 20));
        assertEquals("stdin:1: expected room width (an integer), found 'x'", e.getMessage());
        e = assertThrows(WorldInputException.class,
                () -> WorldInputParser.parse(endless("6 8\n2 0\n3 3\n./player 3 2 0\n0\n"), "stdin", 20));
        assertEquals("stdin:6: unexpected '6' after the last monster", e.getMessage());
    }
}
