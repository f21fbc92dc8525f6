package io.github.retrokit.crobots.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The match loop of crobots-behaviour.md §3.2: limits, the flush phase, end rules, observers. */
class MatchSeriesTest {

    @ParameterizedTest(name = "limit {0} ends at cycle {1}")
    @CsvSource({"3001, 3015", "3000, 3000", "15, 15", "1, 15", "0, 0", "-5, 0"})
    void aTimedOutMatchEndsAtTheFirstMultipleOf15AtOrAboveTheLimit(long limit, long cycles) {
        MatchSeries s = new MatchSeries(List.of(Scripted.idle("a.r"), Scripted.idle("b.r")),
                MatchSettings.classic().withCycleLimit(limit), 1);
        CrobotsMatchResult r = s.playNext(MatchObserver.NONE);
        assertEquals(cycles, r.cycles());
        assertEquals(Outcome.TIE, r.outcome());
        assertEquals(1, s.score().ties(0));
    }

    @Test
    void missilesInFlightLandAfterTheLimitWithoutCountingDownTheExplosion() {
        List<ArenaSnapshot> last = new ArrayList<>();
        MatchObserver observer = new MatchObserver() {
            @Override
            public int snapshotInterval() {
                return 1_000_000;
            }

            @Override
            public void round(int match, ArenaSnapshot snapshot) {
                last.add(snapshot);
            }
        };
        Contestant shooter = Scripted.robot("shooter.r", (w, n) -> {
            if (n == 0) {
                w.cannon(45, 120);
            }
        });
        MatchSeries s = new MatchSeries(List.of(shooter, Scripted.idle("idle.r")),
                MatchSettings.classic().withCycleLimit(15), 1);
        CrobotsMatchResult r = s.playNext(observer);
        assertEquals(15, r.cycles());
        ArenaSnapshot end = last.get(0);
        assertEquals(1, end.missiles().size());
        ArenaSnapshot.MissileView m = end.missiles().get(0);
        assertTrue(m.exploding());
        assertEquals(5, m.count(), "no count_miss during the flush");
        assertEquals(12, end.robots().get(0).reload(), "robots kept moving: three updates after the shot");
    }

    @Test
    void oneSurvivorWinsAndTheDeadRobotStopsExecuting() {
        List<Long> loserSteps = new ArrayList<>();
        Contestant loser = Scripted.robot("loser.r", (w, n) -> {
            loserSteps.add(n);
            w.cannon(90, 0);
        });
        List<Long> survivorSteps = new ArrayList<>();
        Contestant survivor = Scripted.robot("idle.r", (w, n) -> survivorSteps.add(n));
        MatchSeries s = new MatchSeries(List.of(loser, survivor), MatchSettings.classic(), 7);
        CrobotsMatchResult r = s.playNext(MatchObserver.NONE);
        assertEquals(Outcome.WIN, r.outcome());
        assertEquals("idle.r", r.survivors().get(0).name());
        assertEquals(1, s.score().wins(1));
        assertFalse(r.robots().get(0).survived());
        assertEquals(100, r.robots().get(0).damage());
        // 10 self-hits, one every 15 updates (reload), the last at update 136; the loop runs one more round
        assertEquals(136 * 15, r.cycles());
        assertEquals(136 * 15, loserSteps.size());
        assertEquals(136 * 15 + 1, survivorSteps.size(), "the stale 'left' runs one more round after the death");
    }

    @Test
    void observersGetSnapshotsAtTheirInterval() {
        List<ArenaSnapshot> seen = new ArrayList<>();
        List<CrobotsMatchResult> finished = new ArrayList<>();
        MatchObserver observer = new MatchObserver() {
            @Override
            public int snapshotInterval() {
                return 150;
            }

            @Override
            public void round(int match, ArenaSnapshot snapshot) {
                seen.add(snapshot);
            }

            @Override
            public void matchFinished(CrobotsMatchResult result) {
                finished.add(result);
            }
        };
        MatchSeries s = new MatchSeries(List.of(Scripted.wanderer("w1.r"), Scripted.wanderer("w2.r")),
                MatchSettings.classic().withCycleLimit(1500), 3);
        s.play(2, observer, (r, score) -> { });
        assertEquals(2, finished.size());
        assertEquals(2 * (10 + 1), seen.size());
        assertEquals(150, seen.get(0).round());
        assertEquals(2, seen.get(0).robots().size());
        assertThrows(UnsupportedOperationException.class, () -> seen.get(0).robots().clear());
    }

    @Test
    void seriesContinuesTheRandomSequenceAcrossMatches() {
        MatchSeries s = new MatchSeries(List.of(Scripted.wanderer("w1.r"), Scripted.wanderer("w2.r")),
                MatchSettings.classic().withCycleLimit(30000), 11);
        List<CrobotsMatchResult> results = s.play(3, MatchObserver.NONE, (r, score) -> { });
        MatchSeries again = new MatchSeries(List.of(Scripted.wanderer("w1.r"), Scripted.wanderer("w2.r")),
                MatchSettings.classic().withCycleLimit(30000), 11);
        assertEquals(results, again.play(3, MatchObserver.NONE, (r, score) -> { }));
        assertTrue(results.stream().allMatch(r -> r.seed() == 11));
        assertTrue(!results.get(0).robots().equals(results.get(1).robots())
                || results.get(0).cycles() != results.get(1).cycles(), "match 2 is not match 1 again (no reseeding)");
    }

