package io.github.retrokit.crobots.vm;

/**
 * What {@code x % 0} (BINOP {@code %} and STORE {@code %=}) yields. The original dies with a host SIGFPE;
 * we never crash. {@link #ZERO} (the classic default) matches {@code x / 0 = 0}; {@link #DIVIDEND} keeps the
 * identity {@code x == (x/y)*y + x%y} given {@code x/0 == 0}.
 */
public enum ModZero {
    /** {@code x % 0 == 0} (default). */
    ZERO,
    /** {@code x % 0 == x}. */
    DIVIDEND
}
