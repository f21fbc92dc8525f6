package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.run.RunResult;

/**
 * Why and where the debugger stopped.
 *
 * @param reason           why
 * @param detail           a sentence for the user, e.g. {@code Breakpoint 1, 0x00400010 (loop)}
 * @param pc               the next instruction's address
 * @param instructionCount instructions executed so far
 * @param result           how the program ended when {@code reason} is {@link Reason#ENDED}, else null
 */
public record Stop(Reason reason, String detail, int pc, long instructionCount, RunResult result) {
    /** The reasons a debugger command ends. */
    public enum Reason {
        /** One instruction was executed ({@code step}). */
        STEP,
        /** A call was stepped over ({@code next}). */
        STEPPED_OVER,
        /** The function returned to its caller ({@code finish}). */
        RETURNED,
        /** The address asked for was reached ({@code until}). */
        REACHED,
        /** A breakpoint was hit. */
        BREAKPOINT,
        /** A watched register or memory word changed. */
        WATCHPOINT,
        /** Went back in time ({@code back}). */
        WENT_BACK,
        /** Going back reached the start of the run. */
        AT_START,
        /** The program ended (exit, error, limit). */
        ENDED
    }
}
