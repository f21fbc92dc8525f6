package io.github.retrokit.benchmarks.rogue;

import io.github.retrokit.rogue.transport.ChildCommand;
import io.github.retrokit.rogue.transport.InProcessTransport;
import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.RogueGameStartException;
import io.github.retrokit.rogue.world.MapPrinter;
import io.github.retrokit.rogue.world.WorldInput;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The world's turn loop on the in-process transport, per turn: a 1000-turn game on the course's 6x8 room (the
 * sample player heads for a door it cannot reach, three sample monsters crowd it without being able to hurt or be
 * hurt, the player leaves on message 1000), synchronously and with every entity on its own thread. Baseline: only
 * rendering the 1000 maps the game prints.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class RogueGameBenchmark {

    static final int TURNS = 1000;

    private final WorldInput room = new WorldInput(6, 8, new Coordinate(2, 0), new Coordinate(3, 3),
            new ChildCommand("./player", List.of("40", "40", "1", "1", Integer.toString(TURNS))),
            List.of(monster('a', 1, 1), monster('b', 4, 6), monster('c', 1, 6)));

    private static WorldInput.MonsterSetup monster(char symbol, int x, int y) {
        // health 1000, damage 0, defence 1000, range 0: chases the player, never attacks, never dies.
        return new WorldInput.MonsterSetup(new ChildCommand("./monster", List.of("1000", "0", "1000", "0")), symbol,
                new Coordinate(x, y));
    }

    @Benchmark
    @OperationsPerInvocation(TURNS)
    public RogueGameResult inProcessGameTurns() throws RogueGameStartException {
        return RogueGame.play(room, InProcessTransport.samples(), new Sink(), RogueGameOptions.defaults());
    }

    /** The same game with every entity on a thread of its own (bounded by the response timeout). */
    @Benchmark
    @OperationsPerInvocation(TURNS)
    public RogueGameResult inProcessGameTurnsOwnThreads() throws RogueGameStartException {
        return RogueGame.play(room, InProcessTransport.samples().withOwnThreads(), new Sink(), RogueGameOptions.defaults());
    }

    @Benchmark
    @OperationsPerInvocation(TURNS)
    public long baselineRenderMapsOnly() {
        Sink sink = new Sink();
        List<MapPrinter.Mark> marks = List.of(new MapPrinter.Mark('a', new Coordinate(2, 2)),
                new MapPrinter.Mark('b', new Coordinate(3, 4)), new MapPrinter.Mark('c', new Coordinate(2, 4)));
        for (int i = 0; i < TURNS; i++) {
            sink.append(MapPrinter.map(6, 8, new Coordinate(2, 0), new Coordinate(3, 3), marks));
        }
        return sink.length;
    }
}
