package io.github.retrokit.crobots.program;

/**
 * A variable operand of FETCH and STORE: a local offset (from the local mark) or an external index. The
 * original encodes externals by or-ing 0x8000 into the offset; {@link #encoded()} gives that form.
 */
public record VarRef(boolean external, int offset) {
    /** The flag the original sets on external offsets. */
    public static final int EXTERNAL_FLAG = 0x8000;

    public VarRef {
        if (offset < 0 || offset >= EXTERNAL_FLAG) {
            throw new IllegalArgumentException("variable offset " + offset + " outside 0.." + (EXTERNAL_FLAG - 1));
        }
    }

    public static VarRef local(int offset) {
        return new VarRef(false, offset);
    }

    public static VarRef external(int offset) {
        return new VarRef(true, offset);
    }

    /** The original's operand: {@code offset | 0x8000} for an external. */
    public int encoded() {
        return external ? offset | EXTERNAL_FLAG : offset;
    }

    /** Decodes the original's operand form. */
    public static VarRef decode(int encoded) {
        return new VarRef((encoded & EXTERNAL_FLAG) != 0, encoded & (EXTERNAL_FLAG - 1));
    }
}
