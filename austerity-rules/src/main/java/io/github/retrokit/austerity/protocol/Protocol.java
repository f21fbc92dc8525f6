package io.github.retrokit.austerity.protocol;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.text.FieldReader;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.Market;

/**
 * The Austerity line codec: stateless formatting and strict parsing of every message.
 *
 * <p>Lines are handled without their terminating {@code \n}: {@code format} returns the line without it and
 * {@code parse} expects it removed (framing is the caller's job). Parsing is exact: no leading, trailing or
 * embedded spaces, nothing missing or extra; numbers as {@code strtol} base 10 accepts them minus leading
 * whitespace (optional sign, leading zeros allowed, {@code int} range); counts are never negative; card numbers
 * are 0-7 and player letters A-Z. For every message {@code m}, {@code parse(format(m)).equals(m)}.
 */
public final class Protocol {

    private Protocol() {
    }

    /**
     * The wire form of a hub-to-player message, without the newline.
     *
     * @param message the message
     * @return the wire form of a hub-to-player message, without the newline
     */
    public static String format(HubMessage message) {
        if (message instanceof HubMessage.TokenPiles) {
            return "tokens" + ((HubMessage.TokenPiles) message).tokens();
        } else if (message instanceof HubMessage.NewCard) {
            return "newcard" + ((HubMessage.NewCard) message).card().format();
        } else if (message instanceof HubMessage.DoWhat) {
            return "dowhat";
        } else if (message instanceof HubMessage.Purchased) {
            HubMessage.Purchased m = (HubMessage.Purchased) message;
            return "purchased" + GameView.letter(m.player()) + ":" + m.card() + ":" + m.payment().format();
        } else if (message instanceof HubMessage.Took) {
            HubMessage.Took m = (HubMessage.Took) message;
            return "took" + GameView.letter(m.player()) + ":" + m.tokens().format();
        } else if (message instanceof HubMessage.TookWild) {
            return "wild" + GameView.letter(((HubMessage.TookWild) message).player());
        }
        return "eog";
    }

    /**
     * The wire form of a player-to-hub message, without the newline.
     *
     * @param action the action
     * @return the wire form of a player-to-hub message, without the newline
     */
    public static String format(Action action) {
        if (action instanceof Action.Purchase) {
            Action.Purchase p = (Action.Purchase) action;
            return "purchase" + p.card() + ":" + p.payment().format();
        } else if (action instanceof Action.Take) {
            return "take" + ((Action.Take) action).tokens().format();
        }
        return "wild";
    }

    /**
     * Parses a hub-to-player message (what a player reads).
     *
     * @param line the line without its newline
     * @throws MalformedAusterityMessageException when it is not exactly one valid message
     * @return the message
     */
    public static HubMessage parseHubMessage(String line) throws MalformedAusterityMessageException {
        return parse(line, Protocol::readHubMessage);
    }

    /**
     * Parses a player-to-hub message (what the hub reads).
     *
     * @param line the line without its newline
     * @throws MalformedAusterityMessageException when it is not exactly one valid message
     * @return the action
     */
    public static Action parsePlayerMessage(String line) throws MalformedAusterityMessageException {
        return parse(line, Protocol::readPlayerMessage);
    }

    /** Reads one message's fields from a cursor at the start of {@code line}. */
    private interface MessageReader<T> {
        T read(String line, FieldReader in) throws FieldReader.Mismatch;
    }

    private static <T> T parse(String line, MessageReader<T> reader) throws MalformedAusterityMessageException {
        FieldReader in = new FieldReader(line);
        try {
            T message = reader.read(line, in);
            in.expectEnd();
            return message;
        } catch (FieldReader.Mismatch m) {
            throw new MalformedAusterityMessageException(line, m.position(), m.reason());
        }
    }

    private static HubMessage readHubMessage(String line, FieldReader in) throws FieldReader.Mismatch {
        if (line.startsWith("tokens")) {
            return new HubMessage.TokenPiles(in.expect("tokens").number(0, Integer.MAX_VALUE));
        } else if (line.startsWith("newcard")) {
            return new HubMessage.NewCard(in.expect("newcard").card());
        } else if (line.startsWith("dowhat")) {
            in.expect("dowhat");
            return HubMessage.DOWHAT;
        } else if (line.startsWith("purchased")) {
            int player = in.expect("purchased").playerLetter();
            int card = in.expect(':').number(0, Market.CAPACITY - 1);
            return new HubMessage.Purchased(player, card, in.expect(':').purse());
        } else if (line.startsWith("took")) {
            int player = in.expect("took").playerLetter();
            return new HubMessage.Took(player, in.expect(':').tokens());
        } else if (line.startsWith("wild")) {
            return new HubMessage.TookWild(in.expect("wild").playerLetter());
        } else if (line.startsWith("eog")) {
            in.expect("eog");
            return HubMessage.EOG;
        }
        throw new FieldReader.Mismatch(0, FieldReader.Kind.EXPECTED_TEXT,
                "unknown message; expected tokens, newcard, dowhat, purchased, took, wild or eog");
    }

    private static Action readPlayerMessage(String line, FieldReader in) throws FieldReader.Mismatch {
        if (line.startsWith("purchase")) {
            int card = in.expect("purchase").number(0, Market.CAPACITY - 1);
            return new Action.Purchase(card, in.expect(':').purse());
        } else if (line.startsWith("take")) {
            return new Action.Take(in.expect("take").tokens());
        } else if (line.startsWith("wild")) {
            in.expect("wild");
            return Action.WILD;
        }
        throw new FieldReader.Mismatch(0, FieldReader.Kind.EXPECTED_TEXT,
                "unknown message; expected purchase, take or wild");
    }
}
