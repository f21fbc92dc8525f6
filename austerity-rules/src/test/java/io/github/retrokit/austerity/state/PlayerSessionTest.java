package io.github.retrokit.austerity.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

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

    @Test
    void structurallyValidButInconsistentMessagesAreAccepted() {
        // interpretation 9: the player trusts the hub
        PlayerSession player = new PlayerSession(2, 0, Strategies.shenzi());
        assertEquals(PlayerReaction.Status.CONTINUE, player.receive("purchasedA:5:1,0,0,0,1").status());
        assertEquals(PlayerReaction.Status.CONTINUE, player.receive("tookZ:1,1,1,0").status());
        assertEquals(PlayerReaction.Status.CONTINUE, player.receive("wildD").status());
        List<String> dump = player.receive("tokens2").stderr();
        assertEquals("Player A:0:Discounts=0,0,0,0:Tokens=-1,0,0,0,-1", dump.get(0));
        for (int i = 0; i < 9; i++) {
            assertEquals(PlayerReaction.Status.CONTINUE, player.receive("newcardB:1:0,0,0,0").status());
        }
        assertEquals(8, player.view().marketSize());
    }

    @Test
    void everyStrategyStillAnswersAfterMessagesThatDriveCountsNegative() {
        for (String name : Strategies.BUILT_IN) {
            PlayerSession player = new PlayerSession(2, 0, Strategies.create(name).orElseThrow());
            for (String line : List.of("tokens1", "newcardB:1:2,2,2,2", "newcardB:1:0,0,0,0", "tookA:5,5,5,5",
                    "purchasedA:0:9,9,9,9,9", "tookB:0,0,1,9")) {
                assertEquals(PlayerReaction.Status.CONTINUE, player.receive(line).status(), name + " " + line);
            }
            PlayerReaction reaction = player.receive("dowhat");
            assertTrue(reaction.reply().isPresent(), name);
            assertTrue(reaction.reply().get().matches("purchase[0-7]:\\d+,\\d+,\\d+,\\d+,\\d+|take[01],[01],[01],[01]|wild"),
                    name + " " + reaction.reply().get());
        }
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
