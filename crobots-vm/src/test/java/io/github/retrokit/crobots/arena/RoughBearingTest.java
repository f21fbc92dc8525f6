package io.github.retrokit.crobots.arena;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * scan skips the exact bearing (StrictMath.atan) when a rough one says the window misses: that must never
 * hide a hit. The rough bearing stays within the margin of the exact one for every offset and side.
 */
class RoughBearingTest {

    @Test
    void theRoughBearingIsWithinTheMarginOfTheExactOneNearAndFar() {
        for (int dx = -150; dx <= 150; dx++) {
            for (int dy = -150; dy <= 150; dy++) {
                check(dx, dy);
            }
        }
        Random random = new Random(5);
        for (int n = 0; n < 300_000; n++) {
            check(random.nextInt(2001) - 1000, random.nextInt(2001) - 1000);
        }
    }

    private static void check(int dx, int dy) {
        if (dx == 0 || dx == -1) {
            return;
        }
        for (int sides = 0; sides < 4; sides++) {
            boolean south = (sides & 1) != 0;
            boolean east = (sides & 2) != 0;
            int exact = Trig.bearing(dx, dy, !south, south, east);
            double rough = Trig.roughBearing(dx, dy, south, east);
            String where = "dx " + dx + " dy " + dy + " south " + south + " east " + east;
            assertTrue(Math.abs(rough - exact) < 1.5, where + ": exact " + exact + ", rough " + rough);
            // a window just reaching the exact bearing is never ruled out, with or without wrap-around
            for (int res = 0; res <= 10; res += 5) {
                for (int degree : new int[] {exact - res, exact + res, (exact - res + 360) % 360, (exact + res) % 360}) {
                    assertFalse(Trig.surelyMissed(rough, degree, res), where + ": scan(" + degree + "," + res + ")");
                }
            }
        }
    }

    @Test
    void aWindowFarFromTheBearingIsRuledOut() {
        double rough = Trig.roughBearing(-100, 0, false, true); // due east: bearing 0
        assertTrue(Trig.surelyMissed(rough, 180, 10));
        assertTrue(Trig.surelyMissed(rough, 15, 10));
        assertFalse(Trig.surelyMissed(rough, 355, 10), "the rough test wraps; scan decides exactly");
    }
}
