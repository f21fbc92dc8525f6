package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.Quirks;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.vm.Intrinsic;
import org.junit.jupiter.api.Test;

/**
 * The ghost robot of crobots-behaviour.md §12: a slot left ACTIVE at (0,0) by a file that failed to compile
 * after defining main. It never runs, is never re-initialised, but scan, collisions and explosions see it.
 */
class GhostRobotTest {

    /** Robot 0 at (x, y), robot 1 far away, the ghost in slot 2. */
    private static Arena withGhost(int x, int y) {
        Arena a = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        a.addGhost(2);
        a.startMatch(2);
        a.place(0, x, y);
        a.place(1, 9000, 9000);
        return a;
    }

    @Test
    void theGhostSitsAtTheOriginAndScanSeesIt() {
        Arena a = withGhost(3000, 4000);
        Robot g = a.robot(2);
        assertAll(() -> assertTrue(g.active()), () -> assertEquals(0, g.x()), () -> assertEquals(0, g.y()));
        // bearing from (300, 400) m to (0, 0): 180 + atan(400/300) = 233
        assertEquals(500, Calls.call(a, 0, Intrinsic.SCAN, 233, 0));
        assertEquals(3, a.snapshot().robots().size(), "observers see it too");
    }

    @Test
    void explosionsHurtItAndItsDamageCarriesOverToTheNextMatchUntilItDies() {
        Arena a = withGhost(500, 0);
        Calls.call(a, 0, Intrinsic.CANNON, 180, 50);
        for (int i = 0; i < 15; i++) {
            a.tick();
        }
        assertEquals(10, a.robot(2).damage());
        a.startMatch(2);
        assertEquals(10, a.robot(2).damage(), "not re-initialised by the next match");
        a.inflict(2, 90);
        for (int i = 0; i < 15; i++) {
            a.tick();
        }
        assertFalse(a.robot(2).active(), "it can die");
        a.startMatch(2);
        assertFalse(a.robot(2).active(), "and stays dead");
        assertEquals(3, a.snapshot().robots().size(), "still listed");
        assertFalse(a.snapshot().robots().get(2).alive());
    }

    @Test
    void robotsRamIt() {
        Arena a = withGhost(75, 0);
        Robot r = a.robot(0);
        r.heading = r.dHeading = 180;
        r.readings.speed = r.accel = r.dSpeed = 100;
        a.moveRobots();
        assertEquals(2, a.robot(2).damage());
        assertEquals(2, r.damage());
    }

    @Test
    void itMustLieBeyondThePlayingSlots() {
        Arena a = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        a.addGhost(1);
        assertThrows(IllegalArgumentException.class, () -> a.startMatch(2));
        assertThrows(IllegalArgumentException.class, () -> a.addGhost(4));
    }
}
