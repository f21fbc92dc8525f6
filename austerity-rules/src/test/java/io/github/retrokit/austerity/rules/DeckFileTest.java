package io.github.retrokit.austerity.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The programs' deck reading: the exit 3 / exit 4 split, and a bound on what is read. */
class DeckFileTest {

    @Test
    void anEndlessFileIsTooLargeNotAnOutOfMemoryCrash() {
        DeckFormatException e = assertThrows(DeckFormatException.class, () -> Deck.read(Path.of("/dev/zero")));
        assertEquals(DeckFormatException.Problem.TOO_LARGE, e.problem());
        assertEquals(0, e.line());
        assertEquals("the deck is larger than " + Deck.MAX_FILE_BYTES + " bytes", e.getMessage());
    }

    @Test
    void aDeckOfExactlyTheLimitIsStillADeck(@TempDir Path dir) throws Exception {
        // 16 MiB = 1,398,097 lines of 12 bytes + 4 lines of 13 bytes.
        String shortCard = "B:1:1,0,0,0\n";
        String longCard = "B:10:1,0,0,0\n";
        int longCards = 4;
        int shortCards = (Deck.MAX_FILE_BYTES - longCards * longCard.length()) / shortCard.length();
        Path deck = Files.writeString(dir.resolve("big.txt"), shortCard.repeat(shortCards) + longCard.repeat(longCards));
        assertEquals(Deck.MAX_FILE_BYTES, Files.size(deck));
        assertEquals(shortCards + longCards, Deck.read(deck).cards().size());
        Files.writeString(deck, "\n", java.nio.file.StandardOpenOption.APPEND);
        assertEquals(DeckFormatException.Problem.TOO_LARGE,
                assertThrows(DeckFormatException.class, () -> Deck.read(deck)).problem());
    }

    @Test
    void aMissingFileOrADirectoryCannotBeAccessed(@TempDir Path dir) {
        assertThrows(IOException.class, () -> Deck.read(dir.resolve("missing.txt")));
        assertThrows(IOException.class, () -> Deck.read(dir));
    }

    @Test
    void aValidDeckReadsLikeTheEngineParsesIt(@TempDir Path dir) throws Exception {
        Path deck = Files.writeString(dir.resolve("d.txt"), "B:1:1,0,0,0\nY:0:0,3,0,2\n");
        assertEquals(Deck.parse("B:1:1,0,0,0\nY:0:0,3,0,2\n"), Deck.read(deck));
    }
}
