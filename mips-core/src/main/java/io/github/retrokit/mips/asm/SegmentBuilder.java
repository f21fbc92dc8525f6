package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.image.SegmentKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Bytes of one segment kind being assembled, at arbitrary addresses ({@code .data 0x...} may jump
 * around): kept as contiguous chunks keyed by unsigned start address, plus the location counter.
 */
final class SegmentBuilder {
    private static final class Chunk {
        final long start;
        byte[] data = new byte[64];
        int size;

        Chunk(long start) {
            this.start = start;
        }

        void set(int offset, byte b) {
            if (offset >= data.length) {
                data = java.util.Arrays.copyOf(data, Math.max(offset + 1, data.length * 2));
            }
            data[offset] = b;
            size = Math.max(size, offset + 1);
        }
    }

    private final SegmentKind kind;
    private final TreeMap<Long, Chunk> chunks = new TreeMap<>();
    private int location;

    SegmentBuilder(SegmentKind kind, int base) {
        this.kind = kind;
        this.location = base;
    }

    SegmentKind kind() { return kind; }

    int location() { return location; }

    void moveTo(int address) {
        location = address;
    }

    /** Advances the location to a multiple of {@code alignment} (a power of two), zero-filling data padding. */
    void align(int alignment) {
        int aligned = (location + alignment - 1) & -alignment;
        if (kind.isText()) {
            location = aligned;
        } else {
            reserve(aligned - location);
        }
    }

    /** Appends {@code count} little-endian bytes of {@code value} at the location. */
    void append(long value, int count) {
        for (int i = 0; i < count; i++) {
            set(location + i, (byte) (value >>> (8 * i)));
        }
        location += count;
    }

    /** Appends {@code count} zero bytes. */
    void reserve(int count) {
        for (int i = 0; i < count; i++) {
            set(location + i, (byte) 0);
        }
        location += count;
    }

    /**
     * Advances the location by {@code count} bytes without writing them ({@code .space}): like MARS, memory
     * there stays unwritten (zero, and not dumped unless something else is written in its 4 KiB block).
     */
    void skip(int count) {
        location += count;
    }

    /** Writes {@code count} little-endian bytes of {@code value} at {@code address} without moving the location. */
    void patch(int address, long value, int count) {
        for (int i = 0; i < count; i++) {
            set(address + i, (byte) (value >>> (8 * i)));
        }
    }

    private void set(int address, byte b) {
        long a = Integer.toUnsignedLong(address);
        Map.Entry<Long, Chunk> floor = chunks.floorEntry(a);
        Chunk chunk = floor == null ? null : floor.getValue();
        if (chunk == null || a > chunk.start + chunk.size) {
            chunk = new Chunk(a);
            chunks.put(a, chunk);
        }
        chunk.set((int) (a - chunk.start), b);
        Chunk next = chunks.get(chunk.start + chunk.size);
        if (next != null) {
            chunks.remove(next.start);
            for (int i = 0; i < next.size; i++) {
                chunk.set((int) (next.start - chunk.start) + i, next.data[i]);
            }
        }
    }

    boolean isEmpty() {
        return chunks.isEmpty();
    }

    List<Segment> build() {
        List<Segment> segments = new ArrayList<>();
        for (Chunk c : chunks.values()) {
            segments.add(new Segment(kind, (int) c.start, java.util.Arrays.copyOf(c.data, c.size)));
        }
        return segments;
    }
}
