package io.github.retrokit.mips.harness;

/** How a harnessed call ended. */
public enum CallOutcome {
    /** The function jumped to the return sentinel in {@code $ra}. */
    RETURNED,
    /** A runtime exception (MARS message in {@link CallResult#error()}). */
    RUNTIME_ERROR,
    /** The instruction limit was reached before the function returned. */
    STEP_LIMIT,
    /** The program ended (exit syscall, or ran off the end of its code) instead of returning. */
    EXITED
}
