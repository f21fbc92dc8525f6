package io.github.retrokit.austerity.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.Tokens;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;

/** In-process games: seeded shuffles, caps, stalls, forfeits, and user strategies. */
class AusterityGameTest {

    private static Deck deck20() throws Exception {
        return Deck.parse(Deck20TranscriptTest.resource("deck20.txt"));
    }

    @Test
    void theSameSeedPlaysTheSameGame() throws Exception {
        List<Strategy> seats = List.of(Strategies.ed(), Strategies.shenzi(), Strategies.banzai());
        AusterityGameResult a = AusterityGame.shuffled(GameRules.of(7, 15), deck20(), 11, seats).play();
        assertEquals(a, AusterityGame.shuffled(GameRules.of(7, 15), deck20(), 11, seats).play());
        boolean anyDifferent = false;
        for (long seed = 12; seed < 20; seed++) {
            anyDifferent |= !a.equals(AusterityGame.shuffled(GameRules.of(7, 15), deck20(), seed, seats).play());
        }
        assertTrue(anyDifferent);
    }

    @Test
    void threeBanzaiOnZeroPointCardsStallAndTheInProcessGameStops() throws Exception {
        // the course's never-ending game: banzai only buys cards with points, so everyone takes wilds forever
        Deck zero = Deck.parse("P:0:1,0,0,0\nB:0:0,2,0,0\nY:0:1,1,1,1\n");
        List<Strategy> banzai = List.of(Strategies.banzai(), Strategies.banzai(), Strategies.banzai());
        AusterityGameResult stalled = new AusterityGame(GameRules.of(7, 5), zero, banzai).play();
        assertEquals(EndReason.STALLED, stalled.end());
        assertEquals(List.of(0, 1, 2), stalled.winners());
        assertTrue(stalled.rounds() < 10, "stall found soon after everyone can afford every card: " + stalled.rounds());

        AusterityGameResult capped = new AusterityGame(GameRules.of(7, 5).withEndOnStall(false), zero, banzai).play();
        assertEquals(EndReason.ROUND_CAP, capped.end(), "without stall detection the default cap ends it");
        assertEquals(GameRules.DEFAULT_MAX_ROUNDS, capped.rounds());

        AusterityGameResult shortCap = new AusterityGame(GameRules.of(7, 5).withMaxRounds(3).withEndOnStall(false), zero, banzai).play();
        assertEquals(3, shortCap.rounds());
        assertEquals(9, shortCap.turns());
    }

    @Test
    void twoIllegalActionsInARowForfeit() throws Exception {
        Strategy cheat = (view, me) -> new Action.Take(Tokens.of(1, 1, 1, 1));
        AusterityGameResult result = new AusterityGame(GameRules.of(7, 15), deck20(), List.of(Strategies.shenzi(), cheat)).play();
        assertEquals(EndReason.FORFEIT, result.end());
        assertEquals(OptionalInt.of(1), result.forfeitedBy());
        assertEquals(List.of(), result.winners());
        assertEquals(1, result.turns());
    }

    @Test
    void oneIllegalActionGetsASecondChance() throws Exception {
        Strategy flaky = new Strategy() {
            private boolean wrong;

            @Override
            public Action decide(io.github.retrokit.austerity.rules.GameView view, int me) {
                wrong = !wrong;
                return wrong ? new Action.Take(Tokens.of(2, 0, 0, 0)) : Action.WILD;
            }
        };
        AusterityGameResult result = new AusterityGame(GameRules.of(7, 15).withMaxRounds(3).withEndOnStall(false), deck20(), List.of(Strategies.ed(), flaky))
                .play();
        assertEquals(EndReason.ROUND_CAP, result.end());
    }

    @Test
    void strategiesCannotReachTheGameBehindTheirView() throws Exception {
        Strategy sneaky = (view, me) -> {
            assertTrue(!(view instanceof io.github.retrokit.austerity.rules.GameState), "view is read-only");
            assertEquals(me, view.player(me).player());
            return Action.WILD;
        };
        new AusterityGame(GameRules.of(7, 15).withMaxRounds(2).withEndOnStall(false), deck20(), List.of(sneaky, sneaky)).play();
    }

    @Test
    void strategiesAreFoundByNameOrClass() {
        assertEquals("shenzi", Strategies.create("shenzi").orElseThrow().name());
        assertEquals("ed", Strategies.create("ed").orElseThrow().name());
        assertEquals("alwayswild", Strategies.create(AlwaysWild.class.getName()).orElseThrow().name());
        assertTrue(Strategies.create("nobody").isEmpty());
        assertTrue(Strategies.create("java.lang.String").isEmpty());
        assertThrows(IllegalArgumentException.class, () -> Entrant.of("nobody"));
    }

    @Test
    void aGameNeedsTwoToTwentySixSeats() throws Exception {
        Deck deck = deck20();
        assertThrows(IllegalArgumentException.class, () -> new AusterityGame(GameRules.of(7, 15).withEndOnStall(false), deck, List.of(new AlwaysWild())));
    }

    @Test
    void everySeedOfTheCourseDeckEnds() throws Exception {
        List<Strategy> seats = List.of(Strategies.shenzi(), Strategies.banzai(), Strategies.ed(), Strategies.ed());
        for (long seed = 0; seed < 300; seed++) {
            AusterityGameResult result = AusterityGame.shuffled(GameRules.of(7, 15), deck20(), seed, seats).play();
            assertNotEquals(EndReason.FORFEIT, result.end(), "built-in strategies always play legally");
            assertTrue(result.rounds() < GameRules.DEFAULT_MAX_ROUNDS);
        }
    }

    /** A user strategy with a public no-argument constructor. */
    public static final class AlwaysWild implements Strategy {
        @Override
        public Action decide(io.github.retrokit.austerity.rules.GameView view, int me) {
            return Action.WILD;
        }
    }
}
