package io.github.retrokit.mips.image;

/**
 * The three MARS 4.5 memory configurations ({@code mc Default}, {@code mc CompactDataAtZero},
 * {@code mc CompactTextAtZero}), with every address MARS defines for them.
 *
 * <p>All values are 32-bit addresses held in an {@code int}; compare them with
 * {@link Integer#compareUnsigned(int, int)} because the kernel half of the default map is negative.
 */
public enum MemoryLayout {
    /** MARS "Default" (the SPIM map): text at 0x00400000, data at 0x10010000, kernel at 0x80000000. */
    DEFAULT("Default",
            0x00400000, 0x10000000, 0x10000000, 0x10008000, 0x10010000, 0x10040000,
            0x7fffeffc, 0x7ffffffc, 0x7fffffff, 0x80000000, 0x80000000, 0x80000180,
            0x90000000, 0xffff0000, 0xffffffff, 0x7fffffff, 0x0ffffffc, 0xfffeffff,
            0x8ffffffc, 0x10040000, 0xffffffff),
    /** MARS "CompactDataAtZero": data at 0, text at 0x3000; every address fits 15 bits. */
    COMPACT_DATA_AT_ZERO("CompactDataAtZero",
            0x00003000, 0x00000000, 0x00001000, 0x00001800, 0x00000000, 0x00002000,
            0x00002ffc, 0x00002ffc, 0x00003fff, 0x00004000, 0x00004000, 0x00004180,
            0x00005000, 0x00007f00, 0x00007fff, 0x00002fff, 0x00003ffc, 0x00007eff,
            0x00004ffc, 0x00002000, 0x00007fff),
    /** MARS "CompactTextAtZero": text at 0, data at 0x2000; every address fits 15 bits. */
    COMPACT_TEXT_AT_ZERO("CompactTextAtZero",
            0x00000000, 0x00001000, 0x00001000, 0x00001800, 0x00002000, 0x00003000,
            0x00003ffc, 0x00003ffc, 0x00003fff, 0x00004000, 0x00004000, 0x00004180,
            0x00005000, 0x00007f00, 0x00007fff, 0x00003fff, 0x00000ffc, 0x00007eff,
            0x00004ffc, 0x00003000, 0x00007fff);

    private final String marsName;
    private final int textBase;
    private final int dataSegmentBase;
    private final int externBase;
    private final int globalPointer;
    private final int dataBase;
    private final int heapBase;
    private final int stackPointer;
    private final int stackBase;
    private final int userHighAddress;
    private final int kernelBase;
    private final int ktextBase;
    private final int exceptionHandler;
    private final int kdataBase;
    private final int mmioBase;
    private final int kernelHighAddress;
    private final int dataSegmentLimit;
    private final int textLimit;
    private final int kdataLimit;
    private final int ktextLimit;
    private final int stackLimit;
    private final int memoryMapLimit;

    MemoryLayout(String marsName, int textBase, int dataSegmentBase, int externBase, int globalPointer,
                 int dataBase, int heapBase, int stackPointer, int stackBase, int userHighAddress,
                 int kernelBase, int ktextBase, int exceptionHandler, int kdataBase, int mmioBase,
                 int kernelHighAddress, int dataSegmentLimit, int textLimit, int kdataLimit,
                 int ktextLimit, int stackLimit, int memoryMapLimit) {
        this.marsName = marsName;
        this.textBase = textBase;
        this.dataSegmentBase = dataSegmentBase;
        this.externBase = externBase;
        this.globalPointer = globalPointer;
        this.dataBase = dataBase;
        this.heapBase = heapBase;
        this.stackPointer = stackPointer;
        this.stackBase = stackBase;
        this.userHighAddress = userHighAddress;
        this.kernelBase = kernelBase;
        this.ktextBase = ktextBase;
        this.exceptionHandler = exceptionHandler;
        this.kdataBase = kdataBase;
        this.mmioBase = mmioBase;
        this.kernelHighAddress = kernelHighAddress;
        this.dataSegmentLimit = dataSegmentLimit;
        this.textLimit = textLimit;
        this.kdataLimit = kdataLimit;
        this.ktextLimit = ktextLimit;
        this.stackLimit = stackLimit;
        this.memoryMapLimit = memoryMapLimit;
    }

