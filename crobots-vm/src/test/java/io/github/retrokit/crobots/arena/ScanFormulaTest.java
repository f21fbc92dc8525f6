package io.github.retrokit.crobots.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.crobots.vm.Intrinsic;
import io.github.retrokit.crobots.world.Quirks;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * scan as a whole against crobots-behaviour.md §7 written out plainly (atan per target, the window as the
 * spec states it): robots anywhere on the field, side by side, on the same spot or the same metre, dead or
 * alive, the ghost's slot included, for every degree and resolution a robot can pass. ScanThresholdsTest
 * checks the table; this checks how scan uses it (the row by the sides, the bounds, the special cases).
 */
class ScanFormulaTest {

    private static final double K = 57.29578;

    /** §7 scan for the scanner in {@code slot}, straight from the spec's words. */
    private static long specScan(Arena a, int slot, long degreeArgument, long resolution, boolean wrap) {
        long res = Math.max(0, Math.min(10, resolution));
        long degree = degreeArgument < 0 ? -degreeArgument : degreeArgument;
        if (degree >= 360) {
            degree %= 360;
        }
        Robot m = a.robot(slot);
        long close = 0;
        for (int i = 0; i < Arena.MAX_ROBOTS; i++) {
            Robot t = a.robot(i);
            if (i == slot || !t.active()) {
                continue;
            }
            int dx = m.x() / 10 - t.x() / 10;
            int dy = m.y() / 10 - t.y() / 10;
            long d;
            if (dx == 0 || dx == -1) {
                d = t.y() > m.y() ? 90 : 270;
            } else {
                double k = K * StrictMath.atan((double) ((float) dy / (float) dx));
                if (t.y() < m.y()) {
                    d = (long) (t.x() > m.x() ? 360.0 + k : 180.0 + k);
                } else {
                    d = (long) (t.x() > m.x() ? k : 180.0 + k);
                }
            }
            boolean hit;
            if (wrap) {
                hit = d - res <= degree && degree <= d + res;
            } else {
                long diff = Math.abs(d - degree) % 360;
                hit = degree >= 0 && Math.min(diff, 360 - diff) <= res;
            }
            if (hit) {
                long dist = (long) Math.floor(Math.sqrt((double) dx * dx + (double) dy * dy));
                if (dist < close || close == 0) {
                    close = dist;
                }
            }
        }
        return close;
    }

    /** A click coordinate: anywhere on the field, or within a few metres of {@code near}, or at its very edge. */
    private static int coordinate(Random random, int near) {
        return switch (random.nextInt(5)) {
            case 0, 1 -> random.nextInt(10000);
            case 2 -> Math.max(0, Math.min(9999, near + random.nextInt(61) - 30));
            case 3 -> near;
            default -> random.nextBoolean() ? random.nextInt(20) : 9999 - random.nextInt(20);
        };
    }

    private static final long[] ODD_DEGREES = {-1, -359, -360, -361, 360, 361, 719, 720, 100_000, -100_000,
        Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1};
    private static final long[] ODD_RESOLUTIONS = {-1, -100, 11, 1000, Long.MAX_VALUE, Long.MIN_VALUE};

    private static void compare(Quirks quirks, long seed, int arenas) {
        Random random = new Random(seed);
        boolean wrap = quirks.scanWrap();
        for (int n = 0; n < arenas; n++) {
            Arena a = new Arena(RandomSource.classic(1), quirks);
            int robots = 2 + random.nextInt(2);
            if (random.nextInt(4) == 0) {
                a.addGhost(3); // at (0,0), visible to scan
                robots = Math.min(robots, 3);
            }
            a.startMatch(robots);
            int x0 = random.nextInt(10000);
            int y0 = random.nextInt(10000);
            a.place(0, x0, y0);
            for (int i = 1; i < robots; i++) {
                a.place(i, coordinate(random, x0), coordinate(random, y0));
            }
            if (random.nextInt(5) == 0) {
                a.robot(1 + random.nextInt(robots - 1)).setActive(false);
            }
            int slot = random.nextInt(robots);
            for (long degree = 0; degree < 360; degree++) {
                for (long res = 0; res <= 10; res++) {
                    check(a, slot, degree, res, wrap);
                }
            }
            for (long degree : ODD_DEGREES) {
                for (long res : ODD_RESOLUTIONS) {
                    check(a, slot, degree, res, wrap);
                }
                check(a, slot, degree, 10, wrap);
            }
        }
    }

    private static void check(Arena a, int slot, long degree, long res, boolean wrap) {
        long expected = specScan(a, slot, degree, res, wrap);
        assertEquals(expected, Calls.call(a, slot, Intrinsic.SCAN, degree, res),
                () -> "scanner " + slot + " " + a.snapshot().robots() + ": scan(" + degree + ", " + res + ")");
    }

    @Test
    void classicScanIsTheSpecsFormulaForRobotsAnywhere() {
        compare(Quirks.CLASSIC, 11, 1500);
    }

    @Test
    void fixedScanIsTheCircleWindowForRobotsAnywhere() {
        compare(Quirks.FIXED, 12, 300);
    }
}
