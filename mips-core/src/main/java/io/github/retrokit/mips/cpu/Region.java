package io.github.retrokit.mips.cpu;

/**
 * A translated region and the address range its instructions lie in: it runs only when no stop address
 * lies in that range, so a stop is always reached by the interpreter, exactly. It can be entered at any of
 * its {@code headers} (see {@link RegionShape#headers}); {@code covered} lists all its addresses.
 */
record Region(Block code, int low, int high, int[] headers, int[] covered) {
    /** True if the region may run while the caller stops at {@code stopPc}. */
    boolean allows(int stopPc) {
        return Integer.compareUnsigned(stopPc - low, high - low) > 0;
    }
}
