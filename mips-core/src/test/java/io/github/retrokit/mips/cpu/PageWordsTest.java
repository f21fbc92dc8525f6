package io.github.retrokit.mips.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The translating tier's page words read and write a page's bytes little-endian, as the memory does. */
class PageWordsTest {
    private final byte[] page = new byte[PageWords.PAGE_BYTES];

    @Test
    void readsAWordLittleEndianAtAnyAlignedOffset() {
        page[0xfffc] = 0x78;
        page[0xfffd] = 0x56;
        page[0xfffe] = 0x34;
        page[0xffff] = (byte) 0x92;
        assertEquals(0x92345678, PageWords.word(page, 0xfffc));
        assertEquals((short) 0x9234, PageWords.half(page, 0xfffe));
        assertEquals((short) 0x5678, PageWords.half(page, 0xfffc));
    }

    @Test
    void writesOnlyItsOwnBytes() {
        PageWords.setWord(page, 4, 0xcafebabe);
        PageWords.setHalf(page, 10, (short) 0x8001);
        byte[] expected = new byte[12];
        expected[4] = (byte) 0xbe;
        expected[5] = (byte) 0xba;
        expected[6] = (byte) 0xfe;
        expected[7] = (byte) 0xca;
        expected[10] = 0x01;
        expected[11] = (byte) 0x80;
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], page[i], "byte " + i);
        }
        assertEquals(0, page[12]);
    }

    @Test
    void givesABlockKeyOnlyForAWholePage() {
        assertEquals(0x10010000, Translated.blockKey(page, 0x10010abc, ~0xfff));
        assertEquals(Translated.NO_BLOCK, Translated.blockKey(null, 0x10010abc, ~0xfff));
        assertEquals(Translated.NO_BLOCK, Translated.blockKey(new byte[4096], 0x10010abc, ~0xfff));
    }
}
