package io.github.retrokit.austerity.state;

import io.github.retrokit.austerity.protocol.HubLines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameSetup;

/** The hub's side: opening, broadcasts, stdout lines, one re-prompt, the protocol error, the end. */
class HubGameTest {

    private static HubGame game(GameSetup setup, String deck) throws DeckFormatException {
        return new HubGame(setup, Deck.parse(deck));
    }

    private static List<String> lines(HubStep step) {
        return step.deliveries().stream().map(d -> (d.isBroadcast() ? "*" : String.valueOf((char) ('A' + d.recipient())))
                + " " + d.line()).toList();
    }

    @Test
    void startSendsTokensCardsAndTheFirstDowhat() throws Exception {
        HubStep step = game(GameSetup.players(2).tokens(5).pointsTarget(3).build(), "B:1:1,0,0,0\nY:0:0,3,0,2\n").start();
        assertEquals(List.of("* tokens5", "* newcardB:1:1,0,0,0", "* newcardY:0:0,3,0,2", "A dowhat"), lines(step));
        assertEquals(List.of("New card = Bonus B, worth 1, costs 1,0,0,0", "New card = Bonus Y, worth 0, costs 0,3,0,2"),
                step.stdout());
        assertEquals(HubStep.Status.AWAIT_REPLY, step.status());
    }

    @Test
    void aValidActionIsBroadcastThenTheNextPlayerIsAsked() throws Exception {
        HubGame hub = game(GameSetup.players(2).tokens(5).pointsTarget(3).build(), "B:1:1,0,0,0\n");
        hub.start();
        HubStep step = hub.reply("take1,1,1,0");
        assertEquals(List.of("* tookA:1,1,1,0", "B dowhat"), lines(step));
        assertEquals(List.of("Player A drew 1,1,1,0"), step.stdout());
        assertEquals(1, hub.awaitedPlayer());
        step = hub.reply("wild");
        assertEquals(List.of("* wildB", "A dowhat"), lines(step));
        assertEquals(List.of("Player B took a wild"), step.stdout());
    }

    @Test
    void aPurchaseIsFollowedByTheRefillCard() throws Exception {
        HubGame hub = game(GameSetup.players(2).tokens(5).pointsTarget(30).build(), "B:1:0,0,0,0\nB:1:0,0,0,0\nB:1:0,0,0,0\nB:1:0,0,0,0\n"
                + "B:1:0,0,0,0\nB:1:0,0,0,0\nB:1:0,0,0,0\nB:1:0,0,0,0\nR:2:0,1,0,0\n");
        hub.start();
        HubStep step = hub.reply("purchase3:0,0,0,0,0");
        assertEquals(List.of("* purchasedA:3:0,0,0,0,0", "* newcardR:2:0,1,0,0", "B dowhat"), lines(step));
        assertEquals(List.of("Player A purchased 3 using 0,0,0,0,0", "New card = Bonus R, worth 2, costs 0,1,0,0"),
                step.stdout());
    }

    @Test
    void oneInvalidReplyGetsAnotherDowhatAndASecondIsAProtocolError() throws Exception {
        HubGame hub = game(GameSetup.players(2).tokens(5).pointsTarget(3).build(), "B:1:1,0,0,0\n");
        hub.start();
        HubStep again = hub.reply("take 1,1,1,0");
        assertEquals(List.of("A dowhat"), lines(again));
        assertEquals(HubStep.Status.AWAIT_REPLY, again.status());
        assertTrue(again.rejection().orElseThrow().startsWith("player A: invalid message"), again.rejection().get());
        HubStep error = hub.reply("purchase0:0,0,0,0,0");
        assertEquals(HubStep.Status.PROTOCOL_ERROR, error.status());
        assertEquals(List.of(), error.deliveries());
        assertEquals(Optional.of("player A: illegal action \"purchase0:0,0,0,0,0\": player A cannot afford card 0 "
                + "(B:1:1,0,0,0): 1 wild tokens needed, 0 held"), error.rejection());
        assertThrows(IllegalStateException.class, () -> hub.reply("wild"));
    }

    @Test
    void aGoodReplyResetsTheRepromptCount() throws Exception {
        HubGame hub = game(GameSetup.players(2).tokens(5).pointsTarget(3).build(), "B:1:1,0,0,0\n");
        hub.start();
        hub.reply("bogus");
        hub.reply("wild");
        HubStep step = hub.reply("take1,1,1,1");
        assertEquals(HubStep.Status.AWAIT_REPLY, step.status());
        assertEquals(List.of("B dowhat"), lines(step));
    }

    @Test
    void theLastTurnPrintsTheWinnersAndSendsNoDowhat() throws Exception {
        HubGame hub = game(GameSetup.players(2).tokens(5).pointsTarget(1).build(), "B:1:0,0,0,0\nB:0:0,0,0,0\n");
        hub.start();
        hub.reply("purchase0:0,0,0,0,0");
        HubStep last = hub.reply("wild");
        assertEquals(List.of("* wildB"), lines(last));
        assertEquals(List.of("Player B took a wild", "Winner(s) A"), last.stdout());
        assertEquals(HubStep.Status.GAME_OVER, last.status());
        assertEquals(Optional.of(EndReason.TARGET_REACHED), hub.endReason());
    }

    @Test
    void roundCapAndStallAreReported() throws Exception {
        HubGame capped = game(GameSetup.players(2).tokens(5).pointsTarget(9).maxRounds(1).build(), "B:0:0,0,0,1\n");
        capped.start();
        capped.reply("wild");
        HubStep last = capped.reply("wild");
        assertEquals(List.of("Player B took a wild", "Winner(s) A,B"), last.stdout());
        assertEquals(Optional.of(EndReason.ROUND_CAP), capped.endReason());

        HubGame course = game(GameSetup.players(2).tokens(5).pointsTarget(9).build(), "B:0:0,0,0,1\n");
        course.start();
        for (int i = 0; i < 4; i++) {
            assertEquals(HubStep.Status.AWAIT_REPLY, course.reply("wild").status());
        }
        assertTrue(course.isStalled());
        assertEquals(2, course.roundsCompleted());
    }

    @Test
    void garbageRepliesNeverCrashTheHubAndTwoInARowAreAProtocolError() throws Exception {
        java.util.Random random = new java.util.Random(4);
        String alphabet = "purchasetakewild0123456789,:+- \t\u0000";
        for (int game = 0; game < 300; game++) {
            HubGame hub = game(GameSetup.players(2).tokens(5).pointsTarget(3).build(), "B:1:1,0,0,0\n");
            hub.start();
            HubStep first = hub.reply(randomLine(random, alphabet));
            if (first.rejection().isEmpty()) {
                continue; // a random line happened to be a legal move
            }
            assertEquals(HubStep.Status.AWAIT_REPLY, first.status());
            HubStep second = hub.reply(randomLine(random, alphabet));
            assertEquals(second.rejection().isPresent() ? HubStep.Status.PROTOCOL_ERROR : HubStep.Status.AWAIT_REPLY,
                    second.status());
        }
    }

    private static String randomLine(java.util.Random random, String alphabet) {
        StringBuilder line = new StringBuilder();
        for (int k = random.nextInt(14); k > 0; k--) {
            line.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return line.toString();
    }

    @Test
    void outputFormatsAreTheSpecTables() {
        assertEquals("Game ended due to disconnect", HubLines.DISCONNECT);
        assertEquals("Winner(s) A,B,C", HubLines.winners(List.of(0, 1, 2)));
    }
}
