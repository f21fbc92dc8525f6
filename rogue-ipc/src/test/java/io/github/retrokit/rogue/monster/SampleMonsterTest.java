package io.github.retrokit.rogue.monster;

import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MalformedMessageException;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.WireFormat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SampleMonsterTest {

    private static MonsterMessage at(int x, int y, int damage, int px, int py) {
        return new MonsterMessage(new Coordinate(x, y), damage, new Coordinate(px, py), false);
    }

    @ParameterizedTest(name = "from (2,2) towards the player at ({0},{1}) it moves to ({2},{3})")
    @CsvSource({
        "2, 9, 2, 3",   // straight down
        "2, -5, 2, 1",  // straight up
        "9, 2, 3, 2",   // right
        "-5, 2, 1, 2",  // left
        "9, 9, 3, 3",   // diagonal: lower-right reduces both
        "-5, -5, 1, 1", // upper-left
        "9, 3, 3, 3",   // lower-right (6) beats right (7)
        "3, 9, 3, 3",   // lower-right (6) beats down (7)
    })
    void movesToTheClosestNeighbour(int px, int py, int x, int y) {
        SampleMonster m = new SampleMonster(new MonsterStats(10, 1, 0, 0));
        assertEquals(Optional.of(new MonsterResponse.Move(new Coordinate(x, y))), m.onMessage(at(2, 2, 0, px, py)));
    }

    @Test
    void staysWhenNoNeighbourIsStrictlyCloser() {
        SampleMonster m = new SampleMonster(new MonsterStats(10, 1, 0, -1));
        assertEquals(Optional.of(new MonsterResponse.Move(new Coordinate(2, 2))), m.onMessage(at(2, 2, 0, 2, 2)));
    }

    @Test
    void attacksWithinItsManhattanRangeInclusive() {
        SampleMonster m = new SampleMonster(new MonsterStats(10, 6, 4, 2));
        assertEquals(Optional.of(new MonsterResponse.Attack(6)), m.onMessage(at(2, 2, 0, 3, 3)));
        assertEquals(Optional.of(new MonsterResponse.Move(new Coordinate(3, 2))), m.onMessage(at(2, 2, 0, 5, 2)));
    }

    @Test
    void healthDropsByDamageMinusDefenceNeverRises() {
        SampleMonster m = new SampleMonster(new MonsterStats(10, 6, 4, 2));
        m.onMessage(at(1, 1, 7, 3, 3));
        assertEquals(7, m.health());
        m.onMessage(at(1, 1, 2, 3, 3));
        assertEquals(7, m.health(), "damage below defence costs nothing");
        m.onMessage(at(1, 1, -50, 3, 3));
        assertEquals(7, m.health(), "negative damage does not heal");
        assertEquals(Optional.of(MonsterResponse.DEAD), m.onMessage(at(1, 1, 11, 3, 3)));
    }

    @Test
    void gameOverEndsSilently() {
        SampleMonster m = new SampleMonster(new MonsterStats(10, 6, 4, 2));
        assertEquals(Optional.empty(), m.onMessage(new MonsterMessage(Coordinate.ORIGIN, 100, Coordinate.ORIGIN, true)));
    }

    @Test
    void theProgramSendsReadyThenOneResponsePerMessageUntilDead() throws Exception {
        WireFormat wire = WireFormat.course();
        ByteArrayOutputStream script = new ByteArrayOutputStream();
        script.write(wire.bytes(at(1, 1, 0, 5, 5)));
        script.write(wire.bytes(at(3, 3, 5, 5, 5)));
        script.write(wire.bytes(at(3, 3, 20, 5, 5)));
        script.write(wire.bytes(at(3, 3, 0, 5, 5))); // never read: the monster is dead
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = new MonsterProgram(SampleMonster.fromArguments(List.of("10", "2", "1", "2")))
                .run(new ByteArrayInputStream(script.toByteArray()), out);
        assertEquals(MonsterProgram.EXIT_OK, status);
        List<MonsterResponse> replies = new ArrayList<>();
        ByteBuffer b = WireFormat.buffer(out.size()).put(out.toByteArray()).flip();
        while (b.hasRemaining()) {
            replies.add(wire.decodeMonsterResponse(b.slice(b.position(), 12)));
            b.position(b.position() + 12);
        }
        assertEquals(List.of(MonsterResponse.READY, new MonsterResponse.Move(new Coordinate(2, 2)),
                new MonsterResponse.Move(new Coordinate(4, 4)), MonsterResponse.DEAD), replies);
    }

    @Test
    void theProgramReportsAMessageCutShortWithItsPlaceInTheStream() {
        byte[] input = new byte[24 + 10]; // a whole message (the monster moves), then 10 bytes and end of stream
        MalformedMessageException e = assertThrows(MalformedMessageException.class,
                () -> new MonsterProgram(new SampleMonster(new MonsterStats(5, 1, 1, 1)))
                        .run(new ByteArrayInputStream(input), new ByteArrayOutputStream()));
        assertEquals("end of stream after 10 of 24 bytes of a monster_message at byte offset 34", e.getMessage());
    }

    @Test
    void missingArgumentsAreCountedWithoutNamingTheProgram() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SampleMonster.fromArguments(List.of("10", "1", "4")));
        assertEquals("needs 4 arguments <health> <damage> <defence> <range>, not 3", e.getMessage());
    }
}
