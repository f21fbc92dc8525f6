package io.github.retrokit.austerity.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.rules.TestTable;
import io.github.retrokit.austerity.strategy.Strategies;

/** What a player prints and answers for each hub message (spec "Output — players"). */
class PlayerSessionTest {

    @Test
    void theDumpHasTheSpecsExampleFormat() {
        TestTable table = new TestTable(2).owns(0, "P:5:0,0,0,0", "B:0:0,0,0,0", "B:0:0,0,0,0", "R:0:0,0,0,0")
                .owns(1, "B:2:0,0,0,0", "B:0:0,0,0,0", "B:0:0,0,0,0", "B:0:0,0,0,0", "Y:0:0,0,0,0", "Y:0:0,0,0,0",
                        "Y:0:0,0,0,0")
                .holds(0, 2, 2, 0, 1, 1).holds(1, 0, 0, 3, 4, 0)
                .market("B:3:0,0,2,1", "Y:1:1,0,0,0", "Y:2:0,2,0,1", "B:0:0,0,0,1", "R:4:3,2,0,0", "P:2:0,2,1,1",
                        "R:1:1,0,0,1", "B:1:0,1,0,1");
        assertEquals(List.of(
                "Card 0:B/3/0,0,2,1",
                "Card 1:Y/1/1,0,0,0",
                "Card 2:Y/2/0,2,0,1",
                "Card 3:B/0/0,0,0,1",
                "Card 4:R/4/3,2,0,0",
                "Card 5:P/2/0,2,1,1",
                "Card 6:R/1/1,0,0,1",
                "Card 7:B/1/0,1,0,1",
                "Player A:5:Discounts=1,2,0,1:Tokens=2,2,0,1,1",
                "Player B:2:Discounts=0,4,3,0:Tokens=0,0,3,4,0"), PlayerOutput.dump(table));
    }

    @Test
    void dowhatPrintsReceivedAndRepliesWithTheStrategysAction() {
        PlayerSession player = new PlayerSession(2, 1, Strategies.shenzi());
        assertEquals(List.of("Player A:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0",
                "Player B:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0"), player.receive("tokens4").stderr());
        player.receive("newcardR:1:1,0,0,0");
        PlayerReaction reaction = player.receive("dowhat");
        assertEquals(List.of("Received dowhat"), reaction.stderr());
        assertEquals(Optional.of("take1,1,1,0"), reaction.reply());
        assertEquals(PlayerReaction.Status.CONTINUE, reaction.status());
    }

    @Test
    void messagesUpdateTheView() {
        PlayerSession player = new PlayerSession(2, 0, Strategies.ed());
        player.receive("tokens4");
        player.receive("newcardR:1:1,0,0,0");
        player.receive("newcardY:2:0,1,0,0");
        player.receive("tookB:1,1,1,0");
        player.receive("wildA");
        assertEquals(List.of("Card 0:Y/2/0,1,0,0",
                "Player A:0:Discounts=0,0,0,0:Tokens=0,0,0,0,1",
                "Player B:1:Discounts=0,0,0,1:Tokens=0,1,1,0,0"), player.receive("purchasedB:0:1,0,0,0,0").stderr());
        assertEquals(io.github.retrokit.austerity.rules.Tokens.of(4, 3, 3, 4), player.view().piles());
    }

    @Test
    void eogPrintsTheWinnersFromTheView() {
        PlayerSession player = new PlayerSession(3, 2, Strategies.banzai());
        player.receive("tokens4");
        player.receive("newcardR:1:0,0,0,0");
        player.receive("newcardR:1:0,0,0,0");
        player.receive("purchasedA:0:0,0,0,0,0");
        player.receive("purchasedC:0:0,0,0,0,0");
        PlayerReaction end = player.receive("eog");
        assertEquals(List.of("Game over. Winners are A,C"), end.stderr());
        assertEquals(PlayerReaction.Status.GAME_OVER, end.status());
    }

    @Test
    void anInvalidMessageIsACommunicationErrorAndPrintsNothing() {
        PlayerSession player = new PlayerSession(2, 0, Strategies.shenzi());
        PlayerReaction reaction = player.receive("tokens 4");
        assertEquals(PlayerReaction.Status.INVALID_MESSAGE, reaction.status());
        assertEquals(List.of(), reaction.stderr());
        assertEquals(6, reaction.error().orElseThrow().position());
    }

