package io.github.retrokit.benchmarks.rogue;

import io.github.retrokit.rogue.transport.ProcessTransport;
import io.github.retrokit.rogue.wire.WireFormat;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameOutcome;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A real game with child processes, per turn: our world (in this JVM, {@link ProcessTransport}) against the small
 * C world of rogue-ipc's tests ({@code c_world.c}, started as a process), both running the same C player and six C
 * monsters compiled with gcc at set-up. Every turn is one player round trip, six monster round trips and a printed
 * map (the player asks every turn for a cell a harmless monster holds, and leaves on message TURNS + 1). The C
 * sources are read from {@code -Drogue.c=DIR} (default {@code rogue-ipc/src/test/resources/rogue/c}, so run from
 * the repository root). The baseline includes the C world's own fork/exec (about a millisecond per game).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RogueProcessGameBenchmark {

    static final int TURNS = 1000;

    private Path dir;
    private WorldInput input;

    @Setup
    public void compileTheCPeers() throws Exception {
        Path sources = Path.of(System.getProperty("rogue.c", "rogue-ipc/src/test/resources/rogue/c")).toAbsolutePath();
        if (!Files.isRegularFile(sources.resolve("c_world.c"))) {
            throw new IllegalStateException("no C sources in " + sources + ": run from the repository root or set "
                    + "-Drogue.c=<rogue-ipc/src/test/resources/rogue/c>");
        }
        dir = Files.createTempDirectory("rogue-bench-");
        gcc(sources, "c_world.c", "c_world");
        gcc(sources, "c_player.c", "player");
        gcc(sources, "c_monster.c", "monster");
        StringBuilder text = new StringBuilder("12 6\n2 0\n2 2\n./player 0 0 " + (TURNS + 1) + "\n6\n");
        text.append("./monster a 2 1 1 0 0 99\n");
        for (int x = 5; x <= 9; x++) {
            text.append("./monster m ").append(x).append(" 3 1 0 0 99\n");
        }
        Files.writeString(dir.resolve("input.txt"), text, StandardCharsets.US_ASCII);
        input = WorldInputParser.parse(new StringReader(text.toString()), "input.txt", WireFormat.DEFAULT_MONSTER_LIMIT);
    }

    private void gcc(Path sources, String source, String output) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("gcc", "-std=gnu11", "-O2", "-I", sources.toString(), "-o",
                dir.resolve(output).toString(), sources.resolve(source).toString()));
        Process p = new ProcessBuilder(command).inheritIO().start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("gcc failed for " + source);
        }
    }

    @Benchmark
    @OperationsPerInvocation(TURNS)
    public RogueGameResult ourWorldWithCChildren() throws Exception {
        RogueGameResult result = RogueGame.play(input, ProcessTransport.create(WireFormat.course()).inDirectory(dir), new Sink(),
                RogueGameOptions.defaults());
        if (result.outcome() != RogueGameOutcome.LEFT || result.turns() != TURNS + 1) {
            throw new IllegalStateException("unexpected game: " + result);
        }
        return result;
    }

    @Benchmark
    @OperationsPerInvocation(TURNS)
    public int baselineCWorldWithCChildren() throws Exception {
        Process world = new ProcessBuilder(dir.resolve("c_world").toString()).directory(dir.toFile())
                .redirectInput(dir.resolve("input.txt").toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        int status = world.waitFor();
        if (status != 0) {
            throw new IllegalStateException("c_world exited with " + status);
        }
        return status;
    }
}
