package io.github.retrokit.austerity.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.protocol.HubLines;
import io.github.retrokit.austerity.state.HubStep;
import io.github.retrokit.austerity.state.PlayerOutput;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * {@code austerity 7 15 deck20.txt shenzi banzai ed}, hub and players wired through the wire lines. The first
 * three rounds of the hub's stdout were written by hand from the rules (see the golden file); the rest of the
 * game is checked for consistency: an independent replay of the stdout lines, the players' views against the hub's,
 * and the in-process {@link AusterityGame} against the message-driven game.
 */
class Deck20TranscriptTest {

    private static final List<Strategy> SEATS = List.of(Strategies.shenzi(), Strategies.banzai(), Strategies.ed());
    private static final GameSetup SETUP = GameSetup.players(3).tokens(7).pointsTarget(15).build();
    private static Deck deck;
    private static Loopback game;

    @BeforeAll
    static void play() throws Exception {
        deck = Deck.parse(resource("deck20.txt"));
        game = new Loopback(SETUP, deck, SEATS).run(10_000);
    }

    @Test
    void firstThreeRoundsMatchTheHandWrittenTranscript() throws IOException {
        List<String> expected = resource("deck20-7-15-shenzi-banzai-ed.head.txt").lines().toList();
        assertEquals(expected, game.hubStdout.subList(0, expected.size()));
    }

    @Test
    void theGameEndsNormallyWithAWinnersLine() {
        assertEquals(HubStep.Status.GAME_OVER, game.status);
        String last = game.hubStdout.get(game.hubStdout.size() - 1);
        assertEquals(HubLines.winners(game.hub.winners()), last);
    }

    @Test
    void replayingTheStdoutLinesGivesTheSameScoresAndWinners() {
        // an independent model: market from "New card" lines, points from "purchased" lines
        Pattern newCard = Pattern.compile("New card = Bonus ([PBYR]), worth (\\d+), costs (\\d+),(\\d+),(\\d+),(\\d+)");
        Pattern purchased = Pattern.compile("Player ([A-C]) purchased ([0-7]) using (\\d+),(\\d+),(\\d+),(\\d+),(\\d+)");
        Pattern drew = Pattern.compile("Player ([A-C]) drew ([01]),([01]),([01]),([01])");
        Pattern wild = Pattern.compile("Player ([A-C]) took a wild");
        List<Integer> market = new ArrayList<>();
        Map<Character, Integer> points = new HashMap<>(Map.of('A', 0, 'B', 0, 'C', 0));
        char expectedPlayer = 'A';
        int lines = 0;
        for (String line : game.hubStdout.subList(0, game.hubStdout.size() - 1)) {
            Matcher m;
            if ((m = newCard.matcher(line)).matches()) {
                market.add(Integer.parseInt(m.group(2)));
                assertTrue(market.size() <= 8);
                continue;
            }
            char player;
            if ((m = purchased.matcher(line)).matches()) {
                player = m.group(1).charAt(0);
                points.merge(player, market.remove(Integer.parseInt(m.group(2))), Integer::sum);
            } else if ((m = drew.matcher(line)).matches() || (m = wild.matcher(line)).matches()) {
                player = m.group(1).charAt(0);
            } else {
                throw new AssertionError("unexpected line " + line);
            }
            assertEquals(expectedPlayer, player, "turn order at line " + lines);
            expectedPlayer = (char) ('A' + (expectedPlayer - 'A' + 1) % 3);
            lines++;
        }
        int best = points.values().stream().max(Integer::compare).orElseThrow();
        if (game.hub.endReason().orElseThrow() == EndReason.TARGET_REACHED) {
            assertEquals('A', expectedPlayer, "the game ends after a complete round");
            assertTrue(best >= 15);
        } else {
            assertEquals(EndReason.MARKET_EMPTY, game.hub.endReason().orElseThrow());
            assertEquals(List.of(), market, "the game ends at once when the last card is bought");
        }
        StringBuilder winners = new StringBuilder();
        for (char p = 'A'; p <= 'C'; p++) {
            if (points.get(p) == best) {
                winners.append(winners.length() > 0 ? "," : "").append(p);
            }
            assertEquals(game.hub.view().points(p - 'A'), points.get(p));
        }
        assertEquals("Winner(s) " + winners, game.hubStdout.get(game.hubStdout.size() - 1));
    }

    @Test
    void everyPlayerEndsWithTheHubsViewAndTheWinners() {
        List<String> hubDump = PlayerOutput.dump(game.hub.view());
        for (int p = 0; p < 3; p++) {
            List<String> stderr = game.playerStderr.get(p);
            assertEquals(PlayerOutput.gameOver(game.hub.winners()), stderr.get(stderr.size() - 1));
            assertEquals(hubDump, stderr.subList(stderr.size() - 1 - hubDump.size(), stderr.size() - 1));
            assertEquals(hubDump, PlayerOutput.dump(game.players.get(p).view()));
        }
    }

    @Test
    void playersPrintTheStateAfterTokensAndEachCardAndReceivedDowhat() {
        List<String> a = game.playerStderr.get(0);
        assertEquals(List.of(
                "Player A:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0",
                "Player B:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0",
                "Player C:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0",
                "Card 0:B/1/1,0,0,0",
                "Player A:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0",
                "Player B:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0",
                "Player C:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0"), a.subList(0, 7));
        int afterOpening = 3 + (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8) + 8 * 3;
        assertEquals("Received dowhat", a.get(afterOpening));
        assertEquals("Card 7:R/4/3,0,0,3", a.get(afterOpening - 4));
        assertEquals("Player A:0:Discounts=0,0,0,0:Tokens=1,1,1,0,0", a.get(afterOpening + 9));
        assertTrue(!game.playerStderr.get(1).subList(0, afterOpening + 1).contains("Received dowhat"),
                "only the current player gets dowhat");
    }

    @Test
    void theInProcessGameAgreesWithTheMessageDrivenGame() {
        List<String> turns = new ArrayList<>();
        AusterityGameResult result = new AusterityGame(GameRules.of(SETUP.tokens(), SETUP.pointsTarget()).withEndOnStall(false), deck, SEATS).observe(t -> turns.add(String.valueOf(t.action()))).play();
        assertEquals(game.hub.winners(), result.winners());
        assertEquals(game.hub.roundsCompleted(), result.rounds());
        for (int p = 0; p < 3; p++) {
            assertEquals(game.hub.view().points(p), result.points().get(p));
        }
        long replies = game.wire.stream().filter(l -> l.charAt(1) == '>').count();
        assertEquals(replies, result.turns());
        assertEquals(result.turns(), turns.size());
        assertEquals(GameView.letters(result.winners()), HubLines.winners(result.winners()).substring(10));
    }

    static String resource(String name) throws IOException {
        try (InputStream in = Deck20TranscriptTest.class.getResourceAsStream("/engine/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
