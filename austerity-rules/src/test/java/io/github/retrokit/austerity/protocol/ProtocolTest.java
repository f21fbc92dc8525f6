package io.github.retrokit.austerity.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.Colour;
import io.github.retrokit.austerity.rules.Purse;
import io.github.retrokit.austerity.rules.Tokens;

/** The message tables of the spec, the strict-parsing rules (note 12, note 20) and parse∘format = id. */
class ProtocolTest {

    @Test
    void formatsEveryHubMessageAsTheTableSays() {
        assertEquals("tokens7", Protocol.format(new HubMessage.TokenPiles(7)));
        assertEquals("newcardB:1:1,0,0,0", Protocol.format(new HubMessage.NewCard(Card.of(Colour.BROWN, 1, 1, 0, 0, 0))));
        assertEquals("dowhat", Protocol.format(HubMessage.DOWHAT));
        assertEquals("purchasedC:7:1,2,3,4,5", Protocol.format(new HubMessage.Purchased(2, 7, Purse.of(1, 2, 3, 4, 5))));
        assertEquals("tookA:1,1,0,1", Protocol.format(new HubMessage.Took(0, Tokens.of(1, 1, 0, 1))));
        assertEquals("wildZ", Protocol.format(new HubMessage.TookWild(25)));
        assertEquals("eog", Protocol.format(HubMessage.EOG));
    }

