package io.github.retrokit.mips.cpu;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import sun.misc.Unsafe;

/**
 * Word and halfword reads and writes of a cached block's page ({@link MemoryCode}'s inline accesses) without
 * the bounds tests a {@code byte[]} view makes: two per access as C2 compiles them (the page's length less 3
 * not negative, then the index below it), in the inner loops of word-bound programs such as {@code sort}.
 *
 * <p>Sound only where the fast test passed: a block's key matches an address only when it came from
 * {@link Translated#blockKey}, which gives one only for a page of {@link #PAGE_BYTES} (a 64 KiB
 * {@link io.github.retrokit.mips.memory.Memory} page), and the access's offset {@code address & 0xffff} is then
 * inside that page and aligned. Pages hold the machine's bytes little-endian, as the memory's own views.
 * From JDK 24 on, whose {@code sun.misc.Unsafe} warns on standard error when its memory access is first used
 * (JEP 498), the checked little-endian views serve instead.
 */
final class PageWords {
    /** The length of every page a block key may name. */
    static final int PAGE_BYTES = 1 << 16;

    private static final Unsafe UNSAFE = RawArrays.UNSAFE;
    private static final boolean RAW = UNSAFE != null;
    private static final long BASE = Unsafe.ARRAY_BYTE_BASE_OFFSET;
    private static final boolean SWAP = ByteOrder.nativeOrder() != ByteOrder.LITTLE_ENDIAN;
    private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle HALF = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    private PageWords() { }

    static int word(byte[] page, int offset) {
        if (!RAW) {
            return (int) WORD.get(page, offset);
        }
        int value = UNSAFE.getInt(page, BASE + offset);
        return SWAP ? Integer.reverseBytes(value) : value;
    }

    static void setWord(byte[] page, int offset, int value) {
        if (!RAW) {
            WORD.set(page, offset, value);
            return;
        }
        UNSAFE.putInt(page, BASE + offset, SWAP ? Integer.reverseBytes(value) : value);
    }

    /**
     * {@link #word} of a page known only as an {@link Object} ({@link RunLoop}'s page tables through
     * {@link RawArrays#page}): no cast, so no type check and no profile the JIT speculates on.
     */
    static int word(Object page, int offset) {
        if (!RAW) {
            return word((byte[]) page, offset);
        }
        int value = UNSAFE.getInt(page, BASE + offset);
        return SWAP ? Integer.reverseBytes(value) : value;
    }

    static void setWord(Object page, int offset, int value) {
        if (!RAW) {
            setWord((byte[]) page, offset, value);
            return;
        }
        UNSAFE.putInt(page, BASE + offset, SWAP ? Integer.reverseBytes(value) : value);
    }

    /** The byte at {@code offset} of a page known only as an {@link Object} (see {@link #word(Object, int)}). */
    static byte byteAt(Object page, int offset) {
        return RAW ? UNSAFE.getByte(page, BASE + offset) : ((byte[]) page)[offset];
    }

    static void setByte(Object page, int offset, byte value) {
        if (RAW) {
            UNSAFE.putByte(page, BASE + offset, value);
        } else {
            ((byte[]) page)[offset] = value;
        }
    }

    static short half(byte[] page, int offset) {
        if (!RAW) {
            return (short) HALF.get(page, offset);
        }
        short value = UNSAFE.getShort(page, BASE + offset);
        return SWAP ? Short.reverseBytes(value) : value;
    }

    static void setHalf(byte[] page, int offset, short value) {
        if (!RAW) {
            HALF.set(page, offset, value);
            return;
        }
        UNSAFE.putShort(page, BASE + offset, SWAP ? Short.reverseBytes(value) : value);
    }
}
