package io.github.retrokit.benchmarks.rogue;

import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MalformedMessageException;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;
import io.github.retrokit.rogue.wire.WireFormat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
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

/**
 * The Rogue wire codec: encoding the world's 180-byte player_message and 24-byte monster_message into a reused
 * buffer, decoding the 84-byte player_response and 12-byte monster_response. Baseline: copying the same number of
 * bytes (what any codec must at least do).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class RogueCodecBenchmark {

    private final WireFormat wire = WireFormat.course();
    private PlayerMessage playerMessage;
    private MonsterMessage monsterMessage;
    private ByteBuffer playerOut;
    private ByteBuffer monsterOut;
    private ByteBuffer playerResponse;
    private ByteBuffer monsterResponse;
    private byte[] source180;
    private byte[] target180;

    @Setup
    public void setUp() {
        List<Coordinate> monsters = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            monsters.add(new Coordinate(i + 1, 2 * i + 1));
        }
        playerMessage = PlayerMessage.of(new Coordinate(3, 3), 6, monsters, false);
        monsterMessage = new MonsterMessage(new Coordinate(2, 2), 7, new Coordinate(3, 3), false);
        playerOut = WireFormat.buffer(wire.playerMessageSize());
        monsterOut = WireFormat.buffer(WireFormat.MONSTER_MESSAGE_SIZE);
        playerResponse = ByteBuffer.wrap(wire.bytes(new PlayerResponse.Attack(new int[] {0, 7, 7, 0, 0})))
                .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        monsterResponse = ByteBuffer.wrap(wire.bytes(new MonsterResponse.Move(new Coordinate(2, 3))))
                .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        source180 = wire.bytes(playerMessage);
        target180 = new byte[180];
    }

    @Benchmark
    public byte[] baselineCopy180Bytes() {
        System.arraycopy(source180, 0, target180, 0, 180);
        return target180;
    }

    @Benchmark
    public ByteBuffer encodePlayerMessage() {
        wire.encode(playerMessage, playerOut);
        return playerOut;
    }

    @Benchmark
    public ByteBuffer encodeMonsterMessage() {
        wire.encode(monsterMessage, monsterOut);
        return monsterOut;
    }

    @Benchmark
    public PlayerResponse decodePlayerResponse() throws MalformedMessageException {
        return wire.decodePlayerResponse(playerResponse);
    }

    @Benchmark
    public MonsterResponse decodeMonsterResponse() throws MalformedMessageException {
        return wire.decodeMonsterResponse(monsterResponse);
    }
}