    /**
     * The layout MARS calls {@code name} on its command line ({@code mc CompactDataAtZero}); case-insensitive.
     *
     * @throws IllegalArgumentException naming the accepted names when {@code name} is none of them
     * @param name the name
     * @return the layout MARS calls {@code name} on its command line ({@code mc CompactDataAtZero}); case-insensitive
     */
    public static MemoryLayout fromMarsName(String name) {
        for (MemoryLayout layout : values()) {
            if (layout.marsName.equalsIgnoreCase(name) || layout.name().equalsIgnoreCase(name)) {
                return layout;
            }
        }
        throw new IllegalArgumentException("unknown memory configuration '" + name
                + "' (expected Default, CompactDataAtZero or CompactTextAtZero)");
    }

    /** {@return the name MARS uses for this configuration, e.g. {@code CompactTextAtZero}} */
    public String marsName() { return marsName; }

    /** {@return true for the two compact layouts, which switch 46 pseudo-instructions to their one-word forms} */
    public boolean isCompact() { return this != DEFAULT; }

    /** {@return start of user {@code .text} (0x00400000 by default)} */
    public int textBase() { return textBase; }

    /** {@return base of the whole data segment (0x10000000 by default); equal to {@link #externBase()} there} */
    public int dataSegmentBase() { return dataSegmentBase; }

    /** {@return where {@code .extern} symbols are allocated (0x10000000 by default)} */
    public int externBase() { return externBase; }

    /** {@return initial {@code $gp} (0x10008000 by default)} */
    public int globalPointer() { return globalPointer; }

    /** {@return start of user {@code .data} (0x10010000 by default)} */
    public int dataBase() { return dataBase; }

    /** {@return first address handed out by {@code sbrk} (0x10040000 by default)} */
    public int heapBase() { return heapBase; }

    /** {@return initial {@code $sp} (0x7fffeffc by default)} */
    public int stackPointer() { return stackPointer; }

    /** {@return highest word of the stack (0x7ffffffc by default)} */
    public int stackBase() { return stackBase; }

    /** {@return highest user-space address (0x7fffffff by default)} */
    public int userHighAddress() { return userHighAddress; }

    /** {@return lowest kernel-space address (0x80000000 by default)} */
    public int kernelBase() { return kernelBase; }

    /** {@return start of {@code .ktext} (0x80000000 by default)} */
    public int ktextBase() { return ktextBase; }

    /** {@return address of the exception handler (0x80000180 by default)} */
    public int exceptionHandler() { return exceptionHandler; }

    /** {@return start of {@code .kdata} (0x90000000 by default)} */
    public int kdataBase() { return kdataBase; }

    /** {@return start of memory-mapped I/O (0xffff0000 by default)} */
    public int mmioBase() { return mmioBase; }

    /** {@return highest address of the kernel half and of memory (0xffffffff by default)} */
    public int kernelHighAddress() { return kernelHighAddress; }

    /** {@return highest address of the user data segment, heap and stack included (0x7fffffff by default)} */
    public int dataSegmentLimit() { return dataSegmentLimit; }

    /** {@return highest word address of user text (0x0ffffffc by default)} */
    public int textLimit() { return textLimit; }

    /** {@return highest address of kernel data (0xfffeffff by default)} */
    public int kdataLimit() { return kdataLimit; }

    /** {@return highest word address of kernel text (0x8ffffffc by default)} */
    public int ktextLimit() { return ktextLimit; }

    /** {@return lowest address the stack may grow down to (0x10040000 by default, the heap base)} */
    public int stackLimit() { return stackLimit; }

    /** {@return highest address of memory-mapped I/O (0xffffffff by default)} */
    public int memoryMapLimit() { return memoryMapLimit; }

    /**
     * True if {@code address} lies in user text, {@link #textBase()}..{@link #textLimit()} inclusive.
     *
     * @param address the address
     * @return true if {@code address} lies in user text, {@link #textBase()}..{@link #textLimit()} inclusive
     */
    public boolean isUserText(int address) {
        return inRange(address, textBase, textLimit + 3);
    }

    /**
     * True if {@code address} lies in kernel text, {@link #ktextBase()}..{@link #ktextLimit()} inclusive.
     *
     * @param address the address
     * @return true if {@code address} lies in kernel text, {@link #ktextBase()}..{@link #ktextLimit()} inclusive
     */
    public boolean isKernelText(int address) {
        return inRange(address, ktextBase, ktextLimit + 3);
    }

    private static boolean inRange(int address, int low, int high) {
        return Integer.compareUnsigned(address, low) >= 0 && Integer.compareUnsigned(address, high) <= 0;
    }
}