    @Test
    void formatsEveryPlayerMessageAsTheTableSays() {
        assertEquals("purchase0:0,0,1,0,2", Protocol.format(new Action.Purchase(0, Purse.of(0, 0, 1, 0, 2))));
        assertEquals("take0,1,1,1", Protocol.format(new Action.Take(Tokens.of(0, 1, 1, 1))));
        assertEquals("wild", Protocol.format(Action.WILD));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "tokens+7             | tokens7",
        "tokens007            | tokens7",
        "tokens-0             | tokens0",
        "newcardR:+2:0,00,1,0 | newcardR:2:0,0,1,0",
        "purchasedB:+3:0,0,0,0,1 | purchasedB:3:0,0,0,0,1",
    })
    void numbersAreWhatStrtolAccepts(String line, String canonical) throws MalformedAusterityMessageException {
        assertEquals(Protocol.parseHubMessage(canonical), Protocol.parseHubMessage(line));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "", "tokens", "tokens 7", " tokens7", "tokens7 ", "tokens-1", "tokens7x", "tokens0x7", "tokens1.0",
        "tokens99999999999", "Tokens7", "dowhat ", "dowhatt", "eog\r", "eog\n", "eo", "wild", "wilda", "wildAB",
        "wild1", "tookA:1,1,1", "tookA:1,1,1,1,1", "tookA1,1,1,1", "took:1,1,1,1", "tookA:1,,1,1",
        "purchasedA:8:0,0,0,0,0", "purchasedA:-1:0,0,0,0,0", "purchasedA:1:0,0,0,0", "purchased A:1:0,0,0,0,0",
        "newcardX:1:0,0,0,0", "newcardB:1:0,0,0", "newcardB:1:0,0,0,0,", "newcardB::0,0,0,0", "newcardp:1:0,0,0,0",
        "purchase1:0,0,0,0,0", "take1,1,1,0", "tokens\u00007",
    })
    void playersRejectMalformedHubMessages(String line) {
        assertThrows(MalformedAusterityMessageException.class, () -> Protocol.parseHubMessage(line));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "", "wild ", "Wild", "wildA", "take", "take1,1,1", "take1,1,1,0,", "take 1,1,1,0", "take1,1,1,-1",
        "purchase", "purchase8:0,0,0,0,0", "purchase1:0,0,0,0", "purchase1;0,0,0,0,0", "purchase1:0,0,0,0,0,0",
        "purchased1:0,0,0,0,0", "took1,1,1,0", "eog", "dowhat",
    })
    void hubRejectsMalformedPlayerMessages(String line) {
        assertThrows(MalformedAusterityMessageException.class, () -> Protocol.parsePlayerMessage(line));
    }

    @Test
    void errorNamesTheOffsetAndReason() {
        MalformedAusterityMessageException e = assertThrows(MalformedAusterityMessageException.class,
                () -> Protocol.parsePlayerMessage("take1,1,x,0"));
        assertEquals(8, e.position());
        assertEquals("invalid message \"take1,1,x,0\" at offset 8: expected a number, found 'x'", e.getMessage());
    }

    @Test
    void parseInvertsFormatForRandomMessages() throws MalformedAusterityMessageException {
        Random random = new Random(2310);
        for (int i = 0; i < 50_000; i++) {
            HubMessage hub = randomHubMessage(random);
            assertEquals(hub, Protocol.parseHubMessage(Protocol.format(hub)));
            Action action = randomAction(random);
            assertEquals(action, Protocol.parsePlayerMessage(Protocol.format(action)));
        }
    }

    /** An independent oracle: the grammar as regular expressions (ranges checked separately). */
    private static final Pattern NUMBER = Pattern.compile("[+-]?[0-9]+");
    private static final Pattern HUB_GRAMMAR = Pattern.compile(
            ("tokens(N)|newcard[PBYR]:(N):(N),(N),(N),(N)|dowhat|purchased[A-Z]:(N):(N),(N),(N),(N),(N)"
            + "|took[A-Z]:(N),(N),(N),(N)|wild[A-Z]|eog").replace("N", NUMBER.pattern()));
    private static final Pattern PLAYER_GRAMMAR = Pattern.compile(
            "purchase(N):(N),(N),(N),(N),(N)|take(N),(N),(N),(N)|wild".replace("N", NUMBER.pattern()));

    @Test
    void randomGarbageParsesOnlyWhenTheGrammarSaysSo() {
        Random random = new Random(99);
        String[] seeds = {"tokens", "newcard", "dowhat", "purchased", "took", "wild", "eog", "purchase", "take", ""};
        String alphabet = "0123456789,:+-ABPYRZ x\t\n\u0000";
        int parsed = 0;
        for (int i = 0; i < 200_000; i++) {
            StringBuilder line = new StringBuilder(seeds[random.nextInt(seeds.length)]);
            int length = random.nextInt(16);
            for (int k = 0; k < length; k++) {
                line.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            parsed += check(line.toString());
        }
        assertTrue(parsed > 100, "the generator should hit some valid messages, hit " + parsed);
    }

    @Test
    void insertingASpaceAnywhereBreaksEveryMessage() {
        Random random = new Random(3);
        for (int i = 0; i < 2_000; i++) {
            String line = Protocol.format(randomHubMessage(random));
            for (int at = 0; at <= line.length(); at++) {
                String spaced = line.substring(0, at) + " " + line.substring(at);
                assertThrows(MalformedAusterityMessageException.class, () -> Protocol.parseHubMessage(spaced), spaced);
            }
        }
    }

    private static int check(String line) {
        boolean hubValid = matchesInRange(HUB_GRAMMAR, line, line.startsWith("purchased") ? 1 : -1);
        boolean playerValid = matchesInRange(PLAYER_GRAMMAR, line, line.startsWith("purchase") ? 0 : -1);
        return agrees(line, hubValid, Protocol::parseHubMessage, Protocol::format)
                + agrees(line, playerValid, Protocol::parsePlayerMessage, Protocol::format);
    }

    private interface Parser<T> {
        T parse(String line) throws MalformedAusterityMessageException;
    }

    /** The parser accepts {@code line} exactly when the grammar does, and accepted messages round-trip. */
    private static <T> int agrees(String line, boolean grammarAccepts, Parser<T> parser,
                                  java.util.function.Function<T, String> formatter) {
        try {
            T message = parser.parse(line);
            assertTrue(grammarAccepts, "parsed but grammar rejects: " + line);
            assertEquals(message, parser.parse(formatter.apply(message)));
            return 1;
        } catch (MalformedAusterityMessageException e) {
            assertTrue(!grammarAccepts, "grammar accepts but parser rejects: " + line + " (" + e.getMessage() + ")");
            return 0;
        }
    }

    /** Grammar match plus ranges: counts 0..2^31-1, the card number (group {@code cardGroup}+1) 0..7. */
    private static boolean matchesInRange(Pattern grammar, String line, int cardGroupIndex) {
        var m = grammar.matcher(line);
        if (!m.matches()) {
            return false;
        }
        int firstGroup = -1;
        for (int g = 1; g <= m.groupCount(); g++) {
            if (m.group(g) == null) {
                continue;
            }
            if (firstGroup < 0) {
                firstGroup = g;
            }
            long value;
            try {
                value = Long.parseLong(m.group(g));
            } catch (NumberFormatException e) {
                return false;
            }
            long max = cardGroupIndex >= 0 && g == firstGroup ? 7 : Integer.MAX_VALUE;
            if (value < 0 || value > max) {
                return false;
            }
        }
        return true;
    }

    static HubMessage randomHubMessage(Random random) {
        switch (random.nextInt(7)) {
            case 0: return new HubMessage.TokenPiles(count(random));
            case 1: return new HubMessage.NewCard(new Card(Colour.at(random.nextInt(4)), count(random), tokens(random)));
            case 2: return HubMessage.DOWHAT;
            case 3: return new HubMessage.Purchased(random.nextInt(26), random.nextInt(8), purse(random));
            case 4: return new HubMessage.Took(random.nextInt(26), tokens(random));
            case 5: return new HubMessage.TookWild(random.nextInt(26));
            default: return HubMessage.EOG;
        }
    }

    static Action randomAction(Random random) {
        switch (random.nextInt(3)) {
            case 0: return new Action.Purchase(random.nextInt(8), purse(random));
            case 1: return new Action.Take(tokens(random));
            default: return Action.WILD;
        }
    }

    private static int count(Random random) {
        return random.nextInt(10) == 0 ? random.nextInt(Integer.MAX_VALUE) : random.nextInt(12);
    }

    private static Tokens tokens(Random random) {
        return Tokens.of(count(random), count(random), count(random), count(random));
    }

    private static Purse purse(Random random) {
        return new Purse(tokens(random), count(random));
    }

    @Test
    void wholeArgumentNumbers() {
        assertEquals(7, io.github.retrokit.austerity.text.FieldReader.parseWhole("+7").getAsInt());
        for (String bad : new String[] {"", " 7", "7 ", "7a", "0x7", "1.5", "99999999999", "+", "-"}) {
            if (io.github.retrokit.austerity.text.FieldReader.parseWhole(bad).isPresent()) {
                fail("accepted '" + bad + "'");
            }
        }
    }
}
