package io.github.retrokit.crobots.arena;

/** A robot's processor as the arena drives it: one instruction per round, and a restart of {@code main}. */
public interface RobotCpu {

    /** Executes exactly one instruction (a whole intrinsic call is one instruction). */
    void step();

    /** The original's robot_go: restart {@code main}, keeping everything physical. */
    void restart();

    /**
     * Whether {@link #run} is available: the processor can execute many instructions in one call, and tells
     * which of them read state that other robots share between motion updates (the random stream).
     */
    default boolean batchable() {
        return false;
    }

    /**
     * Executes up to {@code budget} instructions, exactly as that many {@link #step()} calls; with
     * {@code pauseBeforeRand} stops in front of an instruction that draws from the arena's random stream
     * (leaving it unexecuted). Returns the number executed. Only called when {@link #batchable()}.
     */
    default int run(int budget, boolean pauseBeforeRand) {
        throw new UnsupportedOperationException("this robot processor runs one instruction at a time");
    }

    /** Sets the error flag, so {@code main} restarts after the next instruction. */
    default void raiseError() {
    }

    /** Makes the processor for a robot in slot {@code slot} of {@code arena}, whose intrinsics it calls. */
    @FunctionalInterface
    interface Factory {
        RobotCpu create(Arena arena, int slot);
    }

    /** A processor that does nothing: the debug target, or a slot whose program is absent. */
    RobotCpu IDLE = new RobotCpu() {
        @Override
        public void step() {
        }

        @Override
        public void restart() {
        }

        @Override
        public boolean batchable() {
            return true;
        }

        @Override
        public int run(int budget, boolean pauseBeforeRand) {
            return budget;
        }
    };
}