    /**
     * A hub reports only legal actions, so a message that contradicts the game seen so far is invalid: exit 6,
     * nothing printed, the view unchanged (never {@code Tokens=0,-2,-2,-2,0}).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "purchasedA:5:1,0,0,0,0 | card 5 is not face up (4 cards, 0-3)",
        "purchasedA:0:0,0,0,0,0 | player A cannot afford card 0 (B:1:2,0,0,0): 2 wild tokens needed, 0 held",
        "purchasedB:1:0,0,0,0,1 | payment 0,0,0,0,1 for card 1 is not the required 1,0,0,0,0 (discounts first, then coloured tokens, then wild)",
        "purchasedB:2:1,0,0,0,0 | payment 1,0,0,0,0 for card 2 is not the required 0,0,0,0,0 (discounts first, then coloured tokens, then wild)",
        "tookA:1,1,1,0 | take 1,1,1,0 asks for a P token but that pile is empty",
        "tookA:2,1,0,0 | take 2,1,0,0 asks for 2 P tokens; at most 1 of each colour",
        "tookA:0,1,0,0 | take 0,1,0,0 takes 1 tokens; exactly 3 of different colours are required",
        "tookC:1,1,1,0 | there is no player C in a game of 2",
        "wildZ | there is no player Z in a game of 2"})
    void aMessageNoRealGameCanProduceIsACommunicationErrorAndChangesNothing(String line, String why) {
        PlayerSession player = new PlayerSession(2, 0, Strategies.shenzi());
        for (String setUp : List.of("tokens1", "newcardB:1:2,0,0,0", "newcardY:0:1,0,0,0", "newcardR:0:0,0,0,0",
                "newcardP:0:0,0,0,0", "tookB:1,0,1,1")) { // piles 0,1,0,0; B holds one P, Y and R
            assertEquals(PlayerReaction.Status.CONTINUE, player.receive(setUp).status(), setUp);
        }
        List<String> before = PlayerOutput.dump(player.view());
        PlayerReaction reaction = player.receive(line);
        assertEquals(PlayerReaction.Status.INVALID_MESSAGE, reaction.status());
        assertEquals(List.of(), reaction.stderr());
        assertEquals("impossible in this game: " + why, reaction.error().orElseThrow().reason());
        assertEquals(before, PlayerOutput.dump(player.view()));
    }

    @Test
    void aNinthFaceUpCardIsACommunicationError() {
        PlayerSession player = new PlayerSession(2, 1, Strategies.ed());
        player.receive("tokens4");
        for (int i = 0; i < 8; i++) {
            assertEquals(PlayerReaction.Status.CONTINUE, player.receive("newcardB:1:0,0,0,0").status());
        }
        PlayerReaction ninth = player.receive("newcardB:1:0,0,0,0");
        assertEquals(PlayerReaction.Status.INVALID_MESSAGE, ninth.status());
        assertEquals("impossible in this game: the market already holds 8 cards", ninth.error().orElseThrow().reason());
        assertEquals(8, player.view().marketSize());
    }

    @Test
    void theViewRefusesToApplyAConflictingMessage() {
        PlayerView view = new PlayerView(3);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> view.apply(new HubMessage.TookWild(3)));
        assertEquals("there is no player D in a game of 3", e.getMessage());
    }

    @Test
    void randomValidAndGarbageLinesNeverCrashAPlayer() {
        java.util.Random random = new java.util.Random(8);
        String[] valid = {"tokens3", "newcardB:1:1,0,0,0", "newcardR:9:9,9,9,9", "dowhat", "purchasedA:0:1,0,0,0,0",
            "purchasedC:7:0,0,0,0,9", "tookB:1,1,1,0", "tookA:5,0,0,0", "wildB", "wildZ"};
        for (String name : Strategies.BUILT_IN) {
            PlayerSession player = new PlayerSession(3, random.nextInt(3), Strategies.create(name).orElseThrow());
            for (int i = 0; i < 5_000; i++) {
                String line = valid[random.nextInt(valid.length)];
                if (random.nextInt(4) == 0) {
                    int at = random.nextInt(line.length() + 1);
                    line = line.substring(0, at) + (char) random.nextInt(128) + line.substring(at);
                }
                PlayerReaction reaction = player.receive(line);
                assertTrue(reaction.status() != PlayerReaction.Status.GAME_OVER);
                if (reaction.status() == PlayerReaction.Status.INVALID_MESSAGE) {
                    assertTrue(reaction.error().isPresent() && reaction.stderr().isEmpty());
                }
            }
        }
    }

    @Test
    void badCountOrIdIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new PlayerSession(1, 0, Strategies.ed()));
        assertThrows(IllegalArgumentException.class, () -> new PlayerSession(27, 0, Strategies.ed()));
        assertThrows(IllegalArgumentException.class, () -> new PlayerSession(2, 2, Strategies.ed()));
        assertTrue(new PlayerSession(26, 25, Strategies.ed()).view().playerCount() == 26);
    }
}
