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
        everyOffsetNearAndSomeFar(150, new Random(5), RoughBearingTest::check);
    }

    /** Every offset up to {@code near} metres each way, then 300,000 random ones across the field. */
    private static void everyOffsetNearAndSomeFar(int near, Random random, IntBinaryConsumer check) {
        for (int dx = -near; dx <= near; dx++) {
            for (int dy = -near; dy <= near; dy++) {
                check.accept(dx, dy);
            }
        }
        for (int n = 0; n < 300_000; n++) {
            check.accept(random.nextInt(2001) - 1000, random.nextInt(2001) - 1000);
        }
    }

    private interface IntBinaryConsumer {
        void accept(int dx, int dy);
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

    /**
     * The octant test comes first and uses no division: for every offset and the sides that can come with it
     * (a target east has dx <= 0, one south dy >= 0, a target level with the robot dy = 0), the exact bearing lies
     * within its reach, so a window reaching the bearing is never ruled out.
     */
    @Test
    void theBearingLiesWithinItsOctantsReach() {
        Random random = new Random(7);
        everyOffsetNearAndSomeFar(300, random, RoughBearingTest::checkOctant);
        for (int n = 0; n < 100_000; n++) { // beyond the field: positions the API can place
            checkOctant(random.nextInt() / 10, random.nextInt() / 10);
        }
    }

    private static void checkOctant(int dx, int dy) {
        if (dx == 0 || dx == -1) {
            return;
        }
        boolean east = dx < 0;
        for (int vertical = 0; vertical < 3; vertical++) { // north, south, level in clicks
            boolean north = vertical == 0;
            boolean south = vertical == 1;
            if (north && dy > 0 || south && dy < 0 || vertical == 2 && dy != 0) {
                continue; // sides that cannot come with this offset
            }
            int exact = Trig.bearing(dx, dy, north, south, east);
            int octant = Trig.octant(dx, dy, south, east);
            String where = "dx " + dx + " dy " + dy + " north " + north + " south " + south + ": exact " + exact
                    + ", octant " + octant / 2.0;
            int c = Math.abs(octant - 2 * exact);
            assertTrue(Math.min(c, 720 - c) <= Trig.OCTANT_REACH, where);
            for (int res = 0; res <= 10; res += 5) {
                for (int degree : new int[] {exact - res, exact + res, (exact - res + 360) % 360, (exact + res) % 360}) {
                    if (degree >= 0 && degree < 360) {
                        assertFalse(Trig.outsideOctant(octant, degree, res), where + ": scan(" + degree + "," + res + ")");
                    }
                }
            }
        }
    }

    @Test
    void aWindowFarFromTheOctantIsRuledOut() {
        int octant = Trig.octant(-100, -30, false, true); // east, a little north: bearing 16
        assertFalse(Trig.outsideOctant(octant, 16, 0));
        assertFalse(Trig.outsideOctant(octant, 355, 10), "the sector reaches across 0");
        assertTrue(Trig.outsideOctant(octant, 90, 10));
        assertTrue(Trig.outsideOctant(octant, 180, 0));
        assertFalse(Trig.outsideOctant(octant, -5, 0), "a degree outside 0..359 is left to the exact test");
    }

    @Test
    void aWindowFarFromTheBearingIsRuledOut() {
        double rough = Trig.roughBearing(-100, 0, false, true); // due east: bearing 0
        assertTrue(Trig.surelyMissed(rough, 180, 10));
        assertTrue(Trig.surelyMissed(rough, 15, 10));
        assertFalse(Trig.surelyMissed(rough, 355, 10), "the rough test wraps; scan decides exactly");
    }
}
