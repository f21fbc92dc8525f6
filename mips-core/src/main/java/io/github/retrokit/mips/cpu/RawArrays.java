package io.github.retrokit.mips.cpu;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * Reads and writes of the register file and the operand words in {@link RunLoop}'s loop without the
 * bounds tests of Java's array accesses (a load of the array's length and a compare per access, and the
 * length kept in a machine register of a loop that has too few): sound there because every index is one
 * the decoder made — a register number of five bits into the 32 registers, a text index the decoder or the
 * loop checked against the words' length. From JDK 24 on, whose {@code sun.misc.Unsafe} warns on standard
 * error when its memory access is first used (JEP 498), plain array accesses serve instead, as in
 * {@link PageWords}.
 */
final class RawArrays {
    /** The JDK's {@code Unsafe} below JDK 24 if it hands it out, else null (also {@link PageWords}'). */
    static final Unsafe UNSAFE = Runtime.version().feature() < 24 ? unsafe() : null;
    private static final boolean RAW = UNSAFE != null;
    private static final long INTS = Unsafe.ARRAY_INT_BASE_OFFSET;
    private static final long LONGS = Unsafe.ARRAY_LONG_BASE_OFFSET;
    private static final long REFERENCES = Unsafe.ARRAY_OBJECT_BASE_OFFSET;
    private static final long REFERENCE_BYTES = Unsafe.ARRAY_OBJECT_INDEX_SCALE;
    /** A register pair is one double in memory: little-endian, and an even register 8-byte aligned. */
    private static final boolean PAIRS = RAW && java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN
            && INTS % 8 == 0;

    private RawArrays() { }

    /** {@code r[n]}, {@code n} a register number (0 to 31) of a 32-register file. */
    static int get(int[] r, int n) {
        return RAW ? UNSAFE.getInt(r, INTS + ((long) n << 2)) : r[n];
    }

    /** {@code r[n] = value}, {@code n} a register number (0 to 31) of a 32-register file. */
    static void set(int[] r, int n, int value) {
        if (RAW) {
            UNSAFE.putInt(r, INTS + ((long) n << 2), value);
        } else {
            r[n] = value;
        }
    }

    /**
     * The double in the FP register pair from {@code n} (even, 0 to 30) of a 32-register file, as
     * {@link Fpu#d}: the low word in {@code f[n]}, the high in {@code f[n + 1]}, which a little-endian machine
     * holds as one aligned 8-byte value.
     */
    static double getDouble(int[] f, int n) {
        return PAIRS ? UNSAFE.getDouble(f, INTS + ((long) n << 2)) : Fpu.d(f, n);
    }

    /**
     * Puts {@code v} into the FP register pair from {@code n} (even), as {@link Fpu#setD}: a NaN as
     * {@link Double#doubleToLongBits} gives it (the canonical one), not the bits the processor made.
     */
    static void setDouble(int[] f, int n, double v) {
        if (PAIRS && v == v) {
            UNSAFE.putDouble(f, INTS + ((long) n << 2), v);
        } else {
            Fpu.setD(f, n, v);
        }
    }

    /**
     * The FP register pair from {@code n} (even, 0 to 30) as one {@code long}: {@code f[n]} the low word,
     * {@code f[n + 1]} the high (a copy or a sign change needs no double, so no NaN is made canonical).
     */
    static long getPair(int[] f, int n) {
        return PAIRS ? UNSAFE.getLong(f, INTS + ((long) n << 2)) : (long) f[n + 1] << 32 | f[n] & 0xffffffffL;
    }

    /** Puts {@code bits} into the FP register pair from {@code n} (even): the low word in {@code f[n]}. */
    static void setPair(int[] f, int n, long bits) {
        if (PAIRS) {
            UNSAFE.putLong(f, INTS + ((long) n << 2), bits);
        } else {
            f[n] = (int) bits;
            f[n + 1] = (int) (bits >>> 32);
        }
    }

    /**
     * {@code pages[n]}, {@code n} an index the caller knows to be inside the array, as an {@link Object}: for
     * {@link PageWords}' accesses by {@code Object}, which need no cast (a cast's type check, and the JIT's
     * speculation that the result is never null, which costs a recompilation when a new page comes).
     */
    static Object page(byte[][] pages, int n) {
        return RAW ? UNSAFE.getObject(pages, REFERENCES + (long) n * REFERENCE_BYTES) : pages[n];
    }

    /** {@code words[i]}, {@code i} an index the caller knows to be inside the array. */
    static long get(long[] words, int i) {
        return RAW ? UNSAFE.getLong(words, LONGS + ((long) i << 3)) : words[i];
    }

    /** The JDK's {@code Unsafe}, or null (plain accesses then) if this runtime does not hand it out. */
    private static Unsafe unsafe() {
        try {
            Field field = Unsafe.class.getDeclaredField("theUnsafe");
            field.setAccessible(true);
            return (Unsafe) field.get(null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
