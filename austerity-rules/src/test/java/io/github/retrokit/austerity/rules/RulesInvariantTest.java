package io.github.retrokit.austerity.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Random legal play on shuffled decks: tokens are conserved, points are the owned cards' points, the market
 * never exceeds 8, check() agrees with the enumeration of legal actions and never changes the state.
 */
class RulesInvariantTest {

    @Test
    void randomGamesKeepTheInvariants() throws Exception {
        Deck deck = Deck.parse(DeckTest.resource("deck20.txt"));
        Random random = new Random(1);
        for (int game = 0; game < 300; game++) {
            int players = 2 + random.nextInt(5);
            int tokens = random.nextInt(8);
            GameState state = new GameState(GameSetup.players(players).tokens(tokens).pointsTarget(1 + random.nextInt(20)).maxRounds(200).build(),
                    deck.shuffled(game));
            RandomPlayer player = new RandomPlayer(game);
            int[] ownedPoints = new int[players];
            while (!state.isOver()) {
                int me = state.currentPlayer();
                probeIllegal(state, random);
                Action action = player.decide(state, me);
                if (action instanceof Action.Purchase) {
                    ownedPoints[me] += state.card(((Action.Purchase) action).card()).points();
                }
                state.play(action);
                for (int c = 0; c < Colour.COUNT; c++) {
                    int total = state.pile(Colour.at(c));
                    for (int p = 0; p < players; p++) {
                        total += state.tokens(p, Colour.at(c));
                        assertTrue(state.tokens(p, Colour.at(c)) >= 0);
                    }
                    assertEquals(tokens, total, "coloured tokens are conserved");
                }
                for (int p = 0; p < players; p++) {
                    assertEquals(ownedPoints[p], state.points(p));
                    assertTrue(state.wild(p) >= 0);
                }
                assertTrue(state.marketSize() <= Market.CAPACITY);
                assertEquals(Math.min(Market.CAPACITY, state.marketSize() + state.deckRemaining()), state.marketSize(),
                        "the market is full while the deck lasts");
            }
            assertFalse(state.winners().isEmpty());
        }
    }

    /** A random action is legal exactly when it is in the enumeration; checking it changes nothing. */
    private static void probeIllegal(GameState state, Random random) {
        int me = state.currentPlayer();
        Action probe;
        switch (random.nextInt(3)) {
            case 0:
                probe = new Action.Take(Tokens.of(random.nextInt(3), random.nextInt(3), random.nextInt(3), random.nextInt(3)));
                break;
            case 1:
                probe = new Action.Purchase(random.nextInt(8),
                        Purse.of(random.nextInt(3), random.nextInt(3), random.nextInt(3), random.nextInt(3), random.nextInt(3)));
                break;
            default:
                probe = Action.WILD;
        }
        List<String> before = snapshot(state);
        Verdict verdict = state.check(probe);
        assertEquals(RandomPlayer.legalActions(state, me).contains(probe), verdict.isLegal(), probe + " " + verdict);
        assertEquals(before, snapshot(state));
    }

    private static List<String> snapshot(GameView view) {
        List<String> lines = new java.util.ArrayList<>();
        lines.add(view.piles().format());
        for (int p = 0; p < view.playerCount(); p++) {
            lines.add(view.purse(p).format() + " " + view.discounts(p).format() + " " + view.points(p));
        }
        lines.add(view.market().toString());
        return lines;
    }
}
