package io.github.retrokit.austerity.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Turn order, legality with explanations, refills, the end of the game and the winners. */
class GameStateTest {

    private static final Action.Take PBY = new Action.Take(Tokens.of(1, 1, 1, 0));

    private static Deck deck(String... cards) {
        List<Card> list = new ArrayList<>();
        for (String card : cards) {
            list.add(TestTable.card(card));
        }
        return new Deck(list);
    }

    private static Deck cheapDeck(int size, int points) {
        String[] cards = new String[size];
        for (int i = 0; i < size; i++) {
            cards[i] = "P:" + points + ":1,0,0,0";
        }
        return deck(cards);
    }

    @Test
    void dealsEightCardsOldestFirst() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(15).build(), cheapDeck(10, 1));
        assertEquals(8, game.marketSize());
        assertEquals(2, game.deckRemaining());
        assertEquals(Tokens.each(7), game.piles());
        assertEquals(8, game.openingCards().size());
    }

    @Test
    void smallDeckDealsWhatItHas() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(15).build(), cheapDeck(3, 1));
        assertEquals(3, game.marketSize());
        assertEquals(0, game.deckRemaining());
    }

    @Test
    void purchaseRemovesTheCardShiftsNewerDownAndAppendsTheNextDeckCard() {
        Deck deck = deck("P:0:0,0,0,0", "B:1:0,0,0,0", "Y:2:0,0,0,0", "R:3:0,0,0,0", "P:4:0,0,0,0", "B:5:0,0,0,0",
                "Y:6:0,0,0,0", "R:7:0,0,0,0", "P:8:0,0,0,0");
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(100).build(), deck);
        Turn turn = game.play(new Action.Purchase(2, Purse.EMPTY));
        assertEquals(Optional.of(TestTable.card("P:8:0,0,0,0")), turn.drawn());
        assertEquals(TestTable.card("R:3:0,0,0,0"), game.card(2));
        assertEquals(TestTable.card("P:8:0,0,0,0"), game.card(7));
        assertEquals(2, game.points(0));
        assertEquals(1, game.discount(0, Colour.YELLOW));
        assertEquals(1, game.currentPlayer());
    }

    @Test
    void paidTokensReturnToTheirPiles() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(100).build(), deck("R:1:1,1,1,0", "R:1:9,9,9,9"));
        game.play(PBY);
        game.play(Action.WILD);
        assertEquals(Tokens.of(6, 6, 6, 7), game.piles());
        game.play(new Action.Purchase(0, Purse.of(1, 1, 1, 0, 0)));
        assertEquals(Tokens.each(7), game.piles());
        assertEquals(Purse.EMPTY, game.purse(0));
        assertEquals(1, game.wild(1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "take0,1,1,1 | LEGAL",
        "take1,1,1,0 | TAKE_FROM_EMPTY_PILE",
        "take1,0,1,1 | TAKE_FROM_EMPTY_PILE",
        "take0,2,1,0 | TAKE_MORE_THAN_ONE_OF_A_COLOUR",
        "take0,1,1,0 | TAKE_NOT_THREE",
        "take1,1,1,1 | TAKE_NOT_THREE",
        "take0,0,0,0 | TAKE_NOT_THREE",
        "purchase3:0,0,0,0,0 | NO_SUCH_CARD",
        "purchase7:0,0,0,0,0 | NO_SUCH_CARD",
        "purchase1:0,1,0,0,2 | CANNOT_AFFORD",
        "purchase0:0,0,0,0,0 | WRONG_PAYMENT",
        "purchase0:0,0,0,0,1 | WRONG_PAYMENT",
        "purchase0:1,0,0,0,0 | LEGAL",
        "purchase2:0,0,0,0,0 | LEGAL",
        "purchase2:0,0,0,0,1 | WRONG_PAYMENT",
        "wild | LEGAL",
    })
    void everyIllegalActionIsExplained(String message, String expected) throws Exception {
        GameState game = new GameState(GameSetup.players(2).tokens(3).pointsTarget(100).build(), deck("P:1:1,0,0,0", "B:1:0,3,0,0", "Y:0:0,0,0,0"));
        game.play(new Action.Take(Tokens.of(1, 1, 1, 0)));
        game.play(new Action.Take(Tokens.of(1, 1, 0, 1)));
        game.play(new Action.Take(Tokens.of(1, 0, 1, 1)));
        assertEquals(Tokens.of(0, 1, 1, 1), game.piles());
        assertEquals(Purse.of(1, 1, 0, 1, 0), game.purse(1));
        Verdict verdict = game.check(io.github.retrokit.austerity.protocol.Protocol.parsePlayerMessage(message));
        if (expected.equals("LEGAL")) {
            assertEquals(Verdict.LEGAL, verdict);
        } else {
            Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, verdict);
            assertEquals(Verdict.Violation.valueOf(expected), illegal.violation(), illegal.explanation());
            assertFalse(illegal.explanation().isBlank());
        }
    }

    @Test
    void explanationsNameTheNumbers() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(100).build(), deck("B:1:0,2,0,0"));
        Verdict.Illegal cannot = (Verdict.Illegal) game.check(new Action.Purchase(0, Purse.of(0, 0, 0, 0, 2)));
        assertEquals("player A cannot afford card 0 (B:1:0,2,0,0): 2 wild tokens needed, 0 held", cannot.explanation());
        Verdict.Illegal tooMany = (Verdict.Illegal) game.check(new Action.Take(Tokens.of(1, 1, 1, 1)));
        assertEquals("take 1,1,1,1 takes 4 tokens; exactly 3 of different colours are required", tooMany.explanation());
        IllegalActionException thrown = assertThrows(IllegalActionException.class,
                () -> game.play(new Action.Purchase(5, Purse.EMPTY)));
        assertEquals(Verdict.Violation.NO_SUCH_CARD, thrown.verdict().violation());
        assertEquals("card 5 is not face up (1 cards, 0-0)", thrown.getMessage());
    }

    @Test
    void takeThreeIsImpossibleWithTwoEmptyPiles() {
        TestTable table = new TestTable(2).piles(0, 0, 3, 3);
        assertFalse(table.canTakeThree());
        assertTrue(new TestTable(2).piles(0, 1, 1, 1).canTakeThree());
    }

    @Test
    void theRoundIsCompletedAfterTheTargetIsReached() {
        GameState game = new GameState(GameSetup.players(3).tokens(7).pointsTarget(2).build(), deck("P:2:0,0,0,0", "P:3:0,0,0,0", "P:0:0,0,0,0",
                "P:0:0,0,0,0"));
        Turn first = game.play(new Action.Purchase(0, Purse.EMPTY)); // A reaches 2 points
        assertEquals(Optional.empty(), first.end());
        game.play(new Action.Purchase(0, Purse.EMPTY)); // B overtakes with 3
        assertFalse(game.isOver());
        Turn last = game.play(Action.WILD);
        assertEquals(Optional.of(EndReason.TARGET_REACHED), last.end());
        assertEquals(List.of(1), game.winners());
        assertEquals(1, game.roundsCompleted());
        assertEquals(Verdict.Violation.GAME_OVER, ((Verdict.Illegal) game.check(Action.WILD)).violation());
    }

    @Test
    void tiedWinnersAreListedInLetterOrder() {
        GameState game = new GameState(GameSetup.players(3).tokens(7).pointsTarget(1).build(), deck("P:1:0,0,0,0", "P:0:0,0,0,0", "P:1:0,0,0,0",
                "P:0:0,0,0,0"));
        game.play(new Action.Purchase(0, Purse.EMPTY));
        game.play(Action.WILD);
        game.play(new Action.Purchase(1, Purse.EMPTY));
        assertEquals(List.of(0, 2), game.winners());
    }

    @Test
    void pointsTargetZeroEndsAfterTheFirstRound() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(0).build(), cheapDeck(9, 0));
        game.play(Action.WILD);
        assertFalse(game.isOver());
        game.play(Action.WILD);
        assertEquals(Optional.of(EndReason.TARGET_REACHED), game.endReason());
        assertEquals(List.of(0, 1), game.winners());
    }

    @Test
    void anEmptyMarketEndsTheGameAtOnce() {
        GameState game = new GameState(GameSetup.players(3).tokens(7).pointsTarget(100).build(), deck("P:1:0,0,0,0", "P:0:0,0,0,0"));
        game.play(new Action.Purchase(0, Purse.EMPTY));
        Turn last = game.play(new Action.Purchase(0, Purse.EMPTY));
        assertEquals(Optional.empty(), last.drawn());
        assertEquals(Optional.of(EndReason.MARKET_EMPTY), last.end());
        assertEquals(0, game.roundsCompleted());
        assertEquals(List.of(0), game.winners());
    }

    @Test
    void roundCapEndsTheGameWithTheLeaders() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(100).maxRounds(2).build(), deck("P:1:0,0,0,0", "P:0:9,9,9,9"));
        game.play(Action.WILD);
        game.play(new Action.Purchase(0, Purse.EMPTY));
        game.play(Action.WILD);
        assertFalse(game.isOver());
        Turn last = game.play(Action.WILD);
        assertEquals(Optional.of(EndReason.ROUND_CAP), last.end());
        assertEquals(List.of(1), game.winners());
    }

    @Test
    void aRoundWithoutPurchaseWhenEverythingIsAffordableIsAStall() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(100).build(), deck("P:0:0,0,0,0"));
        game.play(Action.WILD);
        game.play(Action.WILD);
        assertTrue(game.isStalled());
        assertFalse(game.isOver(), "the course hub plays on");
        GameState ending = new GameState(GameSetup.players(2).tokens(7).pointsTarget(100).endOnStall(true).build(), deck("P:0:0,0,0,0"));
        ending.play(Action.WILD);
        ending.play(Action.WILD);
        assertEquals(Optional.of(EndReason.STALLED), ending.endReason());
    }

    @Test
    void aRoundInWhichSomeoneCouldNotAffordACardIsNoStall() {
        GameState game = new GameState(GameSetup.players(2).tokens(7).pointsTarget(100).endOnStall(true).build(), deck("P:0:1,0,0,0"));
        game.play(Action.WILD); // A could not afford it at the start of its turn
        game.play(Action.WILD);
        assertFalse(game.isStalled());
        game.play(Action.WILD); // now both hold a wild and could buy it
        game.play(Action.WILD);
        assertTrue(game.isStalled());
        assertEquals(Optional.of(EndReason.STALLED), game.endReason());
    }
}
