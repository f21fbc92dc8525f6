package io.github.retrokit.austerity.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A setup names each of its numbers; the course's game has no round cap and plays on when stalled. */
class GameSetupTest {

    @Test
    void theBuilderNamesEachNumberAndDefaultsToTheCourseGame() {
        assertEquals(new GameSetup(3, 7, 15, 0, false), GameSetup.players(3).tokens(7).pointsTarget(15).build());
        assertEquals(new GameSetup(2, 0, 1, 300, true),
                GameSetup.players(2).tokens(0).pointsTarget(1).maxRounds(300).endOnStall(true).build());
    }

    @Test
    void tokensAndPointsMustBeNamed() {
        assertThrows(IllegalStateException.class, () -> GameSetup.players(3).tokens(7).build());
        assertThrows(IllegalStateException.class, () -> GameSetup.players(3).pointsTarget(15).build());
    }

    @Test
    void outOfRangeNumbersAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> GameSetup.players(27).tokens(7).pointsTarget(15).build());
        assertThrows(IllegalArgumentException.class, () -> GameSetup.players(2).tokens(-1).pointsTarget(15).build());
    }
}
