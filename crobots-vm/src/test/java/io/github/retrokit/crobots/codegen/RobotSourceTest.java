package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import org.junit.jupiter.api.Test;

/** Reading a robot source: one character per byte, at most the cap. */
class RobotSourceTest {
    private static InputStream bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return new ByteArrayInputStream(b);
    }

    @Test
    void everyByteIsOneCharacter() throws IOException {
        assertEquals("a\u00e8\u00ff\u0000z", RobotSource.read(bytes('a', 0xE8, 0xFF, 0, 'z'), "x.r", 5));
    }

    @Test
    void aSourceOfExactlyTheCapIsRead() throws IOException {
        assertEquals("abcd", RobotSource.read(bytes('a', 'b', 'c', 'd'), "x.r", 4));
    }

    @Test
    void oneByteOverTheCapIsRefusedNamingTheSource() {
        RobotSource.SourceTooLargeException e = assertThrows(RobotSource.SourceTooLargeException.class,
                () -> RobotSource.read(bytes('a', 'b', 'c', 'd', 'e'), "big.r", 4));
        assertEquals("big.r: robot source larger than 4 bytes", e.getMessage());
        assertEquals(4, e.limit());
    }

    @Test
    void anEndlessStreamStopsOneBytePastTheCap() {
        InputStream endless = new InputStream() {
            private long served;

            @Override
            public int read() {
                served++;
                return ' ';
            }
        };
        assertThrows(RobotSource.SourceTooLargeException.class, () -> RobotSource.read(endless, "-", 1000));
    }
}
