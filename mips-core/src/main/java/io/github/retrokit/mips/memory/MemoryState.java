package io.github.retrokit.mips.memory;

import java.util.Arrays;

/**
 * An immutable copy of a {@link Memory}: its allocated pages, the heap top and the bytes counted against its
 * limit. Pages equal to those of the previous copy are shared with it, so a series of copies of a program that
 * changes little costs little. Device registers are not memory; devices keep their own state.
 */
public final class MemoryState {
    /** Allocated page indices, ascending. */
    private final int[] indices;
    /** The page for each index. */
    private final byte[][] pages;
    private final int heapTop;
    private final long used;
    private final long bytes;

    private MemoryState(int[] indices, byte[][] pages, int heapTop, long used, long bytes) {
        this.indices = indices;
        this.pages = pages;
        this.heapTop = heapTop;
        this.used = used;
        this.bytes = bytes;
    }

    static MemoryState of(byte[][] live, int[] allocated, int heapTop, long used, MemoryState previous) {
        int[] indices = allocated.clone();
        Arrays.sort(indices);
        byte[][] copy = new byte[indices.length][];
        long bytes = 0;
        for (int k = 0; k < indices.length; k++) {
            byte[] page = live[indices[k]];
            byte[] before = previous == null ? null : previous.page(indices[k]);
            if (before != null && Arrays.equals(before, page)) {
                copy[k] = before;
            } else {
                copy[k] = page.clone();
                bytes += page.length;
            }
        }
        return new MemoryState(indices, copy, heapTop, used, bytes);
    }

    /** The copy of page {@code index}, or null if it was not allocated. */
    byte[] page(int index) {
        int k = Arrays.binarySearch(indices, index);
        return k < 0 ? null : pages[k];
    }

    int[] indices() { return indices; }

    /** Bytes of page copies this state added to the one it was taken after (its own memory cost). */
    public long ownBytes() { return bytes; }

    /** Bytes of the pages of this copy not in {@code seen} yet (then added to it): memory shared counted once. */
    public long distinctBytes(java.util.Set<Object> seen) {
        long total = 0;
        for (byte[] page : pages) {
            if (seen.add(page)) {
                total += page.length;
            }
        }
        return total;
    }

    /** A hash of the bytes held (equal copies hash equally). */
    public int contentHash() {
        int hash = heapTop;
        for (int k = 0; k < indices.length; k++) {
            hash = hash * 31 + indices[k] * 17 + Arrays.hashCode(pages[k]);
        }
        return hash;
    }

    static int hash(byte[][] live, int[] allocated, int heapTop) {
        int[] indices = allocated.clone();
        Arrays.sort(indices);
        int hash = heapTop;
        for (int index : indices) {
            hash = hash * 31 + index * 17 + Arrays.hashCode(live[index]);
        }
        return hash;
    }

    /** The heap top ({@code sbrk}'s next address). */
    public int heapTop() { return heapTop; }

    /** The word at {@code address & ~3} in this copy. */
    public int peekWord(int address) {
        byte[] page = page(address >>> 16);
        return page == null ? 0 : Memory.wordAt(page, address & 0xfffc);
    }

    void restoreInto(Memory memory, byte[][] live) {
        for (int k = 0; k < indices.length; k++) {
            byte[] saved = pages[k];
            byte[] page = live[indices[k]];
            if (page == null || !Arrays.equals(saved, page)) {
                live[indices[k]] = saved.clone();
                memory.textRestored(indices[k] << 16, page, saved);
            }
        }
        memory.restoreCounters(heapTop, used);
    }

    /** True if both copies hold the same bytes, heap top and count. */
    public boolean sameAs(MemoryState o) {
        return heapTop == o.heapTop && used == o.used && Arrays.equals(indices, o.indices)
                && Arrays.deepEquals(pages, o.pages);
    }
}
