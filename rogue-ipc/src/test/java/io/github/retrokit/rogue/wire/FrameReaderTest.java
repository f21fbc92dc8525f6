package io.github.retrokit.rogue.wire;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FrameReaderTest {

    /** A source that delivers the bytes in the chunk sizes given, then end of stream. */
    private static FrameReader.ByteSource chunked(byte[] data, int... chunks) {
        int[] position = {0};
        int[] next = {0};
        return (into, offset, length) -> {
            if (position[0] == data.length) {
                return -1;
            }
            int size = next[0] < chunks.length ? chunks[next[0]++] : data.length;
            int n = Math.min(Math.min(size, length), data.length - position[0]);
            System.arraycopy(data, position[0], into, offset, n);
            position[0] += n;
            return n;
        };
    }

    @Test
    void everySplitOfTwoMessagesReassemblesThem() throws Exception {
        byte[] data = new byte[24];
        new Random(1).nextBytes(data);
        for (int first = 1; first < 24; first++) {
            FrameReader reader = new FrameReader("monster_response", 12);
            FrameReader.ByteSource source = chunked(data, first, 24 - first);
            assertTrue(reader.readFully(source));
            assertArrayEquals(java.util.Arrays.copyOfRange(data, 0, 12), reader.take().array());
            assertTrue(reader.readFully(source));
            assertArrayEquals(java.util.Arrays.copyOfRange(data, 12, 24), reader.take().array());
            assertFalse(reader.readFully(source), "clean end of stream after whole messages");
        }
    }

    @Test
    void endOfStreamInsideAMessageNamesTheOffset() {
        for (int cut = 1; cut < 12; cut++) {
            FrameReader reader = new FrameReader("monster_response", 12);
            ByteArrayInputStream in = new ByteArrayInputStream(new byte[cut]);
            TruncatedMessageException e = assertThrows(TruncatedMessageException.class, () -> reader.readFully(in::read));
            assertEquals(cut, e.offset());
            assertEquals(12, e.expected());
            assertEquals("end of stream after " + cut + " of 12 bytes of a monster_response at byte offset " + cut,
                    e.getMessage());
        }
    }

    @Test
    void zeroByteReadsAreNotEndOfStream() throws Exception {
        FrameReader reader = new FrameReader("x", 4);
        int[] calls = {0};
        FrameReader.ByteSource source = (into, offset, length) -> {
            calls[0]++;
            if (calls[0] % 2 == 1) {
                return 0; // would block
            }
            into[offset] = (byte) calls[0];
            return 1;
        };
        assertTrue(reader.readFully(source));
        assertArrayEquals(new byte[] {2, 4, 6, 8}, reader.take().array());
    }
}
