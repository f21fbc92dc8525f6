package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MalformedMessageException;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.WireFormat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A stdin that is not a world's messages (`echo "" | retrokit rogue player 6 0 3 1 0`): the binary would replay a
 * half-garbage buffer forever (rogue-player.md 7.2, leaveTurn 0); ours ends, naming where the stream ended. End of
 * stream after whole messages still replays the last one (vectors V22, V24).
 */
class PlayerProgramEndOfStreamTest {

    private static final WireFormat WIRE = WireFormat.course();

    @ParameterizedTest(name = "{0} bytes")
    @CsvSource(delimiter = '|', value = {
        "0   | end of stream before any player_message at byte offset 0",
        "1   | end of stream after 1 of 180 bytes of the first player_message at byte offset 1",
        "179 | end of stream after 179 of 180 bytes of the first player_message at byte offset 179",
        "181 | end of stream after 1 of 180 bytes of a player_message at byte offset 181",
        "300 | end of stream after 120 of 180 bytes of a player_message at byte offset 300"})
    void anInputThatEndsInsideAMessageEndsThePlayer(int length, String message) {
        byte[] two = new byte[360];
        byte[] one = WIRE.bytes(new PlayerMessage(new Coordinate(5, 5), 0, 0, List.of(), false));
        System.arraycopy(one, 0, two, 0, 180);
        System.arraycopy(one, 0, two, 180, 180);
        InputStream in = new EndsOnce(Arrays.copyOf(two, length));
        MalformedMessageException e = assertThrows(MalformedMessageException.class,
                () -> new PlayerProgram(SamplePlayer.fromArguments(List.of("6", "0", "3", "1", "0"), 20), WIRE)
                        .run(in, new ByteArrayOutputStream()));
        assertEquals(message, e.getMessage());
    }

    /** The bytes, then end of stream once; a second read after it fails the test (the player would spin there). */
    private static final class EndsOnce extends ByteArrayInputStream {
        private boolean ended;

        EndsOnce(byte[] bytes) {
            super(bytes);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            int n = super.read(b, off, len);
            if (n < 0) {
                assertFalse(ended, "read again after end of stream: the player replays a garbled buffer");
                ended = true;
            }
            return n;
        }
    }
}
