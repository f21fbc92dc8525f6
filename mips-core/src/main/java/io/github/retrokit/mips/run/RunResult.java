package io.github.retrokit.mips.run;

import io.github.retrokit.mips.image.SourceLine;
import java.util.Optional;

/**
 * How a {@link Machine#run()} or {@link Machine#step()} ended. Every variant reports the machine's total
 * instruction count so far (MARS's {@code ic}).
 */
public sealed interface RunResult {
    /** {@return instructions executed by the machine so far} */
    long instructionCount();

    /** {@return true if the program is over (exit, dropped off the bottom, unhandled error or limit)} */
    default boolean isFinal() {
        return !(this instanceof Paused || this instanceof Stopped);
    }

    /** The program called exit: syscall 10 (code 0) or 17 (code {@code $a0}). */
    record Exited(int exitCode, long instructionCount) implements RunResult { }

    /** The program counter reached a text address with no instruction (MARS: "dropped off bottom"); exit code 0. */
    record DroppedOff(int pc, long instructionCount) implements RunResult { }

    /**
     * An exception the program does not handle.
     *
     * @param message    MARS's text, e.g. {@code arithmetic overflow}
     * @param pc         address of the faulting instruction
     * @param source     the source line of that instruction, if known
     * @param cause      MIPS cause code, or -1 for MARS errors without one
     * @param fetchError true if the program counter itself was invalid (no instruction could be fetched)
     */
    record RuntimeError(String message, int pc, Optional<SourceLine> source, int cause, boolean fetchError,
                        long instructionCount) implements RunResult {
        /** {@return MARS's text after the file and line: {@code Runtime exception at 0x00400008: arithmetic overflow}} */
        public String description() {
            return fetchError ? message : String.format("Runtime exception at 0x%08x: %s", pc, message);
        }

        /**
         * The line MARS prints in command-line mode, e.g.
         * {@code Error in prog.asm line 7: Runtime exception at 0x00400018: arithmetic overflow}.
         *
         * @return the line MARS prints in command-line mode, e.g
         */
        public String marsReport() {
            if (fetchError || source.isEmpty()) {
                return "Error in : " + description();
            }
            return "Error in " + source.get().file() + " line " + source.get().where() + ": " + description();
        }
    }

    /** Which limit ended the run. */
    enum Limit {
        /** {@link Limits#maxInstructions()} instructions were executed. */
        INSTRUCTIONS,
        /** The program printed {@link Limits#maxOutputBytes()} bytes. */
        OUTPUT,
        /** {@link Limits#wallClock()} passed. */
        WALL_CLOCK,
        /** The program wrote {@link Limits#maxFileBytes()} bytes to files. */
        FILE_OUTPUT,
        /** A memory-mapped device ended the run (its input ended while the program waited for more). */
        DEVICE
    }

    /**
     * A {@link Limits} bound was reached.
     *
     * @param message e.g. {@code instruction limit of 1000 reached}
     */
    record LimitReached(Limit limit, String message, int pc, long instructionCount) implements RunResult { }

    /** The program counter reached the address given to {@link Machine#stopWhenPcEquals(int)}; not executed. */
    record Stopped(int pc, long instructionCount) implements RunResult { }

    /** {@link Machine#step()} executed one instruction and the program can go on. */
    record Paused(int pc, long instructionCount) implements RunResult { }
}
