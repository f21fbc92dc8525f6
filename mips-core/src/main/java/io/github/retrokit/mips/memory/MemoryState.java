package io.github.retrokit.mips.memory;

import java.util.Arrays;

/**
 * An immutable copy of a {@link Memory}: its allocated pages, the heap top and the bytes counted against its
 * limit. Pages equal to those of the previous copy are shared with it, so a series of copies of a program that
 * changes little costs little. Device registers are not memory; devices keep their own state.
 */
public final class MemoryState {
    private final int[][] pages;
    private final int heapTop;
    private final long used;
    private final long bytes;

    private MemoryState(int[][] pages, int heapTop, long used, long bytes) {
        this.pages = pages;
        this.heapTop = heapTop;
        this.used = used;
        this.bytes = bytes;
    }

    static MemoryState of(int[][] live, int heapTop, long used, MemoryState previous) {
        int[][] copy = new int[live.length][];
        long bytes = 0;
        for (int i = 0; i < live.length; i++) {
            int[] page = live[i];
            if (page == null) {
                continue;
            }
            int[] before = previous == null ? null : previous.pages[i];
            if (before != null && Arrays.equals(before, page)) {
                copy[i] = before;
            } else {
                copy[i] = page.clone();
                bytes += 4L * page.length;
            }
        }
        return new MemoryState(copy, heapTop, used, bytes);
    }

    /** Bytes of page copies this state added to the one it was taken after (its own memory cost). */
    public long ownBytes() { return bytes; }

    /** Bytes of the pages of this copy not in {@code seen} yet (then added to it): memory shared counted once. */
    public long distinctBytes(java.util.Set<Object> seen) {
        long total = 0;
        for (int[] page : pages) {
            if (page != null && seen.add(page)) {
                total += 4L * page.length;
            }
        }
        return total;
    }

    /** A hash of the bytes held (equal copies hash equally). */
    public int contentHash() {
        return hash(pages, heapTop);
    }

    static int hash(int[][] pages, int heapTop) {
        int hash = heapTop;
        for (int i = 0; i < pages.length; i++) {
            if (pages[i] != null) {
                hash = hash * 31 + i * 17 + Arrays.hashCode(pages[i]);
            }
        }
        return hash;
    }

    /** The heap top ({@code sbrk}'s next address). */
    public int heapTop() { return heapTop; }

    /** The word at {@code address & ~3} in this copy. */
    public int peekWord(int address) {
        int[] page = pages[address >>> 16];
        return page == null ? 0 : page[(address & 0xffff) >>> 2];
    }

    void restoreInto(Memory memory, int[][] live) {
        for (int i = 0; i < live.length; i++) {
            int[] saved = pages[i];
            int[] page = live[i];
            if (saved == null) {
                live[i] = null;
            } else if (page == null || !Arrays.equals(saved, page)) {
                int[] old = page;
                live[i] = saved.clone();
                memory.textRestored(i << 16, old, saved);
            }
        }
        memory.restoreCounters(heapTop, used);
    }

    /** True if both copies hold the same bytes, heap top and count. */
    public boolean sameAs(MemoryState o) {
        if (heapTop != o.heapTop || used != o.used) {
            return false;
        }
        for (int i = 0; i < pages.length; i++) {
            int[] a = pages[i];
            int[] b = o.pages[i];
            if (a != b && !Arrays.equals(a == null ? new int[b.length] : a, b == null ? new int[a.length] : b)) {
                return false;
            }
        }
        return true;
    }
}
