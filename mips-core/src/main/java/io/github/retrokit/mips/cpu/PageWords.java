package io.github.retrokit.mips.cpu;

import java.lang.reflect.Field;
import java.nio.ByteOrder;
import sun.misc.Unsafe;

/**
 * Word and halfword reads and writes of a cached block's page without the bounds tests a {@code byte[]} view
 * makes (two per access as C2 compiles them: the page's length less 3 not negative, then the index below it).
 * Sound only where {@link MemoryCode}'s fast test passed: a block's key matches an address only when the key
 * came from {@link Translated#blockKey}, which gives one only for a page of {@link #PAGE_BYTES} (a 64 KiB
 * {@link io.github.retrokit.mips.memory.Memory} page), and the access's offset {@code address & 0xffff} is
 * then inside the page and aligned. Pages hold the machine's bytes little-endian, as the memory's own views.
 */
final class PageWords {
    /** The length of every page a block key may name. */
    static final int PAGE_BYTES = 1 << 16;

    private static final Unsafe UNSAFE = unsafe();
    private static final long BASE = Unsafe.ARRAY_BYTE_BASE_OFFSET;
    private static final boolean SWAP = ByteOrder.nativeOrder() != ByteOrder.LITTLE_ENDIAN;

    private PageWords() { }

    static int word(byte[] page, int offset) {
        int value = UNSAFE.getInt(page, BASE + offset);
        return SWAP ? Integer.reverseBytes(value) : value;
    }

    static void setWord(byte[] page, int offset, int value) {
        UNSAFE.putInt(page, BASE + offset, SWAP ? Integer.reverseBytes(value) : value);
    }

    static short half(byte[] page, int offset) {
        short value = UNSAFE.getShort(page, BASE + offset);
        return SWAP ? Short.reverseBytes(value) : value;
    }

    static void setHalf(byte[] page, int offset, short value) {
        UNSAFE.putShort(page, BASE + offset, SWAP ? Short.reverseBytes(value) : value);
    }

    private static Unsafe unsafe() {
        try {
            Field field = Unsafe.class.getDeclaredField("theUnsafe");
            field.setAccessible(true);
            return (Unsafe) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
