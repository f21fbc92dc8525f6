package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.vm.Intrinsic;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** crobots-behaviour.md §5 and the motion timeline of §13.5. */
class MotionTest {

    private static Arena single(Quirks quirks, int x, int y) {
        Arena a = new Arena(RandomSource.classic(1), quirks);
        a.startMatch(1);
        a.place(0, x, y);
        return a;
    }

    /** One update and the columns x, speed, accel, range, damage. */
    private static void update(Arena a, int x, int speed, int accel, int range, int damage) {
        a.moveRobots();
        Robot r = a.robot(0);
        int[] actual = {r.x, r.speed(), r.accel, r.range, r.damage()};
        int[] expected = {x, speed, accel, range, damage};
        assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(actual));
    }

    @Test
    void timelineIntoTheWestWallThenTheAccelQuirkAndTheTurnRule() {
        Arena a = single(Quirks.CLASSIC, 300, 5000);
        Calls.call(a, 0, Intrinsic.DRIVE, 180, 100);
        update(a, 300, 10, 10, 7, 0);
        assertEquals(180, a.robot(0).heading);
        update(a, 280, 20, 20, 21, 0);
        update(a, 260, 30, 30, 42, 0);
        update(a, 230, 40, 40, 70, 0);
        update(a, 200, 50, 50, 105, 0);
        update(a, 160, 60, 60, 147, 0);
        update(a, 110, 70, 70, 196, 0);
        update(a, 50, 80, 80, 252, 0);
        update(a, 0, 0, 90, 315, 2);
        assertEquals(0, a.robot(0).dSpeed);

        Calls.call(a, 0, Intrinsic.DRIVE, 0, 100);
        update(a, 0, 0, 100, 385, 4);
        assertEquals(180, a.robot(0).heading);
        update(a, 0, 0, 100, 0, 4);
        Robot r = a.robot(0);
        assertAll(() -> assertEquals(0, r.heading), () -> assertEquals(0, r.orgX), () -> assertEquals(5000, r.orgY));

        Calls.call(a, 0, Intrinsic.DRIVE, 90, 100);
        update(a, 70, 100, 100, 70, 4);
        update(a, 130, 90, 90, 133, 4);
        update(a, 180, 80, 80, 189, 4);
        update(a, 230, 70, 70, 238, 4);
        update(a, 280, 60, 60, 280, 4);
        a.moveRobots();
        assertAll(() -> assertEquals(90, r.heading), () -> assertEquals(280, r.orgX), () -> assertEquals(35, r.range),
                () -> assertEquals(5030, r.y), () -> assertEquals(50, r.speed()));
        a.moveRobots();
        assertEquals(5060, r.y);
        a.moveRobots();
        assertEquals(5080, r.y);
        assertEquals(30, r.speed());
    }

    @Test
    void fixedModeCollisionResetsAccelSoTheRobotAcceleratesAgain() {
        Arena a = single(Quirks.FIXED, 300, 5000);
        Calls.call(a, 0, Intrinsic.DRIVE, 180, 100);
        for (int i = 0; i < 9; i++) {
            a.moveRobots();
        }
        assertEquals(0, a.robot(0).accel);
        Calls.call(a, 0, Intrinsic.DRIVE, 0, 100);
        a.moveRobots();
        assertEquals(10, a.robot(0).speed(), "no jump to the desired speed");
    }

    @Test
    void eastWallClampsTo9999AndACornerCostsFour() {
        Arena a = single(Quirks.CLASSIC, 9990, 9990);
        Calls.call(a, 0, Intrinsic.DRIVE, 45, 100);
        for (int i = 0; i < 3; i++) {
            a.moveRobots();
        }
        Robot r = a.robot(0);
        assertAll(() -> assertEquals(9999, r.x), () -> assertEquals(9999, r.y), () -> assertEquals(4, r.damage()),
                () -> assertEquals(0, r.speed()));
    }

    @Test
    void exactlyTenThousandIsInsideTheField() {
        Arena a = single(Quirks.CLASSIC, 9930, 5000);
        a.robot(0).readings.speed = a.robot(0).accel = a.robot(0).dSpeed = 100;
        a.moveRobots();
        assertEquals(10000, a.robot(0).x);
        assertEquals(0, a.robot(0).damage());
    }

    @Test
    void collisionDamagesBothAndStopsBoth() {
        Arena a = Calls.twoRobots(5000, 5000, 5075, 5000);
        a.robot(0).readings.speed = a.robot(0).accel = a.robot(0).dSpeed = 100;
        a.robot(1).dSpeed = 50;
        a.moveRobots();
        Robot r0 = a.robot(0);
        Robot r1 = a.robot(1);
        assertAll(() -> assertEquals(5070, r0.x), () -> assertEquals(2, r0.damage()),
                () -> assertEquals(2, r1.damage()),
                () -> assertEquals(0, r0.speed()), () -> assertEquals(0, r1.dSpeed), () -> assertEquals(100, r0.accel),
                () -> assertEquals(70, r0.range), () -> assertEquals(5000, r0.orgX));
    }

    @Test
    void reloadCountsDownOncePerUpdateAndDeathAtHundred() {
        Arena a = single(Quirks.CLASSIC, 5000, 5000);
        Robot r = a.robot(0);
        r.reload = 2;
        r.readings.damage = 103;
        a.moveRobots();
        assertEquals(1, r.reload, "a robot marked dead in this update still reloads");
        assertEquals(100, r.damage());
        assertFalse(r.active());
        assertTrue(a.snapshot().events().contains(new ArenaEvent.Died(0)));
        a.moveRobots();
        assertEquals(1, r.reload, "dead robots are skipped");
    }

    @Test
    void driveFoldsAnglesWithAbsoluteValueAndClampsSpeed() {
        Arena a = single(Quirks.CLASSIC, 5000, 5000);
        assertEquals(1, Calls.call(a, 0, Intrinsic.DRIVE, -90, 250));
        assertEquals(90, a.robot(0).dHeading);
        assertEquals(100, a.robot(0).dSpeed);
        Calls.call(a, 0, Intrinsic.DRIVE, 725, -3);
        assertEquals(5, a.robot(0).dHeading);
        assertEquals(0, a.robot(0).dSpeed);
    }

    private static void moving(Robot r, int heading, int speed) {
        r.heading = r.dHeading = heading;
        r.readings.speed = r.accel = r.dSpeed = speed;
    }

    @Test
    void collisionsAreTestedAtTheUnclampedPositionBeforeTheWall() {
        Arena a = Calls.twoRobots(50, 5000, 0, 5000);
        moving(a.robot(0), 180, 100);
        a.moveRobots();
        assertAll(() -> assertEquals(0, a.robot(0).x, "clamped"),
                () -> assertEquals(2, a.robot(0).damage(), "the wall"),
                () -> assertEquals(0, a.robot(1).damage(), "x = -20 is 20 clicks from the robot at 0: no collision"));
    }

    @Test
    void speedsBelowTenDoNotMoveButStillCollide() {
        Arena a = Calls.twoRobots(5000, 5000, 5005, 5005);
        moving(a.robot(0), 0, 5);
        a.moveRobots();
        assertAll(() -> assertEquals(0, a.robot(0).range), () -> assertEquals(5000, a.robot(0).x),
                () -> assertEquals(2, a.robot(0).damage()), () -> assertEquals(2, a.robot(1).damage()),
                () -> assertEquals(0, a.robot(0).speed()));
    }

    @Test
    void aRobotMarkedDeadInThisUpdateIsInvisibleToTheCollisionTestsOfLaterRobots() {
        Arena a = Calls.twoRobots(5000, 5000, 5075, 5000);
        a.robot(0).readings.damage = 100;
        moving(a.robot(1), 180, 100);
        a.moveRobots();
        assertAll(() -> assertFalse(a.robot(0).active()), () -> assertEquals(5005, a.robot(1).x),
                () -> assertEquals(0, a.robot(1).damage(), "robot 0 is dead when robot 1 is tested"),
                () -> assertEquals(100, a.robot(0).damage()));
        Arena b = Calls.twoRobots(5075, 5000, 5000, 5000);
        moving(b.robot(0), 180, 100);
        b.robot(0).readings.damage = 100;
        b.moveRobots();
        assertEquals(2, b.robot(1).damage(), "a robot marked dead at its own step 1 still rams");
    }

    @Test
    void aRobotRammedToAHundredAfterItsOwnStepDiesInTheMissilePassOfTheSameUpdate() {
        Arena a = Calls.twoRobots(5000, 5000, 5075, 5000);
        a.inflict(0, 98);
        moving(a.robot(1), 180, 100);
        a.moveRobots();
        assertAll(() -> assertEquals(100, a.robot(0).damage()), () -> assertTrue(a.robot(0).active(),
                "robot 0 had its step before robot 1 rammed it"));
        a.moveMissiles();
        assertFalse(a.robot(0).active(), "move_miss marks every robot at 100 dead, missiles or not");
    }

    @Test
    void aDeadRobotHurtBeyondAHundredIsPutBackToAHundredByTheMissilePass() {
        Arena a = Calls.twoRobots(5000, 5000, 8000, 8000);
        a.inflict(0, 100);
        a.moveRobots();
        a.moveMissiles();
        assertFalse(a.robot(0).active());
        a.inflict(0, 7);
        assertEquals(107, a.robot(0).damage());
        a.moveRobots();
        assertEquals(107, a.robot(0).damage(), "move_robots skips dead robots");
        a.moveMissiles();
        assertEquals(100, a.robot(0).damage(), "move_miss looks at every robot, dead or alive");
        a.moveMissiles();
        assertEquals(100, a.robot(0).damage());
    }
}
