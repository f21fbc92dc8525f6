package io.github.retrokit.austerity.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.EndReason;

/** Parallel tournaments are deterministic per seed, rotate seats and tabulate win rates. */
class AusterityTournamentTest {

    private static AusterityTournament tournament(Deck deck) {
        return new AusterityTournament(GameRules.of(7, 15), deck,
                List.of(Entrant.of("shenzi"), Entrant.of("banzai"), Entrant.of("ed"))).games(600).seed(2018);
    }

    @Test
    void theResultDoesNotDependOnTheThreadCount() throws Exception {
        Deck deck = Deck.parse(Deck20TranscriptTest.resource("deck20.txt"));
        AusterityTournamentResult one = tournament(deck).threads(1).run();
        AusterityTournamentResult four = tournament(deck).threads(4).run();
        assertEquals(one, four);
        assertEquals(one.table(), four.table());
    }

    @Test
    void eachGameIsReproducibleAlone() throws Exception {
        Deck deck = Deck.parse(Deck20TranscriptTest.resource("deck20.txt"));
        AusterityTournament t = tournament(deck);
        assertEquals(t.playGame(17), t.playGame(17));
        assertEquals(2, t.seatOf(1, 34));
        assertEquals(0, t.seatOf(2, 34));
    }

    @Test
    void standingsAddUp() throws Exception {
        Deck deck = Deck.parse(Deck20TranscriptTest.resource("deck20.txt"));
        AusterityTournamentResult result = tournament(deck).run();
        assertEquals(600, result.games());
        assertEquals(600, result.endings().values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(0, result.endings().getOrDefault(EndReason.FORFEIT, 0));
        int wins = 0;
        for (AusterityStanding s : result.standings()) {
            assertEquals(600, s.games());
            assertTrue(s.soleWins() <= s.wins());
            assertTrue(s.winRateLow() <= s.winRate() && s.winRate() <= s.winRateHigh());
            wins += s.wins();
        }
        assertTrue(wins >= 600, "every game has at least one winner");
        String table = result.table();
        assertTrue(table.startsWith("entrant"), table);
        assertTrue(table.contains("shenzi") && table.contains("banzai") && table.contains("\ned "), table);
        assertTrue(table.contains("games 600 (seed 2018):"), table);
    }

    @Test
    void entrantsSharingANameAreNumbered() throws Exception {
        Deck deck = Deck.parse(Deck20TranscriptTest.resource("deck20.txt"));
        String table = new AusterityTournament(GameRules.of(7, 15), deck,
                List.of(Entrant.of("ed"), Entrant.of("shenzi"), Entrant.of("ed"))).games(30).run().table();
        assertTrue(table.contains("\ned#1 ") && table.contains("\ned#3 ") && table.contains("\nshenzi "), table);
    }

    @Test
    void wilsonIntervalMatchesAKnownValue() {
        AusterityStanding s = new AusterityStanding(0, "x", 100, 50, 50, 0);
        assertEquals(0.4038, s.winRateLow(), 1e-4);
        assertEquals(0.5962, s.winRateHigh(), 1e-4);
    }

    @Test
    void stalledAndCappedGamesCountNoWinForAnyone() throws Exception {
        // three banzai on a market of 0-point cards never buy: every game stalls (or hits the cap), all tied at 0
        Deck zero = Deck.parse("P:0:1,0,0,0\nB:0:0,2,0,0\nY:0:1,1,1,1\n");
        List<Entrant> banzai = List.of(Entrant.of("banzai"), Entrant.of("banzai"), Entrant.of("banzai"));
        AusterityTournamentResult stalled = new AusterityTournament(GameRules.of(7, 5), zero, banzai).games(30).run();
        assertEquals(30, stalled.endings().get(EndReason.STALLED));
        AusterityTournamentResult capped = new AusterityTournament(GameRules.of(7, 5).withMaxRounds(5).withEndOnStall(false),
                zero, banzai).games(30).run();
        assertEquals(30, capped.endings().get(EndReason.ROUND_CAP));
        for (AusterityTournamentResult result : List.of(stalled, capped)) {
            for (AusterityStanding s : result.standings()) {
                assertEquals(30, s.games());
                assertEquals(0, s.wins());
                assertEquals(0, s.soleWins());
            }
        }
        // each game on its own still names the hub's winners (most points): the hub with --end-on-stall prints them
        assertEquals(List.of(0, 1, 2), new AusterityTournament(GameRules.of(7, 5), zero, banzai).playGame(0).winners());
        assertTrue(stalled.table().contains("stalled=30"));
    }

    @Test
    void progressCountsEveryGameOnce() throws Exception {
        Deck deck = Deck.parse(Deck20TranscriptTest.resource("deck20.txt"));
        java.util.Set<Integer> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();
        tournament(deck).games(100).threads(3).progress(seen::add).run();
        assertEquals(100, seen.size());
        assertTrue(seen.contains(1) && seen.contains(100));
    }
}
