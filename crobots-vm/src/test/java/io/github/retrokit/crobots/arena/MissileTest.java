package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.vm.Intrinsic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** crobots-behaviour.md §6, cannon in §7, and the missile timeline of §13.6. */
class MissileTest {

    private static void motionUpdate(Arena a) {
        a.moveRobots();
        a.moveMissiles();
        a.countMissiles();
    }

    /** Columns: stat, cur_x, dist, count, reload, target damage. */
    private static void expect(Arena a, Missile.State stat, int curX, int dist, int count, int reload, int damage) {
        Missile m = a.robot(0).missile(0);
        Object[] expected = {stat, curX, dist, count, reload, damage};
        Object[] actual = {m.state, m.curX, m.currDist, m.count, a.robot(0).reload, a.robot(1).damage()};
        assertEquals(Arrays.toString(expected), Arrays.toString(actual));
    }

    @Test
    void timelineOfAHitAt120Metres() {
        Arena a = Calls.twoRobots(2000, 2000, 3200, 2000);
        assertEquals(1, Calls.call(a, 0, Intrinsic.CANNON, 0, 120));
        assertEquals(0, Calls.call(a, 0, Intrinsic.CANNON, 0, 120), "reloading");
        motionUpdate(a);
        expect(a, Missile.State.FLYING, 2500, 500, 5, 14, 0);
        motionUpdate(a);
        expect(a, Missile.State.FLYING, 3000, 1000, 5, 13, 0);
        motionUpdate(a);
        expect(a, Missile.State.EXPLODING, 3200, 1200, 4, 12, 10);
        assertEquals(java.util.List.of(new ArenaEvent.Fired(0, 0, 0, 1200), new ArenaEvent.Exploded(0, 0, 3200, 2000),
                new ArenaEvent.Damaged(1, 10, ArenaEvent.Cause.MISSILE)), a.snapshot().events(), "events since the shot");
        for (int count = 3; count >= 0; count--) {
            motionUpdate(a);
            expect(a, Missile.State.EXPLODING, 3200, 1200, count, 8 + count, 10);
        }
        motionUpdate(a);
        assertEquals(Missile.State.AVAIL, a.robot(0).missile(0).state);
        assertEquals(7, a.robot(0).reload);
    }

    @Test
    void negativeRangeReturnsOneAndFiresNothing() {
        Arena a = Calls.twoRobots(2000, 2000, 3200, 2000);
        assertEquals(1, Calls.call(a, 0, Intrinsic.CANNON, 0, -5));
        assertEquals(Missile.State.AVAIL, a.robot(0).missile(0).state);
        assertEquals(0, a.robot(0).reload);
    }

    @Test
    void missileLeavingTheFieldExplodesAtItsUnclampedPoint() {
        Arena a = Calls.twoRobots(500, 5000, 50, 5000);
        assertEquals(1, Calls.call(a, 0, Intrinsic.CANNON, 180, 700));
        motionUpdate(a);
        motionUpdate(a);
        Missile m = a.robot(0).missile(0);
        assertEquals(Missile.State.EXPLODING, m.state);
        assertEquals(-500, m.curX);
        assertEquals(0, a.robot(1).damage(), "d = 55 m from the robot at x = 5 m");
    }

    @Test
    void rangeZeroHitsTheShooter() {
        Arena a = Calls.twoRobots(5000, 5000, 9000, 9000);
        Calls.call(a, 0, Intrinsic.CANNON, 90, 0);
        motionUpdate(a);
        assertEquals(10, a.robot(0).damage());
    }

    @Test
    void rangeIsClampedTo700() {
        Arena a = Calls.twoRobots(1000, 1000, 8000, 1000);
        Calls.call(a, 0, Intrinsic.CANNON, 0, 5000);
        assertEquals(7000, a.robot(0).missile(0).rang);
    }

    @Test
    void flushMovesMissilesUntilNoneFliesWithoutCountingExplosions() {
        Arena a = Calls.twoRobots(2000, 2000, 3200, 2000);
        Calls.call(a, 0, Intrinsic.CANNON, 0, 120);
        a.flush();
        Missile m = a.robot(0).missile(0);
        assertEquals(Missile.State.EXPLODING, m.state);
        assertEquals(5, m.count);
        assertEquals(10, a.robot(1).damage());
    }

