package io.github.retrokit.mips.harness;

/**
 * A range of guest addresses {@code [address, address + length)}, compared as unsigned numbers.
 *
 * @param address first address
 * @param length  number of bytes, at least 1
 */
public record Region(int address, int length) {
    /**
     * Checks the length.
     *
     * @throws IllegalArgumentException if {@code length} is less than 1
     * @param address first address
     * @param length  number of bytes, at least 1
     */
    public Region {
        if (length <= 0) {
            throw new IllegalArgumentException("region length must be positive, got " + length);
        }
    }

    /**
     * The region from {@code from} (inclusive) to {@code to} (exclusive), unsigned.
     *
     * @param from the start
     * @param to the end
     * @return the region from {@code from} (inclusive) to {@code to} (exclusive), unsigned
     */
    public static Region between(int from, int to) {
        return new Region(from, to - from);
    }

    /**
     * Parses {@code ADDR:LEN}, each decimal or {@code 0x} hexadecimal.
     *
     * @throws IllegalArgumentException naming the text if it is malformed
     * @param text the text
     * @return the region
     */
    public static Region parse(String text) {
        int colon = text.indexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new IllegalArgumentException("region '" + text + "' is not ADDR:LEN");
        }
        long address = Numbers.parse(text.substring(0, colon), "region address");
        long length = Numbers.parse(text.substring(colon + 1), "region length");
        if (length <= 0 || length > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("region '" + text + "' has a length out of range (1 to "
                    + Integer.MAX_VALUE + ")");
        }
        return new Region((int) address, (int) length);
    }

    /**
     * True if every byte of the {@code size}-byte access at {@code start} lies in this region.
     *
     * @param start the first address
     * @param size how many bytes from {@code start}
     * @return true if every byte of the {@code size}-byte access at {@code start} lies in this region
     */
    public boolean contains(int start, int size) {
        long offset = Integer.toUnsignedLong(start - address);
        return offset + size <= Integer.toUnsignedLong(length);
    }

    /** {@return the first address after the region} */
    public int end() {
        return address + length;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.US, "0x%08x:%d", address, Integer.toUnsignedLong(length));
    }
}
