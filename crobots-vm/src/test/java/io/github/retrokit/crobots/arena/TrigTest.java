package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.vm.Intrinsic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** crobots-behaviour.md §8 and §13.3. */
class TrigTest {

    private final Arena arena = new Arena(RandomSource.classic(1), Quirks.CLASSIC);

    @ParameterizedTest(name = "sin/cos/tan({0})")
    @CsvSource({
        "0, 0, 100000, 0",
        "1, 1745, 99984, 1745",
        "30, 50000, 86602, 57735",
        "45, 70710, 70710, 99999",
        "89, 99984, 1745, 5728991",
        "90, 100000, 0, 7491127957300",
        "91, 99984, -1745, -5729000",
        "135, 70710, -70710, -100000",
        "180, 0, -100000, 0",
        "270, -100000, 0, 2497042652433",
        "359, -1745, 99984, -1745",
        "-30, -50000, 86602, -57735",
        "-90, -100000, 0, -7491127957300",
        "720, 0, 100000, 0",
    })
    void trigIntrinsics(long d, long sin, long cos, long tan) {
        assertEquals(sin, Calls.call(arena, 0, Intrinsic.SIN, d));
        assertEquals(cos, Calls.call(arena, 0, Intrinsic.COS, d));
        assertEquals(tan, Calls.call(arena, 0, Intrinsic.TAN, d));
    }

    @ParameterizedTest(name = "atan({0}) = {1}")
    @CsvSource({"0, 0", "100000, 45", "-100000, -45", "50000, 26", "173205, 59", "57735, 29", "99999, 44",
        "1000000000, 89", "-1, 0"})
    void atan(long r, long degrees) {
        assertEquals(degrees, Calls.call(arena, 0, Intrinsic.ATAN, r));
    }

    @ParameterizedTest(name = "sqrt({0}) = {1}")
    @CsvSource({"0, 0", "2, 1", "3, 1", "4, 2", "99, 9", "-100, 10", "2147483647, 46340",
        "-9223372036854775808, -9223372036854775808"})
    void sqrt(long x, long root) {
        assertEquals(root, Calls.call(arena, 0, Intrinsic.SQRT, x));
    }

    @Test
    void tableAt30IsExactNotTheNaiveDouble() {
        assertEquals(50000, Trig.sin(30));
        assertEquals(50000, Trig.cos(60));
        assertEquals(-50000, Trig.sin(210));
    }

    @Test
    void sinAndCosAgreeWithTheTableInEveryQuadrant() {
        for (int d = 0; d < 360; d++) {
            double exact = Math.sin(Math.toRadians(d)) * 100000;
            assertEquals(exact, Trig.sin(d), 1.0, "sin " + d);
            assertEquals(Trig.sin(d + 90), Trig.cos(d), "cos " + d);
        }
    }
}
