package io.github.retrokit.mips.harness;

/** Where arguments after the fourth go. */
public enum StackArguments {
    /**
     * The MIPS o32 convention: the caller reserves 16 bytes of home space for {@code $a0-$a3} at
     * {@code 0($sp)..15($sp)}; the fifth argument is at {@code 16($sp)}, the sixth at {@code 20($sp)} ...
     */
    O32,
    /** Packed, as many courses teach it: the fifth argument at {@code 0($sp)}, the sixth at {@code 4($sp)} ... */
    PACKED;

    /** The offset from the entry {@code $sp} of argument {@code index} (0-based, at least 4). */
    int offset(int index) {
        return (this == O32 ? 16 : 0) + 4 * (index - 4);
    }

    /** Bytes the caller reserves above the entry {@code $sp} for {@code count} arguments (multiple of 8). */
    int area(int count) {
        if (count <= 4) {
            return this == O32 ? 16 : 0;
        }
        int bytes = offset(count - 1) + 4;
        return (bytes + 7) & ~7;
    }
}
