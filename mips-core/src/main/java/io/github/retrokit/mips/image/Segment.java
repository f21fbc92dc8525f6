package io.github.retrokit.mips.image;

import java.util.Arrays;
import java.util.Locale;

/**
 * One contiguous run of assembled bytes: {@code contents[i]} is the byte at {@code base + i}
 * (little-endian, as MARS stores words). A text segment holds whole instruction words only, and
 * addresses without a word are simply not covered by any segment (MARS ends the program there).
 *
 * <p>Immutable: the array is copied in and out.
 */
public final class Segment {
    private final SegmentKind kind;
    private final int base;
    private final byte[] contents;

    /**
     * A segment of {@code kind} starting at {@code base}; {@code contents} is copied.
     *
     * @param kind the kind
     * @param base the first address
     * @param contents the bytes
     */
    public Segment(SegmentKind kind, int base, byte[] contents) {
        this.kind = kind;
        this.base = base;
        this.contents = contents.clone();
    }

    /** {@return which segment this is} */
    public SegmentKind kind() { return kind; }

    /** {@return address of the first byte} */
    public int base() { return base; }

    /** {@return number of bytes} */
    public int size() { return contents.length; }

    /** {@return address one past the last byte (may wrap to 0 at the very top of memory)} */
    public int end() { return base + contents.length; }

    /** {@return a copy of the bytes} */
    public byte[] contents() { return contents.clone(); }

    /**
     * True if {@code address} is one of this segment's bytes.
     *
     * @param address the address
     * @return true if {@code address} is one of this segment's bytes
     */
    public boolean contains(int address) {
        return Integer.compareUnsigned(address - base, contents.length) < 0;
    }

    /**
     * The byte at {@code address} (0..255). @throws IndexOutOfBoundsException outside the segment
     *
     * @param address the address
     * @return the byte at {@code address} (0..255)
     */
    public int byteAt(int address) {
        return contents[index(address, 1)] & 0xff;
    }

    /**
     * The little-endian word at {@code address}. @throws IndexOutOfBoundsException outside the segment
     *
     * @param address the address
     * @return the little-endian word at {@code address}
     */
    public int wordAt(int address) {
        int i = index(address, 4);
        return (contents[i] & 0xff) | (contents[i + 1] & 0xff) << 8
                | (contents[i + 2] & 0xff) << 16 | (contents[i + 3] & 0xff) << 24;
    }

    /** {@return the contents as little-endian words (size rounded down to a multiple of 4)} */
    public int[] words() {
        int[] words = new int[contents.length / 4];
        for (int i = 0; i < words.length; i++) {
            words[i] = wordAt(base + 4 * i);
        }
        return words;
    }

    private int index(int address, int width) {
        long offset = Integer.toUnsignedLong(address - base);
        if (offset + width > contents.length) {
            throw new IndexOutOfBoundsException(String.format(
                    Locale.US, "address 0x%08x (%d bytes) is outside %s segment 0x%08x..0x%08x",
                    address, width, kind, base, base + contents.length - 1));
        }
        return (int) offset;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Segment s && s.kind == kind && s.base == base && Arrays.equals(s.contents, contents);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * kind.hashCode() + base) + Arrays.hashCode(contents);
    }

    @Override
    public String toString() {
        return String.format(Locale.US, "%s[0x%08x, %d bytes]", kind, base, contents.length);
    }
}
