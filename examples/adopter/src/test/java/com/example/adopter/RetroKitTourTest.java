package com.example.adopter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.rogue.world.RogueGameOutcome;
import io.github.retrokit.rogue.world.RogueGameResult;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each library does its whole job for a module-path application. */
class RetroKitTourTest {

    @Test
    void theMipsProgramSumsOneToTen() throws Exception {
        String printed = RetroKitTour.runMips(10);
        assertTrue(printed.startsWith("sum=55 ("), printed);
    }

    @Test
    void aCrobotsMatchIsPlayedToItsEnd() {
        CrobotsMatchResult match = RetroKitTour.crobotsMatch(7);
        assertEquals(2, match.robots().size());
        assertTrue(match.cycles() > 0 && match.cycles() <= 50_010, "cycles " + match.cycles());
        assertEquals(match, RetroKitTour.crobotsMatch(7), "the same seed plays the same match");
    }

    @Test
    void theSamplePlayerKillsTheMonsterInProcess() throws Exception {
        StringBuilder maps = new StringBuilder();
        RogueGameResult result = RetroKitTour.rogueInProcess(maps);
        assertEquals(RogueGameOutcome.SURVIVED, result.outcome(), maps.toString());
        assertTrue(maps.toString().startsWith("#####+##\n"), maps.toString());
        assertTrue(maps.toString().endsWith("Game Over\nPlayer won by surviving all monsters\n"), maps.toString());
    }

    @Test
    void aMissingPlayerProgramIsReportedThroughTheNativeSpawn(@TempDir Path empty) throws Exception {
        assertEquals("cannot start ./player: No such file or directory",
                RetroKitTour.rogueProcessesWithoutPrograms(empty));
    }

    @Test
    void anAusterityGameHasAWinner() {
        AusterityGameResult result = RetroKitTour.austerityGame();
        assertFalse(result.winners().isEmpty());
        assertEquals(3, result.points().size());
    }
}
