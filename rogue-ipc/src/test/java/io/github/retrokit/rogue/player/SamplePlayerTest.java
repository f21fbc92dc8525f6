package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;
import io.github.retrokit.rogue.wire.Stoi;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SamplePlayerTest {

    @ParameterizedTest(name = "stoi(\"{0}\") = {1}")
    @CsvSource(delimiter = '|', value = {"3|3", "'  -7'|-7", "+12|12", "3abc|3", "0x2|0", "2147483647|2147483647",
        "-2147483648|-2147483648"})
    void argumentsAreReadLikeStdStoi(String text, int value) {
        assertEquals(value, Stoi.parse("arg", text));
    }

    @ParameterizedTest(name = "stoi(\"{0}\") fails")
    @CsvSource({"abc", "''", "-", "2147483648", "99999999999999999999"})
    void badArgumentsAreRefusedWithTheirName(String text) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> Stoi.parse("doorX", text));
        assertTrue(e.getMessage().startsWith("doorX "), e.getMessage());
    }

    @Test
    void missingArgumentsAreNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SamplePlayer.fromArguments(List.of("1", "2"), 20));
        assertEquals("needs 5 arguments <doorX> <doorY> <maxAttacks> <range> <leaveTurn>, not 2", e.getMessage());
    }

    @ParameterizedTest(name = "total_damage {0}: {1} (dmg - 5 wraps at 32 bits, rogue-player.md section 4 step 5)")
    @CsvSource({"-2147483648, DEAD", "-2147483644, DEAD", "-2147483643, MOVE", "5, MOVE", "19, MOVE", "20, DEAD"})
    void damageArithmeticWrapsLikeTheBinary(int damage, String reaction) {
        SamplePlayer player = new SamplePlayer(new PlayerTactics(new Coordinate(2, 0), 3, 2, 0));
        PlayerResponse reply = player.onMessage(PlayerMessage.of(new Coordinate(5, 5), damage, List.of(), false))
                .orElseThrow();
        assertEquals(reaction, reply instanceof PlayerResponse.Dead ? "DEAD" : "MOVE", reply.toString());
    }

    @ParameterizedTest(name = "a monster at ({0},{1}) with range 0: {2} (the distance wraps, section 7.4)")
    @CsvSource({"-2147483648, 0, ATTACK", "1500000000, 1500000000, ATTACK", "1, 0, MOVE", "0, 0, ATTACK"})
    void theAttackRangeTestWrapsLikeTheBinary(int x, int y, String reaction) {
        SamplePlayer player = new SamplePlayer(new PlayerTactics(new Coordinate(9, 9), 1, 0, 0));
        PlayerResponse reply = player.onMessage(PlayerMessage.of(Coordinate.ORIGIN, 0, List.of(new Coordinate(x, y)),
                false)).orElseThrow();
        assertEquals(reaction, reply instanceof PlayerResponse.Attack ? "ATTACK" : "MOVE", reply.toString());
    }
}
