package io.github.retrokit.benchmarks.austerity;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import io.github.retrokit.austerity.game.Game;
import io.github.retrokit.austerity.game.GameResult;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.GameState;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * One complete in-process Austerity game (shenzi, banzai, ed; 7 tokens, 15 points) on the course's 20-card deck,
 * cycling through 1024 pre-shuffled decks so branch predictors see varied games. Baseline: dealing the same
 * game without playing a turn (deck copy, table allocation, 8 cards face up) — the fixed cost inside every game.
 * The target is ≥ 100,000 games/s per core, i.e. ≤ 10 µs per game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class GameBenchmark {

    /** deck20.txt of the course. */
    static final String DECK20 = String.join("\n", "B:1:1,0,0,0", "Y:0:0,3,0,2", "P:2:2,1,0,1", "R:3:0,2,2,2",
            "B:1:1,1,1,0", "Y:2:0,0,3,1", "P:1:1,0,1,0", "R:4:3,0,0,3", "B:0:0,1,0,1", "Y:3:2,2,2,0", "P:2:0,0,2,2",
            "R:1:1,1,0,0", "B:5:4,0,3,0", "Y:1:0,1,1,1", "P:3:2,0,2,2", "R:2:1,2,0,1", "B:2:0,2,2,0", "Y:4:3,3,0,0",
            "P:0:1,0,0,0", "R:3:2,2,1,1") + "\n";

    private final GameSetup setup = Game.setup(3, 7, 15);
    private final List<Strategy> seats = List.of(Strategies.shenzi(), Strategies.banzai(), Strategies.ed());
    private Deck[] decks;
    private int next;

    /** Pre-shuffles the decks. */
    @Setup
    public void shuffle() throws DeckFormatException {
        Deck deck = Deck.parse(DECK20);
        decks = new Deck[1024];
        for (int i = 0; i < decks.length; i++) {
            decks[i] = deck.shuffled(i);
        }
    }

    /** A whole game, returned so it is not dead code. */
    @Benchmark
    public GameResult wholeGame() {
        return new Game(setup, decks[next++ & 1023], seats).play();
    }

    /** Baseline: the same game dealt but not played. */
    @Benchmark
    public GameState dealOnly() {
        return new GameState(setup, decks[next++ & 1023]);
    }
}
