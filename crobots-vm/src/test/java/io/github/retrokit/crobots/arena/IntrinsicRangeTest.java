package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.Quirks;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.vm.Intrinsic;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Any argument a robot can pass (every 64-bit value) gives a result in the intrinsic's range, never an exception. */
class IntrinsicRangeTest {

    private static final long[] EDGES = {0, 1, -1, 359, 360, -360, 700, 701, 100, 101, Integer.MAX_VALUE,
        Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1};

    private static long value(SplittableRandom r) {
        return r.nextInt(3) == 0 ? EDGES[r.nextInt(EDGES.length)] : r.nextInt(4) == 0 ? r.nextLong() : r.nextInt(2000) - 1000;
    }

    @Test
    void everyIntrinsicStaysInItsRangeForAnyArguments() {
        SplittableRandom r = new SplittableRandom(42);
        for (Quirks quirks : new Quirks[] {Quirks.CLASSIC, Quirks.FIXED}) {
            Arena a = new Arena(RandomSource.classic(3), quirks);
            a.startMatch(4);
            for (int i = 0; i < 20000; i++) {
                int slot = r.nextInt(4);
                Intrinsic f = Intrinsic.values()[r.nextInt(Intrinsic.values().length)];
                long x = value(r);
                long y = value(r);
                long v = Calls.call(a, slot, f, x, y);
                String what = f + "(" + x + ", " + y + ") = " + v;
                switch (f) {
                    case SCAN -> assertTrue(v >= 0 && v <= 1415, what);
                    case CANNON -> assertTrue(v == 0 || v == 1, what);
                    case DRIVE -> assertTrue(v == 1 && a.robot(slot).dHeading >= 0 && a.robot(slot).dHeading < 360, what);
                    case SIN, COS -> assertTrue(Math.abs(v) <= 100000, what);
                    case RAND -> assertTrue(x <= 0 ? v == 0 : v >= 0 && v < x, what);
                    case ATAN -> assertTrue(Math.abs(v) <= 90, what);
                    case SQRT -> assertTrue(v >= 0 || x == Long.MIN_VALUE, what);
                    case LOC_X, LOC_Y -> assertTrue(v >= 0 && v <= 1000, what);
                    case DAMAGE -> assertTrue(v >= 0, what);
                    case SPEED -> assertTrue(v >= 0 && v <= 100, what);
                    default -> {
                        // tan: any value (tan(90) is 7491127957300)
                    }
                }
                if (i % 15 == 0) {
                    a.moveRobots();
                    a.moveMissiles();
                    a.countMissiles();
                }
            }
        }
    }
}
