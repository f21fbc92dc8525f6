package io.github.retrokit.mips.memory;

import io.github.retrokit.mips.device.MappedDevice;
import io.github.retrokit.mips.image.MemoryLayout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The 4 GiB little-endian address space of one machine, laid out like MARS: user text, the data
 * segment (static data, heap and stack), kernel text and data, and memory-mapped I/O.
 *
 * <p>Storage is sparse: 64 KiB pages of bytes in the machine's (little-endian) order, allocated on the first
 * write, so a byte or halfword store is one store, not a read-modify-write of its word. Unwritten memory reads 0.
 * Like MARS 4.5, each segment holds at most 4 MiB ({@link SegmentBounds}): beyond them a program access
 * is {@code address out of range}.
 * A memory limit ({@link #setLimit(long)}) bounds the pages a program's stores may allocate, together
 * with other host memory the program causes ({@link #charge(long)}); host accesses always succeed but
 * count against it too.
 *
 * <p>Two kinds of access:
 * <ul>
 *   <li><b>Program accesses</b> ({@code load*}, {@code store*}) apply MARS's rules and throw
 *       {@link AddressException} with MARS's exact message for a misaligned address, an address outside
 *       every segment, or a text-segment access while self-modifying code is off.</li>
 *   <li><b>Host accesses</b> ({@code peek*}, {@code poke*}) read and write any address without checks,
 *       for loaders, debuggers and graders. They never fail and notify nobody, except that poking the
 *       text segment still refreshes decoded instructions.</li>
 * </ul>
 * Not thread-safe: one machine, one thread.
 */
public final class Memory {
    private static final String KERNEL_TEXT_READ = "DEVELOPER: You must use getStatement() to read from kernel text segment!";
    private static final String KERNEL_TEXT_WRITE = "DEVELOPER: You must use setStatement() to write to kernel text segment!";
    private static final int PAGE_SHIFT = 16;
    private static final int PAGE_MASK = (1 << PAGE_SHIFT) - 1;
    /** Words and halfwords of a page (byte array), little-endian like the machine. */
    private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle HALF = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    /** Bytes of one page, the unit in which stores use memory. */
    public static final long PAGE_BYTES = 1L << PAGE_SHIFT;

    private final MemoryLayout layout;
    private final SegmentBounds bounds;
    private final byte[][] pages = new byte[1 << (32 - PAGE_SHIFT)][];
    /** Incremented by {@link #restore}, which replaces pages' arrays. */
    private int pageGeneration;
    /** Fast path: [dataLo, dataLo + dataSpan) is ordinary read-write memory. */
    private final int dataLo;
    private final int dataSpan;
    /** Fast path too: [stackLo, stackLo + stackSpan) is the stack, ordinary read-write memory as well. */
    private final int stackLo;
    private final int stackSpan;
    private boolean selfModifying;
    private TextWriteObserver textObserver = address -> { };
    private int heapTop;
    private long limit = Long.MAX_VALUE;
    private long used;
    /** Null until a device is mapped: then accesses that miss the fast path ask it first. */
    private DeviceBus devices;
    /** Indices of the allocated pages, in allocation order. */
    private int[] allocatedPages = new int[8];
    private int allocatedCount;

    /** Empty memory with MARS's segments for {@code layout}; the heap starts at {@link MemoryLayout#heapBase()}. */
    public Memory(MemoryLayout layout) {
        this.layout = layout;
        this.bounds = SegmentBounds.of(layout);
        this.dataLo = bounds.dataLow();
        this.dataSpan = bounds.dataHigh() - bounds.dataLow();
        this.stackLo = (int) bounds.stackLow();
        this.stackSpan = (int) (bounds.stackHigh() - bounds.stackLow());
        this.heapTop = layout.heapBase();
    }

    /** The segment layout. */
    public MemoryLayout layout() { return layout; }

    /** Allow program loads and stores in the text segments (MARS {@code smc}); off by default. */
    public void setSelfModifying(boolean allowed) { this.selfModifying = allowed; }

    /** True if program loads and stores may touch the text segments. */
    public boolean selfModifying() { return selfModifying; }

    /**
     * Bounds the memory the program may use: every 64 KiB page its stores touch counts {@link #PAGE_BYTES}
     * (pages the loader or a host wrote count too), and so does whatever {@link #charge(long)} is told.
     * A store that needs a page beyond it fails with {@link AddressException#memoryLimit}. {@link Long#MAX_VALUE}
     * (the default) for none.
     */
    public void setLimit(long bytes) { this.limit = bytes; }

    /** The memory limit in bytes ({@link Long#MAX_VALUE}: none). */
    public long limit() { return limit; }

    /** Bytes counted against the limit so far. */
    public long used() { return used; }

    /**
     * Counts {@code bytes} of host memory the program causes (a random stream, a buffer) against the
     * limit. @return false, counting nothing, if that would exceed the limit
     */
    public boolean charge(long bytes) {
        if (bytes > limit - used) {
            return false;
        }
        used += bytes;
        return true;
    }

    /** {@code 268435456} as {@code 256 MiB}, {@code 1000} as {@code 1000 bytes}. */
    public static String describeBytes(long bytes) {
        if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
            return (bytes >> 20) + " MiB";
        }
        if (bytes >= 1 << 10 && bytes % (1 << 10) == 0) {
            return (bytes >> 10) + " KiB";
        }
        return bytes + " bytes";
    }

    /**
     * Maps {@code device} at the inclusive address range {@code low..high}, which must lie in kernel data or
     * the memory-mapped I/O area (outside the data segment and the text segments). Program loads and stores
     * there go to the device instead of memory; host accesses ({@code peek}/{@code poke}) still see memory.
     *
     * @throws IllegalArgumentException for a range outside those areas or overlapping another device
     */
    public void mapDevice(int low, int high, MappedDevice device) {
        if (Integer.compareUnsigned(low, high) > 0 || !isData(low) || !isData(high)
                || Integer.compareUnsigned(low, layout.dataSegmentLimit()) <= 0
                        && Integer.compareUnsigned(high, layout.dataSegmentBase()) >= 0) {
            throw new IllegalArgumentException(String.format(
                    "a device can only be mapped in kernel data or memory-mapped I/O, not at 0x%08x-0x%08x", low, high));
        }
        if (devices == null) {
            devices = new DeviceBus();
        }
        devices.add(low, high, device);
    }

    /** The device bus, or null if no device is mapped. */
    public DeviceBus devices() { return devices; }

    /** Registers the one observer told about text-segment writes (the CPU's decoded-instruction cache). */
    public void setTextWriteObserver(TextWriteObserver observer) { this.textObserver = observer; }

    // ---------------------------------------------------------------- program accesses (MARS rules)

    /** Program {@code lw}: the word at a multiple of 4. */
    public int loadWord(int address) {
        if ((address & 3) == 0 && isFastData(address)) {
            return peekWordAligned(address);
        }
        if ((address & 3) != 0) {
            throw new AddressException("fetch address not aligned on word boundary ", AddressException.CAUSE_LOAD, address);
        }
        if (devices != null && devices.claims(address)) {
            return devices.read(address, 4);
        }
        checkReadable(address);
        return peekWordAligned(address);
    }

    /** Program {@code lhu}: the halfword (0..65535) at an even address. */
    public int loadHalf(int address) {
        if ((address & 1) != 0) {
            throw new AddressException("fetch address not aligned on halfword boundary ", AddressException.CAUSE_LOAD, address);
        }
        if (!isFastData(address)) {
            if (devices != null && devices.claims(address)) {
                return devices.read(address, 2) & 0xffff;
            }
            checkReadable(address);
        }
        return peekHalfAligned(address);
    }

    /** Program {@code lbu}: the byte (0..255) at any address. */
    public int loadByte(int address) {
        if (!isFastData(address)) {
            if (devices != null && devices.claims(address)) {
                return devices.read(address, 1) & 0xff;
            }
            checkReadable(address);
        }
        return peekByte(address);
    }

    /** Program {@code sw}: store a word at a multiple of 4. */
    public void storeWord(int address, int value) {
        if ((address & 3) == 0 && isFastData(address)) {
            byte[] page = pages[address >>> PAGE_SHIFT];
            if (page == null) {
                page = programPage(address);
            }
            WORD.set(page, address & PAGE_MASK, value);
            return;
        }
        if ((address & 3) != 0) {
            throw new AddressException("store address not aligned on word boundary ", AddressException.CAUSE_STORE, address);
        }
        if (devices != null && devices.claims(address)) {
            devices.write(address, 4, value);
            return;
        }
        checkWritable(address);
        ensurePage(address);
        pokeWord(address, value);
    }

    /** Program {@code sh}: store the low 16 bits of {@code value} at an even address. */
    public void storeHalf(int address, int value) {
        if ((address & 1) != 0) {
            throw new AddressException("store address not aligned on halfword boundary ", AddressException.CAUSE_STORE, address);
        }
        if (!isFastData(address)) {
            if (devices != null && devices.claims(address)) {
                devices.write(address, 2, value & 0xffff);
                return;
            }
            checkWritable(address);
        }
        ensurePage(address);
        pokeHalf(address, value);
    }

    /** Program {@code sb}: store the low 8 bits of {@code value}. */
    public void storeByte(int address, int value) {
        if (isFastData(address)) {
            byte[] page = pages[address >>> PAGE_SHIFT];
            if (page == null) {
                page = programPage(address);
            }
            page[address & PAGE_MASK] = (byte) value;
            return;
        }
        if (devices != null && devices.claims(address)) {
            devices.write(address, 1, value & 0xff);
            return;
        }
        checkWritable(address);
        ensurePage(address);
        pokeByte(address, value);
    }

    /**
     * For the translating tier's inline accesses: the page holding {@code address} (its byte
     * {@code address & 0xffff}) if the whole block of {@code blockBytes} (a power of two from 4 KiB to the
     * 64 KiB of a page) around it is ordinary data or stack memory, where program loads and stores need no
     * check but alignment, and its page exists; else null.
     */
    public byte[] fastBlock(int address, int blockBytes) {
        int block = address & -blockBytes;
        if (isFastData(block) && isFastData(block + blockBytes - 1)) {
            return pages[address >>> PAGE_SHIFT];
        }
        return null;
    }

    /**
     * Counts the copies put back ({@link #restore}): the only time the array of an allocated page is
     * replaced, so a caller keeping pages from {@link #fastBlock} drops them when this changes.
     *
     * @return the number of copies put back so far
     */
    public int pageGeneration() { return pageGeneration; }

    /**
     * The page holding {@code address} if every aligned word of it is ordinary data or stack memory, where
     * program word loads and stores need no check but alignment, and the page exists; else null. Unlike
     * {@link #fastBlock} of the whole page, this takes the stack's top page, whose last three bytes lie
     * above the stack.
     *
     * @param address any address in the page
     * @return the page's bytes, or null
     */
    public byte[] fastWordPage(int address) {
        int page = address & ~PAGE_MASK;
        if (isFastData(page) && isFastData(page + PAGE_MASK - 3)) {
            return pages[address >>> PAGE_SHIFT];
        }
        return null;
    }

    /** True if a program store to {@code address} would be accepted (no exception). */
    public boolean isWritable(int address) {
        return isFastData(address) || writeProblem(address) == null;
    }

    private boolean isFastData(int address) {
        return (address - dataLo) + Integer.MIN_VALUE < dataSpan + Integer.MIN_VALUE
                || (address - stackLo) + Integer.MIN_VALUE < stackSpan + Integer.MIN_VALUE;
    }

    private void checkReadable(int address) {
        if (bounds.isKernelText(address)) {
            throw new AddressException(KERNEL_TEXT_READ, AddressException.CAUSE_LOAD, address);
        }
        if (isText(address)) {
            if (!selfModifying) {
                throw new AddressException("Cannot read directly from text segment!", AddressException.CAUSE_LOAD, address);
            }
        } else if (!isData(address)) {
            throw new AddressException("address out of range ", AddressException.CAUSE_LOAD, address);
        }
    }

    private void checkWritable(int address) {
        String problem = writeProblem(address);
        if (problem != null) {
            throw new AddressException(problem, AddressException.CAUSE_STORE, address);
        }
    }

    private String writeProblem(int address) {
        if (bounds.isKernelText(address)) {
            return KERNEL_TEXT_WRITE;
        }
        if (isText(address)) {
            return selfModifying ? null : "Cannot write directly to text segment!";
        }
        return isData(address) ? null : "address out of range ";
    }

    /** True for user or kernel text addresses (within MARS's 4 MiB of each). */
    public boolean isText(int address) {
        return bounds.isUserText(address) || bounds.isKernelText(address);
    }

    /** True for addresses of the data segment, the stack, kernel data or memory-mapped I/O (MARS's bounds). */
    public boolean isData(int address) {
        return bounds.isData(address);
    }

    // ---------------------------------------------------------------- host accesses (no checks)

    /** The word at {@code address & ~3}, unchecked. */
    public int peekWord(int address) {
        return peekWordAligned(address & ~3);
    }

    /** The byte (0..255) at {@code address}, unchecked. */
    public int peekByte(int address) {
        byte[] page = pages[address >>> PAGE_SHIFT];
        return page == null ? 0 : page[address & PAGE_MASK] & 0xff;
    }

    /** The halfword (0..65535) at {@code address & ~1}, unchecked. */
    public int peekHalf(int address) {
        return peekHalfAligned(address & ~1);
    }

    /** Write the word at {@code address & ~3}, unchecked. */
    public void pokeWord(int address, int value) {
        int aligned = address & ~3;
        pokeWordAligned(aligned, value);
        if (isText(aligned)) {
            textObserver.textWritten(aligned);
        }
    }

    /** Write the low 16 bits of {@code value} at {@code address & ~1}, unchecked. */
    public void pokeHalf(int address, int value) {
        int aligned = address & ~1;
        HALF.set(hostPage(aligned), aligned & PAGE_MASK, (short) value);
        partWritten(aligned);
    }

    /** Write the low 8 bits of {@code value} at {@code address}, unchecked. */
    public void pokeByte(int address, int value) {
        hostPage(address)[address & PAGE_MASK] = (byte) value;
        partWritten(address);
    }

    /** A byte or halfword at {@code address} was poked: a text word holding it is decoded again. */
    private void partWritten(int address) {
        if (!isFastData(address) && isText(address & ~3)) {
            textObserver.textWritten(address & ~3);
        }
    }

    /** Copies {@code length} bytes starting at {@code address}, unchecked. */
    public byte[] peekBytes(int address, int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) peekByte(address + i);
        }
        return bytes;
    }

    /** Writes {@code bytes} starting at {@code address}, unchecked. */
    public void pokeBytes(int address, byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            pokeByte(address + i, bytes[i]);
        }
    }

    /**
     * True if the page holding {@code address} was ever written (MARS allocates storage on write;
     * dumps stop at the first unallocated block).
     */
    public boolean isAllocated(int address) {
        return pages[address >>> PAGE_SHIFT] != null;
    }

    /** Records that page {@code index} was allocated (copies of the memory visit only these). */
    private void allocated(int index) {
        if (allocatedCount == allocatedPages.length) {
            allocatedPages = java.util.Arrays.copyOf(allocatedPages, 2 * allocatedCount);
        }
        allocatedPages[allocatedCount++] = index;
    }

    /** An immutable copy of this memory, sharing equal pages with {@code previous} (may be null). */
    public MemoryState save(MemoryState previous) {
        return MemoryState.of(pages, java.util.Arrays.copyOf(allocatedPages, allocatedCount), heapTop, used, previous);
    }

    /** A hash of the bytes held, equal to {@link MemoryState#contentHash()} of a copy taken now. */
    public int contentHash() {
        return MemoryState.hash(pages, java.util.Arrays.copyOf(allocatedPages, allocatedCount), heapTop);
    }

    /** Puts back a copy {@link #save} returned; changed text words refresh the decoded instructions. */
    public void restore(MemoryState state) {
        pageGeneration++;
        for (int i = 0; i < allocatedCount; i++) {
            if (state.page(allocatedPages[i]) == null) {
                pages[allocatedPages[i]] = null; // allocated after the copy was taken
            }
        }
        int[] indices = state.indices();
        allocatedPages = indices.length == 0 ? new int[8] : indices.clone();
        allocatedCount = indices.length;
        state.restoreInto(this, pages);
    }

    void restoreCounters(int heapTop, long used) {
        this.heapTop = heapTop;
        this.used = used;
    }

    /** A page at {@code base} was put back from a copy: tell the text observer about changed text words. */
    void textRestored(int base, byte[] before, byte[] after) {
        if (!isText(base)) {
            return;
        }
        for (int offset = 0; offset < after.length; offset += 4) {
            if (before == null || wordAt(before, offset) != wordAt(after, offset)) {
                textObserver.textWritten(base + offset);
            }
        }
    }

    /** The word at the multiple of 4 {@code offset} of {@code page}. */
    static int wordAt(byte[] page, int offset) {
        return (int) WORD.get(page, offset);
    }

    private int peekWordAligned(int address) {
        byte[] page = pages[address >>> PAGE_SHIFT];
        return page == null ? 0 : (int) WORD.get(page, address & PAGE_MASK);
    }

    private int peekHalfAligned(int address) {
        byte[] page = pages[address >>> PAGE_SHIFT];
        return page == null ? 0 : (short) HALF.get(page, address & PAGE_MASK) & 0xffff;
    }

    private void pokeWordAligned(int address, int value) {
        WORD.set(hostPage(address), address & PAGE_MASK, value);
    }

    /** The page of {@code address} for a host write, allocated (and counted) if need be. */
    private byte[] hostPage(int address) {
        byte[] page = pages[address >>> PAGE_SHIFT];
        if (page == null) {
            used += PAGE_BYTES; // host writes always succeed, but count
            page = new byte[(int) PAGE_BYTES];
            pages[address >>> PAGE_SHIFT] = page;
            allocated(address >>> PAGE_SHIFT);
        }
        return page;
    }

    /** Makes sure a program store to {@code address} has its page, within the limit. */
    private void ensurePage(int address) {
        if (pages[address >>> PAGE_SHIFT] == null) {
            programPage(address);
        }
    }

    /** A new page for a program store. @throws AddressException if it would exceed the memory limit */
    private byte[] programPage(int address) {
        if (!charge(PAGE_BYTES)) {
            throw AddressException.memoryLimit(limit, address);
        }
        byte[] page = new byte[(int) PAGE_BYTES];
        pages[address >>> PAGE_SHIFT] = page;
        allocated(address >>> PAGE_SHIFT);
        return page;
    }

    // ---------------------------------------------------------------- heap (sbrk)

    /** The next address {@link #allocateHeap(int)} will hand out. */
    public int heapTop() { return heapTop; }

    /** Moves the heap top (replaying a recorded {@code sbrk}). */
    public void setHeapTop(int address) { heapTop = address; }

    /**
     * MARS {@code sbrk}: returns the current heap top and advances it by {@code bytes}, then up to a
     * multiple of 4, in MARS's 32-bit arithmetic: a huge request wraps the top past the stack (into the
     * kernel half) and is granted, as MARS grants it; a top at or past the end of the data segment's
     * 4 MiB is refused.
     *
     * @throws IllegalArgumentException with MARS's text for a negative request or one past the data segment
     */
    public int allocateHeap(int bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("request (" + bytes + ") is negative heap amount");
        }
        int next = heapTop + bytes;
        if (next % 4 != 0) {
            next += 4 - next % 4;
        }
        if (next > bounds.dataHigh() - 1) {
            throw new IllegalArgumentException("request (" + bytes + ") exceeds available heap storage");
        }
        int result = heapTop;
        heapTop = next;
        return result;
    }
}
