package io.github.retrokit.mips.memory;

import io.github.retrokit.mips.image.MemoryLayout;

/**
 * The address ranges MARS 4.5 backs with storage for one layout, observed from the jar: every
 * segment holds at most 4 MiB ({@link #SEGMENT_BYTES}) and its layout limit is exclusive. In the
 * default map: user text 0x00400000..0x007fffff, data 0x10000000..0x103fffff (static data and heap),
 * stack 0x7fc00000..0x7ffffffc (only the first byte of the top word), kernel text
 * 0x80000000..0x803fffff, kernel data 0x90000000..0x903fffff, MMIO 0xffff0000..0xfffffffe.
 *
 * <p>Each range is {@code [low, high)} over unsigned addresses, held in {@code long}s.
 */
public record SegmentBounds(long textLow, long textHigh, long ktextLow, long ktextHigh, long dataLowL, long dataHighL,
                     long stackLow, long stackHigh, long kdataLow, long kdataHigh, long mmioLow, long mmioHigh) {
    /** Storage MARS gives each segment. */
    static final long SEGMENT_BYTES = 4L << 20;

    /** MARS's bounds for {@code l}. */
    public static SegmentBounds of(MemoryLayout l) {
        long stackBase = u(l.stackBase());
        // MARS's stack table counts words down from the stack base; the word 4 MiB below would be the
        // 1025th block (MARS throws an ArrayIndexOutOfBoundsException there): out of range here.
        long stackLow = Math.max(u(l.stackLimit()) + 1, stackBase - SEGMENT_BYTES + 4);
        return new SegmentBounds(
                u(l.textBase()), capped(l.textBase(), l.textLimit()),
                u(l.ktextBase()), capped(l.ktextBase(), l.ktextLimit()),
                u(l.dataSegmentBase()), capped(l.dataSegmentBase(), l.dataSegmentLimit()),
                stackLow, stackBase + 1,
                u(l.kdataBase()), capped(l.kdataBase(), l.kdataLimit()),
                u(l.mmioBase()), capped(l.mmioBase(), l.memoryMapLimit()));
    }

    private static long capped(int base, int limit) {
        return Math.min(u(limit), u(base) + SEGMENT_BYTES);
    }

    private static long u(int address) {
        return Integer.toUnsignedLong(address);
    }

    /** First data segment address (0x10000000 by default). */
    int dataLow() { return (int) dataLowL; }

    /** First address past the data segment's storage (0x10400000 by default). */
    int dataHigh() { return (int) dataHighL; }

    /** True inside user text's 4 MiB. */
    public boolean isUserText(int address) { return in(address, textLow, textHigh); }

    /** True inside kernel text's 4 MiB. */
    public boolean isKernelText(int address) { return in(address, ktextLow, ktextHigh); }

    /** True inside the data segment, the stack, kernel data or MMIO. */
    public boolean isData(int address) {
        return in(address, dataLowL, dataHighL) || in(address, stackLow, stackHigh)
                || in(address, kdataLow, kdataHigh) || in(address, mmioLow, mmioHigh);
    }

    private static boolean in(int address, long low, long high) {
        long a = u(address);
        return a >= low && a < high;
    }
}
