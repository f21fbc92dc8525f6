package io.github.retrokit.crobots.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;

/**
 * Scan decides its window by comparing the ratio dy/dx with {@link ScanThresholds} instead of computing the
 * bearing with atan: for every offset the field allows, both must agree for every window.
 */
class ScanThresholdsTest {

    /**
     * For every offset of whole metres within the table's reach and every row (whatever sides come with the
     * offset), the bearing as the original computes it ({@link Trig#bearing}) lies between the two thresholds that
     * enclose the ratio; the thresholds grow with v, so then "bearing at least v" and "ratio at least the
     * threshold of v" agree for every v, and so does every window {@code degree - res .. degree + res}.
     */
    @Test
    void theThresholdsEncloseTheBearingOfEveryOffsetOnTheField() {
        float[] lowest = ScanThresholds.LOWEST;
        for (int i = 1; i < lowest.length; i++) {
            if (i % ScanThresholds.ROW != 0) {
                assertTrue(lowest[i - 1] <= lowest[i], "the thresholds grow with v, at " + i);
            }
        }
        int reach = ScanThresholds.REACH;
        boolean[][] sides = {{false, true}, {false, false}, {true, false}, {true, true}}; // south, east
        for (int dx = -reach; dx <= reach; dx++) {
            if (dx == 0 || dx == -1) {
                continue;
            }
            for (int dy = -reach; dy <= reach; dy++) {
                float q = (float) dy / (float) dx;
                for (boolean[] side : sides) {
                    int bearing = Trig.bearing(dx, dy, !side[0], side[0], side[1]);
                    int row = ScanThresholds.row(side[0], side[1]);
                    if (!encloses(lowest, row, bearing, q)) {
                        fail("dx " + dx + " dy " + dy + " south " + side[0] + " east " + side[1] + ": bearing "
                                + bearing + " but ratio " + q + " against thresholds " + at(lowest, row, bearing)
                                + " and " + at(lowest, row, bearing + 1));
                    }
                }
            }
        }
    }

    /** lowest(bearing) <= q < lowest(bearing + 1), each bound tested where it lies within the table's range. */
    private static boolean encloses(float[] lowest, int row, int bearing, float q) {
        boolean atLeast = bearing < ScanThresholds.FIRST || q >= at(lowest, row, Math.min(bearing, ScanThresholds.LAST));
        boolean below = bearing + 1 > ScanThresholds.LAST || q < at(lowest, row, Math.max(bearing + 1, ScanThresholds.FIRST));
        return atLeast && below;
    }

    private static float at(float[] lowest, int row, int v) {
        return lowest[row + v - ScanThresholds.FIRST];
    }

    /** The table's data are what bisection over the floats with StrictMath.atan finds. */
    @Test
    void theThresholdsAreTheSmallestRatiosReachingEachBearing() {
        for (int w = -89; w <= 89; w++) {
            int lo = sortable(-1000f); // bearing below 180 + w
            int hi = sortable(1000f); // bearing at least 180 + w
            while ((long) hi - lo > 1) {
                int mid = (int) (((long) lo + hi) >> 1);
                if (bearing180(unsortable(mid)) >= 180 + w) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            assertEquals(unsortable(hi), ScanThresholds.THRESHOLDS_180[w + 89], "w " + w);
        }
    }

    private static int bearing180(float q) {
        return (int) (180.0 + Trig.DEGREES_PER_RADIAN * StrictMath.atan((double) q));
    }

    /** A float's bits as an int that orders like the float (-0.0 just below 0.0). */
    private static int sortable(float f) {
        int b = Float.floatToRawIntBits(f);
        return b ^ ((b >> 31) & 0x7fffffff);
    }

    private static float unsortable(int k) {
        return Float.intBitsToFloat(k ^ ((k >> 31) & 0x7fffffff));
    }

    @Test
    void theRowFollowsTheSidesAsTheBearingsConstantDoes() {
        assertEquals(ScanThresholds.EAST, ScanThresholds.row(false, true));
        assertEquals(ScanThresholds.WEST, ScanThresholds.row(false, false));
        assertEquals(ScanThresholds.WEST, ScanThresholds.row(true, false));
        assertEquals(ScanThresholds.SOUTH_EAST, ScanThresholds.row(true, true));
    }
}
