package io.github.retrokit.austerity.text;

import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.Colour;
import io.github.retrokit.austerity.rules.Purse;
import io.github.retrokit.austerity.rules.Tokens;

import java.util.OptionalInt;

/**
 * A strict cursor over one line of text (a deck line or a protocol message, without its newline),
 * shared by the deck parser and the message codec.
 *
 * <p>Numbers are read the way C's {@code strtol(s, &end, 10)} reads them, minus the leading whitespace
 * it would skip: an optional {@code +} or {@code -}, then one or more decimal digits (leading zeros allowed).
 * A value outside {@code int} range is rejected, as is any number below the caller's minimum.
 * Nothing else is skipped or tolerated: every character must be consumed by an expectation.
 */
public final class FieldReader {

    /** The kinds of mismatch. */
    public enum Kind {
        /** A fixed character or word was expected. */
        EXPECTED_TEXT,
        /** A colour letter P, B, Y, R was expected. */
        EXPECTED_COLOUR,
        /** A player letter A-Z was expected. */
        EXPECTED_PLAYER,
        /** A number was expected. */
        EXPECTED_NUMBER,
        /** A number is outside its allowed range. */
        OUT_OF_RANGE,
        /** Characters are left after the last field. */
        TRAILING_TEXT
    }

    /** Where and why a line did not match. */
    public static final class Mismatch extends Exception {
        private final int position;
        private final Kind kind;

        /**
         * @param position 0-based character offset in the line
         * @param kind the kind of mismatch
         * @param reason what was expected or wrong
         */
        public Mismatch(int position, Kind kind, String reason) {
            super(reason, null, false, false);
            this.position = position;
            this.kind = kind;
        }

        /** The kind of mismatch. */
        public Kind kind() {
            return kind;
        }

        /** 0-based character offset in the line where the problem starts. */
        public int position() {
            return position;
        }

        /** What was expected or wrong, without the position. */
        public String reason() {
            return getMessage();
        }
    }

    private final CharSequence text;
    private int pos;

    /** A cursor at the start of {@code text}. */
    public FieldReader(CharSequence text) {
        this.text = text;
    }

    /** The current 0-based offset. */
    public int position() {
        return pos;
    }

    /** True when every character has been consumed. */
    public boolean atEnd() {
        return pos >= text.length();
    }

    /** Consumes {@code literal} exactly. */
    public FieldReader expect(String literal) throws Mismatch {
        for (int i = 0; i < literal.length(); i++) {
            if (pos >= text.length() || text.charAt(pos) != literal.charAt(i)) {
                throw new Mismatch(pos, Kind.EXPECTED_TEXT, "expected '" + literal + "'");
            }
            pos++;
        }
        return this;
    }

    /** Consumes the single character {@code c}. */
    public FieldReader expect(char c) throws Mismatch {
        if (pos >= text.length() || text.charAt(pos) != c) {
            throw new Mismatch(pos, Kind.EXPECTED_TEXT, "expected '" + c + "'" + found());
        }
        pos++;
        return this;
    }

    /** Requires that nothing is left. */
    public void expectEnd() throws Mismatch {
        if (!atEnd()) {
            throw new Mismatch(pos, Kind.TRAILING_TEXT, "unexpected trailing text '" + printable(text.subSequence(pos, text.length())) + "'");
        }
    }

    /** Reads a colour letter P, B, Y or R. */
    public Colour colour() throws Mismatch {
        Colour colour = pos < text.length() ? Colour.ofLetter(text.charAt(pos)) : null;
        if (colour == null) {
            throw new Mismatch(pos, Kind.EXPECTED_COLOUR, "expected a colour P, B, Y or R" + found());
        }
        pos++;
        return colour;
    }

    /** Reads a player letter A-Z and returns its 0-based index. */
    public int playerLetter() throws Mismatch {
        char c = pos < text.length() ? text.charAt(pos) : 0;
        if (c < 'A' || c > 'Z') {
            throw new Mismatch(pos, Kind.EXPECTED_PLAYER, "expected a player letter A-Z" + found());
        }
        pos++;
        return c - 'A';
    }

    /** Reads a strtol-style number and requires {@code min <= value <= max}. */
    public int number(int min, int max) throws Mismatch {
        int start = pos;
        long value = scanNumber();
        if (value < min || value > max) {
            throw new Mismatch(start, Kind.OUT_OF_RANGE, "number " + text.subSequence(start, pos) + " out of range " + min + ".." + max);
        }
        return (int) value;
    }

    /** Reads {@code count} non-negative numbers separated by commas. */
    public int[] numbers(int count) throws Mismatch {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                expect(',');
            }
            values[i] = number(0, Integer.MAX_VALUE);
        }
        return values;
    }

    /** Reads {@code P,B,Y,R}. */
    public Tokens tokens() throws Mismatch {
        int[] v = numbers(4);
        return new Tokens(v[0], v[1], v[2], v[3]);
    }

    /** Reads {@code P,B,Y,R,W}. */
    public Purse purse() throws Mismatch {
        int[] v = numbers(5);
        return new Purse(new Tokens(v[0], v[1], v[2], v[3]), v[4]);
    }

    /** Reads a card {@code D:V:P,B,Y,R}. */
    public Card card() throws Mismatch {
        Colour colour = colour();
        expect(':');
        int points = number(0, Integer.MAX_VALUE);
        expect(':');
        return new Card(colour, points, tokens());
    }

    /**
     * Parses a whole string as one strtol-style number (no leading whitespace, nothing after it),
     * e.g. a command-line argument.
     *
     * @return the value, or empty when the text is not exactly one number in {@code int} range
     */
    public static OptionalInt parseWhole(String text) {
        FieldReader reader = new FieldReader(text);
        try {
            int value = reader.number(Integer.MIN_VALUE, Integer.MAX_VALUE);
            reader.expectEnd();
            return OptionalInt.of(value);
        } catch (Mismatch e) {
            return OptionalInt.empty();
        }
    }

    private long scanNumber() throws Mismatch {
        int start = pos;
        boolean negative = false;
        if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
            negative = text.charAt(pos) == '-';
            pos++;
        }
        int digits = pos;
        long value = 0;
        while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            value = value * 10 + (text.charAt(pos) - '0');
            if (value > 1L + Integer.MAX_VALUE) {
                value = 1L + Integer.MAX_VALUE + 1; // saturate: out of every int range
            }
            pos++;
        }
        if (pos == digits) {
            pos = start;
            throw new Mismatch(start, Kind.EXPECTED_NUMBER, "expected a number" + found());
        }
        return negative ? -value : value;
    }

    private String found() {
        return pos < text.length() ? ", found '" + printable(text.subSequence(pos, pos + 1)) + "'" : ", found end of line";
    }

    /** {@code s} for a diagnostic: control characters shown as {@code \xNN}, cut after 80 characters. */
    public static String printable(CharSequence s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length() && i < 80; i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                out.append(String.format("\\x%02x", (int) c));
            } else {
                out.append(c);
            }
        }
        return s.length() > 80 ? out + "..." : out.toString();
    }
}
