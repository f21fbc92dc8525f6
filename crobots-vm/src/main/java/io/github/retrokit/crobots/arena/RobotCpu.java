package io.github.retrokit.crobots.arena;

/** A robot's processor as the arena drives it: one instruction per round, and a restart of {@code main}. */
public interface RobotCpu {

    /** Executes exactly one instruction (a whole intrinsic call is one instruction). */
    void step();

    /** The original's robot_go: restart {@code main}, keeping everything physical. */
    void restart();

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
    };
}
