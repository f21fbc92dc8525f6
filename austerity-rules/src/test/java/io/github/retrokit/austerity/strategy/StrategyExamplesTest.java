package io.github.retrokit.austerity.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.github.retrokit.austerity.protocol.Protocol;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.TestTable;

/** The spec's worked examples and each decision rule of shenzi, banzai and ed, one test per rule. */
class StrategyExamplesTest {

    private static String decide(Strategy strategy, GameView view, int me) {
        return Protocol.format(strategy.decide(view, me));
    }

    // ---- shenzi ----

    @Test
    void shenziBuysTheCardWorthTheMostPoints() {
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 2, 2, 2, 2, 0)
                .market("P:1:1,0,0,0", "B:3:2,2,0,0", "Y:2:1,0,0,0");
        assertEquals("purchase1:2,2,0,0,0", decide(new Shenzi(), table, 0));
    }

    @Test
    void shenziBreaksPointTiesByFewestTokensAfterDiscounts() {
        // card 0 costs 3 but a Brown discount makes it 1 (interpretation 2); card 1 costs 2
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).owns(0, "B:0:0,0,0,0", "B:0:0,0,0,0")
                .holds(0, 2, 2, 2, 2, 0).market("P:2:1,2,0,0", "R:2:1,0,1,0");
        assertEquals("purchase0:1,0,0,0,0", decide(new Shenzi(), table, 0));
    }

    @Test
    void shenziBreaksRemainingTiesByNewestCard() {
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 1, 1, 1, 1, 0)
                .market("P:1:1,0,0,0", "B:1:0,1,0,0", "Y:1:0,0,1,0", "R:0:0,0,0,0");
        assertEquals("purchase2:0,0,1,0,0", decide(new Shenzi(), table, 0));
    }

    @Test
    void shenziCountsWildsWhenDecidingItCanAfford() {
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 0, 1, 0, 0, 2).market("R:1:1,1,1,0");
        assertEquals("purchase0:0,1,0,0,2", decide(new Shenzi(), table, 0));
    }

    @Test
    void shenziTakesPurpleBrownYellowRedSkippingEmptyPiles() {
        assertEquals("take1,1,1,0", decide(new Shenzi(), new TestTable(2).piles(7, 7, 7, 7).market("R:1:5,5,5,5"), 0));
        assertEquals("take1,0,1,1", decide(new Shenzi(), new TestTable(2).piles(3, 0, 1, 1).market("R:1:5,5,5,5"), 0));
    }

    @Test
    void shenziTakesAWildWhenTwoPilesAreEmpty() {
        assertEquals("wild", decide(new Shenzi(), new TestTable(2).piles(3, 0, 0, 1).market("R:1:5,5,5,5"), 0));
    }

    // ---- banzai ----

    @Test
    void banzaiSpecExampleMostExpensiveThenMostWildThenOldest() {
        // "5 tokens; 4 cards costing 1, 2, 4 and 4 tokens; both 4-token cards need 3 wilds; the oldest is bought"
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 1, 0, 0, 0, 4)
                .market("Y:1:0,0,0,1", "Y:2:1,1,1,1", "B:1:0,2,0,0", "R:3:1,0,3,0");
        assertEquals("purchase1:1,0,0,0,3", decide(new Banzai(), table, 0));
    }

    @Test
    void banzaiPrefersTheCardUsingMoreWildTokens() {
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 2, 0, 0, 0, 2)
                .market("Y:1:2,0,0,0", "Y:1:0,2,0,0");
        assertEquals("purchase1:0,0,0,0,2", decide(new Banzai(), table, 0));
    }

    @Test
    void banzaiCountsPriceAfterDiscounts() {
        // card 0 lists 4 tokens but the Purple discount makes it 2; card 1 costs 3
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).owns(0, "P:0:0,0,0,0", "P:0:0,0,0,0")
                .holds(0, 3, 3, 0, 0, 0).market("Y:1:4,0,0,0", "Y:1:0,3,0,0");
        assertEquals("purchase1:0,3,0,0,0", decide(new Banzai(), table, 0));
    }

    @Test
    void banzaiWithFewerThanThreeTokensTakesYellowBrownPurpleRed() {
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 0, 0, 0, 0, 2).market("Y:1:0,0,0,1");
        assertEquals("take1,1,1,0", decide(new Banzai(), table, 0));
        TestTable noBrown = new TestTable(2).piles(7, 0, 7, 7).market("Y:1:0,0,0,1");
        assertEquals("take1,0,1,1", decide(new Banzai(), noBrown, 0));
    }

    @Test
    void banzaiCountsWildsAmongItsTokens() {
        // 3 tokens with wilds included: no take (interpretation 4), buys instead
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 0, 0, 0, 1, 2).market("Y:1:0,0,0,1");
        assertEquals("purchase0:0,0,0,1,0", decide(new Banzai(), table, 0));
    }

    @Test
    void banzaiNeverBuysZeroPointCards() {
        TestTable table = new TestTable(2).piles(7, 7, 7, 7).holds(0, 3, 3, 3, 3, 0).market("Y:0:1,0,0,0", "R:1:5,5,5,5");
        assertEquals("wild", decide(new Banzai(), table, 0));
    }

    @Test
    void banzaiThatCannotTakeThreeFallsThroughToBuying() {
        TestTable table = new TestTable(2).piles(7, 0, 0, 7).holds(0, 0, 0, 0, 0, 1).market("Y:1:0,0,0,1");
        assertEquals("purchase0:0,0,0,0,1", decide(new Banzai(), table, 0));
    }

    // ---- ed ----

    @Test
    void edSpecExampleTakesRedPurpleThenBrown() {
        // target 3P,2B,0Y,1R affordable by the opponent; ed holds 1P,2B,1Y,0R; piles 4P,5B,0Y,2R → 1R, 1P, 1B
        TestTable table = new TestTable(2).holds(1, 3, 2, 0, 1, 0).holds(0, 1, 2, 1, 0, 0)
                .piles(4, 5, 0, 2).market("P:3:3,2,0,1");
        assertEquals("take1,1,0,1", decide(new Ed(), table, 0));
    }

    @Test
    void edBuysTheTargetWhenItCan() {
        TestTable table = new TestTable(2).holds(1, 1, 0, 0, 0, 0).holds(0, 0, 0, 0, 0, 1).piles(7, 7, 7, 7)
                .market("P:0:0,0,0,1", "P:2:1,0,0,0");
        assertEquals("purchase1:0,0,0,0,1", decide(new Ed(), table, 0));
    }

    @Test
    void edTargetsTheMostPointsAnOpponentCanAffordNotWhatItCanAfford() {
        // ed could buy card 0 (1 point), but the target is card 1 (3 points, affordable by B only)
        TestTable table = new TestTable(2).holds(1, 0, 3, 0, 0, 0).holds(0, 1, 0, 0, 0, 0).piles(7, 7, 7, 7)
                .market("P:1:1,0,0,0", "Y:3:0,3,0,0");
        assertEquals("take0,1,1,1", decide(new Ed(), table, 0));
    }

    @Test
    void edPrefersCardsAffordableByTheNextPlayersInTurnOrder() {
        // ed is player 2 of 4: prefers cards for player 3, then 0, then 1 (interpretation 6)
        TestTable table = new TestTable(4).holds(0, 0, 1, 0, 0, 0).holds(1, 1, 0, 0, 0, 0).holds(3, 0, 0, 0, 1, 0)
                .piles(7, 7, 7, 7).market("P:2:1,0,0,0", "B:2:0,1,0,0", "R:2:0,0,0,1", "Y:5:9,9,9,9");
        assertEquals(2, Ed.target(table, 2));
        TestTable withoutThree = new TestTable(4).holds(0, 0, 1, 0, 0, 0).holds(1, 1, 0, 0, 0, 0)
                .piles(7, 7, 7, 7).market("P:2:1,0,0,0", "B:2:0,1,0,0", "R:2:0,0,0,1");
        assertEquals(1, Ed.target(withoutThree, 2));
    }

    @Test
    void edNeverTargetsForItself() {
        TestTable table = new TestTable(2).holds(0, 5, 5, 5, 5, 0).piles(7, 7, 7, 7).market("P:2:1,0,0,0");
        assertEquals(-1, Ed.target(table, 0));
        assertEquals("take0,1,1,1", decide(new Ed(), table, 0), "no target: Yellow, Red, Brown");
    }

    @Test
    void edBreaksRemainingTiesByOldestCard() {
        TestTable table = new TestTable(2).holds(1, 1, 1, 0, 0, 0).piles(7, 7, 7, 7)
                .market("R:0:0,0,0,0", "P:2:0,1,0,0", "B:2:1,0,0,0");
        assertEquals(1, Ed.target(table, 0));
    }

    @Test
    void edLacksAColourOnlyAfterDiscountsAndWithoutCountingWilds() {
        // target 2,2,2,0; ed owns a Brown card (owes 1 B, holds 1: enough) and holds 3 wilds (4 would be needed) that do not count:
        // lacks Yellow and Purple → Y*, P*, then Y (taken), R → 1,0,1,1
        TestTable table = new TestTable(2).owns(0, "B:0:0,0,0,0").holds(0, 0, 1, 0, 0, 3).holds(1, 2, 2, 2, 0, 0)
                .piles(7, 7, 7, 7).market("R:3:2,2,2,0");
        assertEquals(0, Ed.target(table, 0));
        assertEquals("take1,0,1,1", decide(new Ed(), table, 0));
    }

    @Test
    void edTakesAWildWhenItCannotTakeThree() {
        TestTable table = new TestTable(2).piles(7, 0, 0, 7).market("R:3:0,2,2,0");
        assertEquals("wild", decide(new Ed(), table, 0));
    }
}
