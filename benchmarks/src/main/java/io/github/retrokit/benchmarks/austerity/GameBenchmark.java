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

import io.github.retrokit.austerity.game.AusterityGame;
import io.github.retrokit.austerity.game.GameRules;
import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.rules.Deck;
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

    private final GameRules rules = GameRules.of(7, 15);
    private final GameSetup setup = rules.forPlayers(3);
    private final List<Strategy> seats = List.of(Strategies.shenzi(), Strategies.banzai(), Strategies.ed());
    private Deck[] decks;
    private int next;

    /** Pre-shuffles the decks. */
    @Setup
    public void shuffle() {
        Deck deck = Deck.deck20();
        decks = new Deck[1024];
        for (int i = 0; i < decks.length; i++) {
            decks[i] = deck.shuffled(i);
        }
    }

    /** A whole game, returned so it is not dead code. */
    @Benchmark
    public AusterityGameResult wholeGame() {
        return new AusterityGame(rules, decks[next++ & 1023], seats).play();
    }

    /** Baseline: the same game dealt but not played. */
    @Benchmark
    public GameState dealOnly() {
        return new GameState(setup, decks[next++ & 1023]);
    }
}
