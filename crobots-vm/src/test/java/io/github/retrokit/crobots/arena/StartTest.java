package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.vm.Intrinsic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** crobots-behaviour.md §4.2 and §13.2: start positions with CROBOTS_SEED=12345; rand(limit) in §7. */
class StartTest {

    private static String positions(Arena a, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append('(').append(a.robot(i).x).append(", ").append(a.robot(i).y).append(')');
        }
        return sb.toString();
    }

    @Test
    void fourRobotsTakeFreeQuadrants() {
        Arena a = new Arena(RandomSource.classic(12345), Quirks.CLASSIC);
        a.startMatch(4);
        assertEquals("(5821, 3173)(921, 5904)(7902, 8528)(3827, 3897)", positions(a, 4));
        assertEquals(5821, a.robot(0).orgX);
    }

    @Test
    void twoRobots() {
        Arena a = new Arena(RandomSource.classic(12345), Quirks.CLASSIC);
        a.startMatch(2);
        assertEquals("(5821, 3173)(921, 5904)", positions(a, 2));
    }

    @Test
    void randWithNonPositiveLimitDoesNotConsumeARandomNumber() {
        Arena a = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        assertEquals(0, Calls.call(a, 0, Intrinsic.RAND, 0));
        assertEquals(0, Calls.call(a, 0, Intrinsic.RAND, -7));
        assertEquals(1804289383L % 1000, Calls.call(a, 0, Intrinsic.RAND, 1000));
        assertEquals(846930886L % 360, Calls.call(a, 0, Intrinsic.RAND, 360));
    }

    @Test
    void locationAndStatusIntrinsics() {
        Arena a = new Arena(RandomSource.classic(12345), Quirks.CLASSIC);
        a.startMatch(2);
        assertEquals(582, Calls.call(a, 0, Intrinsic.LOC_X));
        assertEquals(317, Calls.call(a, 0, Intrinsic.LOC_Y));
        assertEquals(0, Calls.call(a, 0, Intrinsic.DAMAGE));
        assertEquals(0, Calls.call(a, 0, Intrinsic.SPEED));
    }
}
