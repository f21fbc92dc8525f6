package io.github.retrokit.crobots.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Tournaments: deterministic per seed whatever the thread count; match i replays as a series seeded seed + i. */
class TournamentTest {

    private static final MatchSettings SETTINGS = MatchSettings.classic().withCycleLimit(20000);

    private static List<Contestant> three() {
        return List.of(Scripted.wanderer("a.r"), Scripted.wanderer("b.r"), Scripted.wanderer("c.r"));
    }

    @Test
    void resultsDoNotDependOnTheThreadCount() throws InterruptedException {
        CrobotsTournamentResult one = CrobotsTournament.builder(three()).rounds(12).settings(SETTINGS).seed(100).threads(1).build().run();
        CrobotsTournamentResult four = CrobotsTournament.builder(three()).rounds(12).settings(SETTINGS).seed(100).threads(4).build().run();
        assertEquals(one, four);
        assertEquals(12, one.matches().size());
        assertTrue(one.matches().stream().map(CrobotsMatchResult::cycles).distinct().count() > 1, "matches differ");
    }

    @Test
    void matchIReplaysAsAOneMatchSeriesSeededSeedPlusI() throws InterruptedException {
        CrobotsTournamentResult t = CrobotsTournament.builder(three()).rounds(5).settings(SETTINGS).seed(40).threads(2).build().run();
        CrobotsMatchResult fourth = t.matches().get(3);
        assertEquals(43, fourth.seed());
        CrobotsMatchResult replay = new MatchSeries(three(), SETTINGS, 43).playNext(MatchObserver.NONE);
        assertEquals(fourth.cycles(), replay.cycles());
        assertEquals(fourth.robots(), replay.robots());
    }

    @Test
    void playMatchAlonePlaysWhatRunPlaysForThatIndex() throws InterruptedException {
        CrobotsTournament t = CrobotsTournament.builder(three()).groupSize(2).rounds(3).settings(SETTINGS).seed(90).build();
        CrobotsTournamentResult all = t.run();
        for (int i = 0; i < t.matchCount(); i++) {
            assertEquals(all.matches().get(i), t.playMatch(i, MatchObserver.NONE));
            assertEquals(90 + i, CrobotsTournament.matchSeed(90, i));
        }
        assertEquals(List.of(0, 1), java.util.Arrays.stream(t.group(2)).boxed().toList());
        assertEquals(List.of(1, 2), java.util.Arrays.stream(t.group(8)).boxed().toList());
    }

    @Test
    void tableCountsWinsTiesAndLossesPerEntry() throws InterruptedException {
        CrobotsTournamentResult t = CrobotsTournament.builder(three()).rounds(8).settings(SETTINGS).seed(7).threads(2).build().run();
        int wins = 0;
        for (RobotStanding s : t.table()) {
            assertEquals(8, s.played());
            assertEquals(s.played(), s.wins() + s.ties() + s.losses());
            wins += s.wins();
        }
        long decided = t.matches().stream().filter(m -> m.outcome() == Outcome.WIN).count();
        assertEquals(decided, wins);
        for (int i = 1; i < t.table().size(); i++) {
            assertTrue(t.table().get(i - 1).winRate() >= t.table().get(i).winRate());
        }
        String text = t.formatTable();
        assertTrue(text.startsWith("rank  robot "), text);
        assertEquals(4, text.lines().count());
    }

    @Test
    void moreThanFourEntriesMeetInEveryGroupOfTheGivenSize() throws InterruptedException {
        List<Contestant> five = List.of(Scripted.idle("1"), Scripted.idle("2"), Scripted.idle("3"),
                Scripted.idle("4"), Scripted.idle("5"));
        CrobotsTournament t = CrobotsTournament.builder(five).groupSize(2).rounds(3).settings(SETTINGS.withCycleLimit(150)).seed(1).build();
        assertEquals(10 * 3, t.matchCount());
        CrobotsTournamentResult r = t.run();
        for (RobotStanding s : r.table()) {
            assertEquals(4 * 3, s.played());
            assertEquals(s.played(), s.ties(), "idle robots always tie");
        }
    }

    @Test
    void oneEntryIsClonedIntoTwo() throws InterruptedException {
        CrobotsTournament t = CrobotsTournament.builder(List.of(Scripted.idle("x"))).rounds(4).settings(SETTINGS.withCycleLimit(150)).seed(1).build();
        assertEquals(4, t.matchCount());
        CrobotsTournamentResult r = t.run();
        assertTrue(r.matches().stream().allMatch(m -> m.robots().size() == 2 && m.outcome() == Outcome.TIE));
        assertEquals(2, r.table().size());
    }

    @Test
    void groupsOfTwoAreAFaceToFaceRoundRobin() throws InterruptedException {
        CrobotsTournament t = CrobotsTournament.builder(three()).groupSize(2).rounds(4).settings(SETTINGS).seed(3).build();
        assertEquals(3 * 4, t.matchCount());
        CrobotsTournamentResult r = t.run();
        assertTrue(r.matches().stream().allMatch(m -> m.robots().size() == 2));
        for (RobotStanding s : r.table()) {
            assertEquals(2 * 4, s.played());
        }
    }
}
