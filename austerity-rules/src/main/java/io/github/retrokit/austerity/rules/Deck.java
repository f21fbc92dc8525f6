package io.github.retrokit.austerity.rules;

import io.github.retrokit.austerity.text.FieldReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * An ordered deck of cards, top card first, as read from a deck file.
 *
 * <p>File format: one card per line, each line exactly {@code D:V:P,B,Y,R} with D one of P, B, Y, R and
 * non-negative strtol-style whole numbers (no spaces, tabs or extra fields); lines end with {@code \n}
 * (the last newline is optional); at least one card. Anything else is a {@link DeckFormatException}
 * naming the line (interpretation 12 of the spec).
 *
 * @param cards the cards, top of the deck (first drawn) first; immutable
 */
public record Deck(List<Card> cards) {

    /**
     * @throws IllegalArgumentException if {@code cards} is empty
     * @param cards the cards, top of the deck (first drawn) first; immutable
     */
    public Deck {
        cards = List.copyOf(cards);
        if (cards.isEmpty()) {
            throw new IllegalArgumentException("a deck needs at least one card");
        }
    }

    /** The largest deck file read, far above any real deck (a card line is about a dozen bytes). */
    public static final int MAX_FILE_BYTES = 16 << 20;

    /**
     * Reads a deck file. Two failures are kept apart as the hub needs them: the file cannot be read
     * (exit 3, {@code Cannot access deck file}) or its contents are invalid (exit 4). Never more than
     * {@link #MAX_FILE_BYTES} are read, so that a deck named {@code /dev/zero} or an endless pipe is invalid
     * contents instead of an out-of-memory crash.
     *
     * @param file the deck file
     * @return the deck, top card first
     * @throws IOException when the file cannot be opened or read
     * @throws DeckFormatException when its contents are not a valid deck, or it is larger than {@link #MAX_FILE_BYTES}
     */
    public static Deck read(Path file) throws IOException, DeckFormatException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_FILE_BYTES + 1);
        }
        if (bytes.length > MAX_FILE_BYTES) {
            throw new DeckFormatException(0, 0, DeckFormatException.Problem.TOO_LARGE,
                    "the deck is larger than " + MAX_FILE_BYTES + " bytes");
        }
        return parse(new String(bytes, StandardCharsets.ISO_8859_1));
    }

    /**
     * The course's 20-card deck, {@code deck20.txt} from the assignment's reference files (shipped in this jar),
     * top card {@code B:1:1,0,0,0}.
     *
     * @return the course's deck, top card first
top card {@code B:1:1,0,0,0}
     */
    public static Deck deck20() {
        InputStream resource = Deck.class.getResourceAsStream("deck20.txt");
        if (resource == null) {
            throw new IllegalStateException("deck20.txt is missing from the austerity-rules jar");
        }
        try (InputStream in = resource) {
            return parse(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
        } catch (IOException | DeckFormatException e) {
            throw new IllegalStateException("the jar's deck20.txt cannot be read", e);
        }
    }

    /**
     * Parses deck-file text.
     *
     * @param text the text of a whole deck file
     * @return the deck, top card first
     * @throws DeckFormatException when the text is not a deck (the first wrong line and column)
     */
    public static Deck parse(String text) throws DeckFormatException {
        List<Card> cards = new ArrayList<>();
        int lineNo = 0;
        int start = 0;
        while (start < text.length()) {
            int newline = text.indexOf('\n', start);
            int end = newline < 0 ? text.length() : newline;
            lineNo++;
            cards.add(parseLine(text.substring(start, end), lineNo));
            start = end + 1;
        }
        if (cards.isEmpty()) {
            throw new DeckFormatException(0, 0, DeckFormatException.Problem.EMPTY_DECK, "the deck holds no cards");
        }
        return new Deck(cards);
    }

    /**
     * Parses one line {@code D:V:P,B,Y,R} (without its newline); {@code lineNo} is used in the error.
     *
     * @param line one line of a deck file, without its newline
     * @param lineNo its line number (1-based), for error messages
     * @return the card
     * @throws DeckFormatException when the line is not exactly {@code D:V:P,B,Y,R}
     */
    public static Card parseLine(String line, int lineNo) throws DeckFormatException {
        if (line.isEmpty()) {
            throw new DeckFormatException(lineNo, 1, DeckFormatException.Problem.EMPTY_LINE, "empty line");
        }
        FieldReader in = new FieldReader(line);
        try {
            Card card = in.card();
            in.expectEnd();
            return card;
        } catch (FieldReader.Mismatch m) {
            throw new DeckFormatException(lineNo, m.position() + 1, classify(m), m.reason());
        }
    }

    /**
     * The number of cards.
     *
     * @return the number of cards
     */
    public int size() {
        return cards.size();
    }

    /**
     * This deck shuffled reproducibly: a Fisher-Yates shuffle driven by {@code new SplittableRandom(seed)},
     * for {@code i} from {@code size-1} down to 1 swapping card {@code i} with card {@code nextInt(i + 1)}.
     * The same seed always gives the same order, on every JVM.
     *
     * @param seed the shuffle's seed
     * @return a new deck with the same cards in shuffled order
     */
    public Deck shuffled(long seed) {
        Card[] order = cards.toArray(new Card[0]);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Card swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return new Deck(List.of(order));
    }

    /**
     * The deck-file text of this deck: one {@link Card#format()} line per card, each ending in a newline.
     *
     * @return the deck-file text of this deck: one {@link Card#format()} line per card, each ending in a newline
     */
    public String format() {
        StringBuilder out = new StringBuilder();
        for (Card card : cards) {
            out.append(card.format()).append('\n');
        }
        return out.toString();
    }

    private static DeckFormatException.Problem classify(FieldReader.Mismatch m) {
        switch (m.kind()) {
            case EXPECTED_COLOUR: return DeckFormatException.Problem.BAD_COLOUR;
            case TRAILING_TEXT: return DeckFormatException.Problem.EXTRA_FIELDS;
            case OUT_OF_RANGE: return DeckFormatException.Problem.OUT_OF_RANGE;
            case EXPECTED_NUMBER: return DeckFormatException.Problem.BAD_NUMBER;
            default: return DeckFormatException.Problem.BAD_SEPARATOR;
        }
    }
}
