package io.github.retrokit.mips.image;

/** Which MARS segment a run of assembled bytes belongs to. */
public enum SegmentKind {
    /** User code ({@code .text}). */
    TEXT,
    /** User data ({@code .data}). */
    DATA,
    /** Kernel code ({@code .ktext}), e.g. an exception handler at 0x80000180. */
    KTEXT,
    /** Kernel data ({@code .kdata}). */
    KDATA,
    /** Zero-filled storage reserved by {@code .extern} (0x10000000 upwards by default). */
    EXTERN;

    /** {@return true for the two code segments, whose contents are whole instruction words} */
    public boolean isText() {
        return this == TEXT || this == KTEXT;
    }
}
