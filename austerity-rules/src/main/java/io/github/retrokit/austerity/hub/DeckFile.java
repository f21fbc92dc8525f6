package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a deck file for a program: like {@link Deck#read} but never more than {@link #MAX_BYTES}, so that a
 * deck named {@code /dev/zero} or an endless pipe is invalid contents instead of an out-of-memory crash.
 */
public final class DeckFile {
    /** Far above any real deck (a card line is about a dozen bytes). */
    public static final int MAX_BYTES = 16 << 20;

    private DeckFile() {
    }

    /**
     * @throws IOException         when the file cannot be opened or read (exit 3)
     * @throws DeckFormatException when its contents are invalid or larger than {@link #MAX_BYTES} (exit 4)
     */
    public static Deck read(Path file) throws IOException, DeckFormatException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new DeckFormatException(0, 0, DeckFormatException.Problem.TOO_LARGE,
                    "the deck is larger than " + MAX_BYTES + " bytes");
        }
        return Deck.parse(new String(bytes, StandardCharsets.ISO_8859_1));
    }
}
