package io.github.retrokit.crobots.vm;

/** Why a robot's {@code main} was restarted. */
public enum RestartCause {
    /** A push, FRAME or call made the data stack meet the return stack. */
    STACK_OVERFLOW,
    /** A pop from an empty stack. */
    STACK_UNDERFLOW,
    /** RETSUB with no call active: main returned. */
    RETURN_FROM_MAIN,
    /**
     * A saved frame, return address or register read back from the stack was out of range (the original's
     * undefined behaviour after a stale-local write into the return stack), or control left the code space.
     */
    CORRUPT_STATE,
    /** {@link RobotVm#raiseError()} was called (the original's global error flag left set). */
    EXTERNAL
}
