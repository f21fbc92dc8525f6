package io.github.retrokit.crobots.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The match-mode stdout format of crobots-behaviour.md §3.2, byte for byte. */
class MatchReportTest {

    private static final List<String> NAMES = List.of("sniper.r", "rook.r", "counter.r", "rabbit.r");

    private static CrobotsMatchResult result(int number, long cycles, boolean... alive) {
        List<RobotResult> robots = new java.util.ArrayList<>();
        int[] damage = {31, 12, 55, 100};
        for (int i = 0; i < alive.length; i++) {
            robots.add(new RobotResult(i, NAMES.get(i), alive[i], alive[i] ? damage[i] : 100));
        }
        return new CrobotsMatchResult(number, 12345, cycles, robots);
    }

    @Test
    void theSpecExampleOneWinnerOfFour() {
        Scoreboard score = new Scoreboard(NAMES);
        CrobotsMatchResult r = result(1, 55260, true, false, false, false);
        score.record(r);
        assertEquals("\nMatch      1:  cycles = 55260:\n  Survivors:\n   (1)      sniper.r: damage=% 31  \t\n"
                + "  Cumulative score:\n   (1)      sniper.r: wins=1 ties=0  \t   (2)        rook.r: wins=0 ties=0  \n"
                + "   (3)     counter.r: wins=0 ties=0  \t   (4)      rabbit.r: wins=0 ties=0  \t\n",
                MatchReport.format(r, score));
    }

    @Test
    void secondSlotSurvivorEndsItsLineWithANewlineAndTiesCount() {
        Scoreboard score = new Scoreboard(NAMES.subList(0, 2));
        CrobotsMatchResult r = result(12, 200010, true, true);
        score.record(r);
        assertEquals("\nMatch     12:  cycles = 200010:\n  Survivors:\n   (1)      sniper.r: damage=% 31  \t"
                + "   (2)        rook.r: damage=% 12  \n\n  Cumulative score:\n"
                + "   (1)      sniper.r: wins=0 ties=1  \t   (2)        rook.r: wins=0 ties=1  \n\n",
                MatchReport.format(r, score));
        assertEquals(Outcome.TIE, r.outcome());
    }

    @Test
    void nobodyLeftIsMutualDestruction() {
        Scoreboard score = new Scoreboard(NAMES.subList(0, 2));
        CrobotsMatchResult r = result(3, 4500, false, false);
        score.record(r);
        assertEquals("\nMatch      3:  cycles = 4500:\n  Survivors:\nmutual destruction\n  Cumulative score:\n"
                + "   (1)      sniper.r: wins=0 ties=0  \t   (2)        rook.r: wins=0 ties=0  \n\n",
                MatchReport.format(r, score));
        assertEquals(Outcome.MUTUAL_DESTRUCTION, r.outcome());
    }

    @Test
    void displayNameKeepsTheSlash() {
        assertEquals("/rook.r", Contestant.displayName("robots/rook.r"));
        assertEquals("rook.r", Contestant.displayName("rook.r"));
    }
}
