package io.github.retrokit.austerity.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Deck files: "D:V:P,B,Y,R" per line, at least one card; interpretation 12 for everything else. */
class DeckTest {

    @Test
    void parsesTheSpecExample() throws DeckFormatException {
        Deck deck = Deck.parse("B:1:1,0,0,0\nY:0:0,3,0,2\n");
        assertEquals(List.of(Card.of(Colour.BROWN, 1, 1, 0, 0, 0), Card.of(Colour.YELLOW, 0, 0, 3, 0, 2)), deck.cards());
    }

    @Test
    void lastNewlineIsOptional() throws DeckFormatException {
        assertEquals(Deck.parse("R:4:3,0,0,3\n"), Deck.parse("R:4:3,0,0,3"));
    }

    @Test
    void readsTheCourseDecks() throws Exception {
        assertEquals(20, Deck.parse(resource("deck20.txt")).size());
        Deck small = Deck.parse(resource("deck-small.txt"));
        assertEquals(Card.of(Colour.BROWN, 7, 15, 16, 1, 19), small.cards().get(0));
        assertEquals(resource("deck20.txt"), Deck.parse(resource("deck20.txt")).format());
    }

    @Test
    void theShippedCourseDeckIsTheReferenceDeck20() throws Exception {
        assertEquals(Deck.parse(resource("deck20.txt")), Deck.deck20());
        assertEquals("B:1:1,0,0,0", Deck.deck20().cards().get(0).format());
    }

    @Test
    void strtolNumbersAreAccepted() throws DeckFormatException {
        assertEquals(Card.of(Colour.PURPLE, 7, 1, 0, 0, 10), Deck.parse("P:+7:01,-0,0,010").cards().get(0));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''                        | 0 | 0 | EMPTY_DECK",
        "'B:1:1,0,0,0\\n\\n'        | 2 | 1 | EMPTY_LINE",
        "'\\nB:1:1,0,0,0'           | 1 | 1 | EMPTY_LINE",
        "'B:1:1,0,0,0\\nX:1:1,0,0,0' | 2 | 1 | BAD_COLOUR",
        "'b:1:1,0,0,0'              | 1 | 1 | BAD_COLOUR",
        "'B:-1:1,0,0,0'             | 1 | 3 | OUT_OF_RANGE",
        "'B:1:1,0,-2,0'             | 1 | 9 | OUT_OF_RANGE",
        "'B:1:1,0,0,99999999999'    | 1 | 11 | OUT_OF_RANGE",
        "'B:1:1,0,0,0,0'            | 1 | 12 | EXTRA_FIELDS",
        "'B:1:1,0,0,0:'             | 1 | 12 | EXTRA_FIELDS",
        "'B:1:1,0,0,0\\r'           | 1 | 12 | EXTRA_FIELDS",
        "'B:1:1,0,0, 0'             | 1 | 11 | BAD_NUMBER",
        "'B: 1:1,0,0,0'             | 1 | 3 | BAD_NUMBER",
        "'B:1:1,0,0'                | 1 | 10 | BAD_SEPARATOR",
        "'B:1:1.5,0,0,0'            | 1 | 6 | BAD_SEPARATOR",
        "'B1:1,0,0,0'               | 1 | 2 | BAD_SEPARATOR",
        "'B:1:1,0,0,0\\tx'          | 1 | 12 | EXTRA_FIELDS",
        "'B:0x1:1,0,0,0'            | 1 | 4 | BAD_SEPARATOR",
    })
    void invalidContentsNameTheLineAndColumn(String text, int line, int column, DeckFormatException.Problem problem) {
        String unescaped = text.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t");
        DeckFormatException e = assertThrows(DeckFormatException.class, () -> Deck.parse(unescaped));
        assertEquals(problem, e.problem(), e.getMessage());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
    }

    @Test
    void messageNamesLineAndColumn() {
        DeckFormatException e = assertThrows(DeckFormatException.class, () -> Deck.parse("B:1:1,0,0,0\nQ:1:1,0,0,0\n"));
        assertEquals("line 2, column 1: expected a colour P, B, Y or R, found 'Q'", e.getMessage());
    }

    @Test
    void missingFileIsAnIoErrorNotAFormatError(@TempDir Path dir) {
        assertThrows(IOException.class, () -> Deck.read(dir.resolve("absent")));
        assertThrows(IOException.class, () -> Deck.read(dir));
    }

    @Test
    void readsAFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("d"), "R:4:3,0,0,3\n");
        assertEquals(1, Deck.read(file).size());
    }

    @Test
    void shuffleIsAPermutationFixedBySeed() throws Exception {
        Deck deck = Deck.parse(resource("deck20.txt"));
        Deck a = deck.shuffled(42);
        assertEquals(a, deck.shuffled(42));
        assertNotEquals(a, deck.shuffled(43));
        assertEquals(sorted(deck), sorted(a));
    }

    @Test
    void shuffleOrderIsDocumentedFisherYates() throws Exception {
        Deck deck = Deck.parse(resource("deck20.txt"));
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        Card[] expected = deck.cards().toArray(new Card[0]);
        for (int i = expected.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Card t = expected[i];
            expected[i] = expected[j];
            expected[j] = t;
        }
        assertEquals(List.of(expected), deck.shuffled(7).cards());
    }

    @Test
    void randomTextNeverCrashesTheParser() {
        Random random = new Random(5);
        String alphabet = "PBYRX:,-+0123456789 \n\t";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(30);
            for (int k = 0; k < length; k++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            try {
                Deck deck = Deck.parse(text.toString());
                assertEquals(Deck.parse(deck.format()), deck);
            } catch (DeckFormatException e) {
                assertEquals(true, e.line() >= 0 && e.getMessage() != null);
            }
        }
    }

    private static List<String> sorted(Deck deck) {
        return deck.cards().stream().map(Card::format).sorted().toList();
    }

    static String resource(String name) throws IOException {
        try (var in = DeckTest.class.getResourceAsStream("/engine/" + name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
        }
    }
}
