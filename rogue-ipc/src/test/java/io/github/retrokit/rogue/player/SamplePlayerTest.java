package io.github.retrokit.rogue.player;

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
        assertTrue(e.getMessage().contains("needs 5 arguments"), e.getMessage());
    }
}
