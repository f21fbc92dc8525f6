package io.github.retrokit.austerity.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Discounts first, then coloured tokens, then wild (spec "Cards" scenarios and "Player turns" 1). */
class PaymentTest {

    @Test
    void scenario1DiscountCoversTheWholeCost() {
        TestTable table = new TestTable(2).owns(0, "B:0:0,0,0,0", "B:0:0,0,0,0", "R:0:0,0,0,0", "R:0:0,0,0,0", "R:0:0,0,0,0");
        Card card = TestTable.card("P:1:0,0,0,3");
        assertEquals(Tokens.of(0, 2, 0, 3), table.discounts(0));
        assertTrue(table.canAfford(0, card));
        assertEquals(Purse.EMPTY, table.payment(0, card));
        assertEquals(0, table.price(0, card));
    }

    @Test
    void scenario2OnlyTheRemainderIsOwed() {
        TestTable table = new TestTable(3).owns(2, "P:0:0,0,0,0", "B:0:0,0,0,0", "B:0:0,0,0,0", "B:0:0,0,0,0",
                "R:0:0,0,0,0", "R:0:0,0,0,0").holds(2, 1, 0, 3, 0, 0);
        Card card = TestTable.card("Y:1:2,1,3,0");
        assertEquals(1, table.need(2, card, Colour.PURPLE));
        assertEquals(0, table.need(2, card, Colour.BROWN));
        assertEquals(3, table.need(2, card, Colour.YELLOW));
        assertEquals(Purse.of(1, 0, 3, 0, 0), table.payment(2, card));
    }

    @Test
    void colouredTokensArePaidBeforeWild() {
        TestTable table = new TestTable(2).holds(0, 1, 0, 2, 0, 3);
        Card card = TestTable.card("R:2:2,0,1,1");
        assertEquals(Purse.of(1, 0, 1, 0, 2), table.payment(0, card));
        assertEquals(2, table.wildNeeded(0, card));
        assertTrue(table.canAfford(0, card));
    }

    @Test
    void wildsMakeUpAnyShortfallButNoMore() {
        TestTable table = new TestTable(2).holds(0, 0, 0, 0, 0, 2);
        assertTrue(table.canAfford(0, TestTable.card("R:2:1,0,0,1")));
        assertFalse(table.canAfford(0, TestTable.card("R:2:1,1,0,1")));
        assertEquals(Purse.of(0, 0, 0, 0, 3), table.payment(0, TestTable.card("R:2:1,1,0,1")));
    }
}
