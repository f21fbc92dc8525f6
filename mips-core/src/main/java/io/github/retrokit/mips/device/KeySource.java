package io.github.retrokit.mips.device;

/** Where the keyboard's keys come from: a stream (deterministic), a terminal (typed any time) or a test. */
public interface KeySource {
    /** {@link #next()} returns this when no key is there yet (a terminal with nothing typed). */
    int NONE = -1;
    /** {@link #next()} returns this once the input has ended and no key will ever come. */
    int END = -2;

    /** {@return the next key (0..255), {@link #NONE} or {@link #END}; a key returned is consumed} */
    int next();
}