    @Test
    void rejectsTooFewOrTooManyRobots() {
        assertThrows(IllegalArgumentException.class,
                () -> new MatchSeries(List.of(Scripted.idle("a")), MatchSettings.classic(), 1));
        Contestant a = Scripted.idle("a");
        assertThrows(IllegalArgumentException.class,
                () -> new MatchSeries(List.of(a, a, a, a, a), MatchSettings.classic(), 1));
    }

    /**
     * After rand_pos has drawn 3 numbers per robot (srand(1) outputs 0..5), each round runs one instruction of
     * robot 0 and then one of robot 1: their rand() calls take outputs 6, 7, 8, ... alternately (spec §13.1).
     */
    @Test
    void eachRoundRunsOneInstructionPerRobotInSlotOrder() {
        List<String> draws = new ArrayList<>();
        Contestant r0 = Scripted.robot("r0", (w, n) -> draws.add("0:" + w.rand(Integer.MAX_VALUE)));
        Contestant r1 = Scripted.robot("r1", (w, n) -> draws.add("1:" + w.rand(Integer.MAX_VALUE)));
        MatchSeries s = new MatchSeries(List.of(r0, r1), MatchSettings.classic().withCycleLimit(1), 1);
        s.playNext(MatchObserver.NONE);
        assertEquals(List.of("0:719885386", "1:1649760492", "0:596516649", "1:1189641421", "0:1025202362",
                "1:1350490027"), draws.subList(0, 6));
        assertEquals(2 * 15, draws.size(), "the limit is reached at the first motion update");
    }

    /**
     * The ghost robot's score line (crobots-behaviour.md §3.2 step 7 and §12): while the ghost lives, its line
     * is scored like any ACTIVE slot — a tie when the robots tie or destroy each other, a win when exactly one
     * robot survives — though it is never listed among the survivors.
     */
    @Test
    void theGhostsScoreLineCountsWhileItLives() {
        Contestant suicidal = Scripted.robot("selfhit.r", (w, n) -> w.cannon(90, 0));
        MatchSeries s = new MatchSeries(List.of(Scripted.idle("a.r"), suicidal), List.of("a.r", "selfhit.r", ""),
                MatchSettings.classic(), 3);
        s.addGhost();
        CrobotsMatchResult first = s.playNext(MatchObserver.NONE);
        assertEquals(Outcome.WIN, first.outcome());
        assertEquals(2, first.robots().size(), "the ghost is not a robot of the result");
        assertEquals(1, s.score().wins(0));
        assertEquals(1, s.score().wins(2), "one survivor: every ACTIVE slot of the block wins");
        String report = MatchReport.format(first, s.score());
        assertTrue(report.contains("  Survivors:\n   (1)           a.r: damage=% 0  \t\n"), report);
        assertTrue(report.endsWith("   (3)              : wins=1 ties=0  \t\n"), report);
    }

    @Test
    void aGhostNeedsAScoreLineOfItsOwn() {
        MatchSeries s = new MatchSeries(List.of(Scripted.idle("a"), Scripted.idle("b")), MatchSettings.classic(), 1);
        assertThrows(IllegalStateException.class, s::addGhost);
    }

    /** Counts the Fired events it is shown, one snapshot every {@code interval} rounds. */
    private static final class ShotCounter implements MatchObserver {
        private final int interval;
        int shots;

        ShotCounter(int interval) {
            this.interval = interval;
        }

        @Override
        public int snapshotInterval() {
            return interval;
        }

        @Override
        public void round(int match, ArenaSnapshot snapshot) {
            shots += (int) snapshot.events().stream().filter(e -> e instanceof ArenaEvent.Fired).count();
        }
    }

    @Test
    void observersSeeEveryEventSinceTheirPreviousSnapshotWhateverTheirInterval() {
        long[] fired = new long[1];
        Contestant gunner = Scripted.robot("gunner.r", (w, n) -> fired[0] += w.cannon(n, 300));
        ShotCounter every150 = new ShotCounter(150);
        ShotCounter every450 = new ShotCounter(450);
        ShotCounter every7 = new ShotCounter(7);
        MatchSeries s = new MatchSeries(List.of(gunner, Scripted.idle("idle.r")),
                MatchSettings.classic().withCycleLimit(15 * 15 * 20), 5);
        s.playNext(MatchObserver.all(List.of(every150, every450)));
        s.playNext(every7);
        assertTrue(fired[0] > 30, "fires every 15 updates in both matches: " + fired[0]);
        assertEquals(fired[0], every150.shots + every7.shots);
        assertEquals(every150.shots, every450.shots);
    }
}
