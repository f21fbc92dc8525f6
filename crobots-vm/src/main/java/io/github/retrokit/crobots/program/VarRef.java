package io.github.retrokit.crobots.program;

/**
 * A variable operand of FETCH and STORE: a local offset (from the local mark) or an external index. The
 * original encodes externals by or-ing 0x8000 into the offset; {@link #encoded()} gives that form.
 *
 * @param external true for an external (global) variable, false for a local one
 * @param offset   the index in the external pool or the offset from the local mark, 0 to 0x7FFF
 */
public record VarRef(boolean external, int offset) {
    /** The flag the original sets on external offsets. */
    public static final int EXTERNAL_FLAG = 0x8000;

    /**
     * Checks the offset.
     *
     * @param external true for an external (global) variable, false for a local one
     * @param offset   the index in the external pool or the offset from the local mark, 0 to 0x7FFF
     * @throws IllegalArgumentException for an offset outside 0..0x7FFF
     */
    public VarRef {
        if (offset < 0 || offset >= EXTERNAL_FLAG) {
            throw new IllegalArgumentException("variable offset " + offset + " outside 0.." + (EXTERNAL_FLAG - 1));
        }
    }

    /**
     * A local variable.
     *
     * @param offset the offset from the local mark
     * @return the reference
     */
    public static VarRef local(int offset) {
        return new VarRef(false, offset);
    }

    /**
     * An external variable.
     *
     * @param offset the index in the external pool
     * @return the reference
     */
    public static VarRef external(int offset) {
        return new VarRef(true, offset);
    }

    /**
     * The original's operand form.
     *
     * @return {@code offset | 0x8000} for an external, {@code offset} for a local
     */
    public int encoded() {
        return external ? offset | EXTERNAL_FLAG : offset;
    }

    /**
     * Decodes the original's operand form.
     *
     * @param encoded an operand as {@link #encoded()} makes it
     * @return the reference
     */
    public static VarRef decode(int encoded) {
        return new VarRef((encoded & EXTERNAL_FLAG) != 0, encoded & (EXTERNAL_FLAG - 1));
    }
}