    @Test
    void twoSlotsThenNoneFree() {
        Arena a = Calls.twoRobots(2000, 2000, 3200, 2000);
        assertEquals(1, Calls.call(a, 0, Intrinsic.CANNON, 0, 700));
        a.robot(0).reload = 0;
        assertEquals(1, Calls.call(a, 0, Intrinsic.CANNON, 0, 700));
        a.robot(0).reload = 0;
        assertEquals(0, Calls.call(a, 0, Intrinsic.CANNON, 0, 700));
    }

    /** Rounds until missile 0 of robot 0, fired at its own feet before round 1, is available again. */
    private static int roundsUntilTheSlotIsFree(boolean displayTiming) {
        Arena a = Calls.twoRobots(5000, 5000, 9000, 9000);
        a.setDisplayTiming(displayTiming);
        Calls.call(a, 0, Intrinsic.CANNON, 90, 0);
        int rounds = 0;
        while (a.robot(0).missile(0).state() != Missile.State.AVAIL) {
            a.tick();
            rounds++;
        }
        return rounds;
    }

    @Test
    void explosionsCountDownPerMotionUpdateInMatchModeAndPerScreenUpdateInDisplayMode() {
        assertEquals(6 * 15, roundsUntilTheSlotIsFree(false), "explodes at update 1, count 4 .. 0, free at update 6");
        assertEquals(6 * 30, roundsUntilTheSlotIsFree(true), "count 5 .. 0 at rounds 30 .. 150, free at round 180");
    }

    /**
     * An explosion at (3200, 2000) and a target {@code dxClicks, dyClicks} away: the click difference is divided
     * by 10 truncating toward zero, then {@code d = floor(sqrt(dx*dx + dy*dy))} metres decides 10 / 5 / 3 / 0.
     */
    @ParameterizedTest(name = "target {0},{1} clicks from the blast: +{2}")
    @CsvSource({
        "0, 0, 10", "49, 0, 10", "50, 0, 5", "-49, 0, 10", "-59, 0, 5", "0, -49, 10", "30, 40, 5", "39, 39, 10",
        "199, 0, 5", "200, 0, 3", "-209, 0, 3", "0, 199, 5", "140, 140, 5", "150, 150, 3",
        "399, 0, 3", "400, 0, 0", "0, -409, 0", "280, 280, 3", "290, 290, 0",
    })
    void explosionDamageByTruncatedMetreDistance(int dxClicks, int dyClicks, int damage) {
        Arena a = Calls.twoRobots(2000, 2000, 3200 + dxClicks, 2000 + dyClicks);
        Calls.call(a, 0, Intrinsic.CANNON, 0, 120);
        for (int i = 0; i < 3; i++) {
            motionUpdate(a);
        }
        assertEquals(Missile.State.EXPLODING, a.robot(0).missile(0).state);
        assertEquals(damage, a.robot(1).damage());
        assertEquals(0, a.robot(0).damage(), "the shooter is 120 m away");
    }

    @Test
    void theEastEdgeIsOutsideForMissilesButTheNorthEdgeIsInside() {
        Arena east = Calls.twoRobots(9500, 5000, 1000, 1000);
        Calls.call(east, 0, Intrinsic.CANNON, 0, 700);
        motionUpdate(east);
        assertEquals(Missile.State.EXPLODING, east.robot(0).missile(0).state, "cur_x = 10000 explodes (>=)");
        Arena north = Calls.twoRobots(5000, 9500, 1000, 1000);
        Calls.call(north, 0, Intrinsic.CANNON, 90, 700);
        motionUpdate(north);
        assertEquals(Missile.State.FLYING, north.robot(0).missile(0).state, "cur_y = 10000 flies on (>)");
        assertEquals(10000, north.robot(0).missile(0).curY);
        motionUpdate(north);
        assertEquals(Missile.State.EXPLODING, north.robot(0).missile(0).state);
        assertEquals(10500, north.robot(0).missile(0).curY);
    }

    @Test
    void aDeadShootersMissileStillFliesAndHits() {
        Arena a = Calls.twoRobots(2000, 2000, 3200, 2000);
        Calls.call(a, 0, Intrinsic.CANNON, 0, 120);
        a.robot(0).readings.damage = 100;
        motionUpdate(a);
        assertEquals(false, a.robot(0).active(), "marked dead at the first update");
        motionUpdate(a);
        motionUpdate(a);
        assertEquals(10, a.robot(1).damage());
    }
}
