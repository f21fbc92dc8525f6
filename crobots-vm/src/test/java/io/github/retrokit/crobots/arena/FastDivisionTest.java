package io.github.retrokit.crobots.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link FastDivision} is Java's truncating int division by 10 and by 10000, for every int. */
class FastDivisionTest {

    private static void check(int x) {
        if (FastDivision.div10(x) != x / 10) {
            assertEquals(x / 10, FastDivision.div10(x), "div10(" + x + ")");
        }
        if (FastDivision.div10000(x) != x / 10000) {
            assertEquals(x / 10000, FastDivision.div10000(x), "div10000(" + x + ")");
        }
    }

    @Test
    void everyValueNearZeroAndAroundEveryMultiple() {
        for (int x = -3_000_000; x <= 3_000_000; x++) {
            check(x);
        }
        for (long m = -214_748L; m <= 214_748L; m++) { // both sides of every multiple of 10000
            for (int k = -1; k <= 1; k++) {
                long x = m * 10000 + k;
                if (x >= Integer.MIN_VALUE && x <= Integer.MAX_VALUE) {
                    check((int) x);
                }
            }
        }
    }

    @Test
    void theExtremesAndRandomInts() {
        int[] edges = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MAX_VALUE, Integer.MAX_VALUE - 1,
            -2_147_300_000, 2_147_300_000, 2_147_483_640, -2_147_483_640};
        for (int x : edges) {
            check(x);
        }
        Random random = new Random(5);
        for (int i = 0; i < 2_000_000; i++) {
            check(random.nextInt());
        }
    }
}
