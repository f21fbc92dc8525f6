package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.vm.Intrinsic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** crobots-behaviour.md §7 scan and the vectors of §13.4: scanner M in slot 0, target T in slot 1. */
class ScanTest {

    private static Arena arena(Quirks quirks, int mx, int my, int tx, int ty) {
        Arena a = new Arena(RandomSource.classic(1), quirks);
        a.startMatch(2);
        a.place(0, mx, my);
        a.place(1, tx, ty);
        return a;
    }

    @ParameterizedTest(name = "M({0},{1}) T({2},{3}) scan({4},{5}) = {6}")
    @CsvSource({
        // target at d = 349, 99 m away: no wrap-around at 0/360
        "5000, 5000, 5985, 4826, 350, 10, 99",
        "5000, 5000, 5985, 4826, 355, 10, 99",
        "5000, 5000, 5985, 4826, 340, 10, 99",
        "5000, 5000, 5985, 4826, 345, 10, 99",
        "5000, 5000, 5985, 4826, 0, 10, 0",
        "5000, 5000, 5985, 4826, 5, 10, 0",
        "5000, 5000, 5985, 4826, 10, 10, 0",
        "5000, 5000, 5985, 4826, 360, 10, 0",
        "5000, 5000, 5985, 4826, 365, 10, 0",
        "5000, 5000, 5985, 4826, -10, 10, 0",
        // target at d = 9
        "5000, 5000, 5985, 5174, 0, 10, 99",
        "5000, 5000, 5985, 5174, 1, 10, 99",
        "5000, 5000, 5985, 5174, 5, 10, 99",
        "5000, 5000, 5985, 5174, 10, 10, 99",
        "5000, 5000, 5985, 5174, 15, 10, 99",
        "5000, 5000, 5985, 5174, 20, 10, 0",
        "5000, 5000, 5985, 5174, 350, 10, 0",
        "5000, 5000, 5985, 5174, 355, 10, 0",
        // due east, d = 0
        "5000, 5000, 6000, 5000, 0, 10, 100",
        "5000, 5000, 6000, 5000, 0, 0, 100",
        "5000, 5000, 6000, 5000, 1, 10, 100",
        "5000, 5000, 6000, 5000, 1, 0, 0",
        "5000, 5000, 6000, 5000, 10, 10, 100",
        "5000, 5000, 6000, 5000, 10, 0, 0",
        "5000, 5000, 6000, 5000, 11, 10, 0",
        "5000, 5000, 6000, 5000, 359, 10, 0",
        "5000, 5000, 6000, 5000, 359, 0, 0",
        // resolution is clamped to 0..10
        "5000, 5000, 6000, 5000, 11, 99, 0",
        "5000, 5000, 6000, 5000, 1, -5, 0",
        "5000, 5000, 7000, 7000, 45, 0, 282",
        "5000, 5000, 7000, 7000, 35, 10, 282",
        "5000, 5000, 7000, 7000, 56, 10, 0",
        // dx = -1: the target 1 m east reads as 90/270
        "500, 5000, 510, 5000, 270, 0, 1",
        "500, 5000, 510, 5000, 90, 0, 0",
        "500, 5000, 510, 5000, 0, 0, 0",
        // dx = -2, dy = 1: d = 333
        "500, 5000, 520, 4995, 0, 0, 0",
        "500, 5000, 520, 4995, 359, 0, 0",
        "500, 5000, 520, 4995, 355, 5, 0",
        "500, 5000, 520, 4995, 333, 0, 2",
    })
    void classicScan(int mx, int my, int tx, int ty, long degree, long res, long expected) {
        assertEquals(expected, Calls.call(arena(Quirks.CLASSIC, mx, my, tx, ty), 0, Intrinsic.SCAN, degree, res));
    }

    @ParameterizedTest(name = "fixed: scan({0},{1}) = {2}")
    @CsvSource({"359, 10, 100", "355, 10, 100", "350, 10, 100", "349, 10, 0", "360, 0, 100", "10, 10, 100",
        "11, 10, 0"})
    void fixedScanWrapsAcrossZero(long degree, long res, long expected) {
        Arena a = arena(Quirks.FIXED, 5000, 5000, 6000, 5000);
        assertEquals(expected, Calls.call(a, 0, Intrinsic.SCAN, degree, res));
    }

    @ParameterizedTest(name = "nearest of two: scan({0},10) = {1}")
    @CsvSource({"0, 100", "90, 50"})
    void nearestHitWinsAndDeadRobotsAreInvisible(long degree, long expected) {
        Arena a = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        a.startMatch(4);
        a.place(0, 5000, 5000);
        a.place(1, 6000, 5000);
        a.place(2, 5000, 5500);
        a.place(3, 5000, 5200);
        a.robot(3).setActive(false);
        assertEquals(expected, Calls.call(a, 0, Intrinsic.SCAN, degree, 10));
        assertEquals(degree, a.robot(0).scan());
    }
}
