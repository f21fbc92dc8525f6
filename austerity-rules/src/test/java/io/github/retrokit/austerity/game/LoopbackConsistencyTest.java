package io.github.retrokit.austerity.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.RandomPlayer;
import io.github.retrokit.austerity.state.HubStep;
import io.github.retrokit.austerity.state.PlayerOutput;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * Many message-driven games (hub and players talking through wire lines) on shuffled decks with mixed
 * strategies: every player's reconstructed state equals the hub's, and the in-process game agrees.
 */
class LoopbackConsistencyTest {

    @Test
    void playersTrackTheHubExactlyAndTheInProcessGameAgrees() throws Exception {
        Deck deck = Deck.parse(Deck20TranscriptTest.resource("deck20.txt"));
        Random random = new Random(7);
        for (int game = 0; game < 150; game++) {
            int players = 2 + random.nextInt(5);
            List<Strategy> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                int kind = random.nextInt(4);
                RandomPlayer rnd = new RandomPlayer(game * 31L + p);
                seats.add(kind == 3 ? rnd::decide : Strategies.create(Strategies.BUILT_IN.get(kind)).orElseThrow());
            }
            GameSetup setup = GameSetup.players(players).tokens(random.nextInt(8)).pointsTarget(1 + random.nextInt(20)).maxRounds(300).build();
            Deck shuffled = deck.shuffled(game);
            Loopback loop = new Loopback(setup, shuffled, seats).run(100_000);
            assertEquals(HubStep.Status.GAME_OVER, loop.status);
            List<String> hub = PlayerOutput.dump(loop.hub.view());
            for (int p = 0; p < players; p++) {
                assertEquals(hub, PlayerOutput.dump(loop.players.get(p).view()), "game " + game + " player " + p);
            }
            if (seats.stream().noneMatch(s -> !(s.name().equals("shenzi") || s.name().equals("banzai")
                    || s.name().equals("ed")))) {
                AusterityGameResult result = new AusterityGame(new GameRules(setup.tokens(), setup.pointsTarget(), 300, false), shuffled, seats).play();
                assertEquals(loop.hub.winners(), result.winners(), "game " + game);
                assertEquals(loop.hub.roundsCompleted(), result.rounds(), "game " + game);
            }
        }
    }
}
