package io.github.retrokit.crobots.view;

/** The check both observers' builders make on their rounds between frames. */
final class FrameInterval {

    private FrameInterval() {
    }

    /**
     * The interval, if it is one.
     *
     * @param rounds rounds between frames
     * @return {@code rounds}
     * @throws IllegalArgumentException if {@code rounds} is below 1 (0 would mean no frames at all)
     */
    static int checked(int rounds) {
        if (rounds < 1) {
            throw new IllegalArgumentException("interval must be at least 1 round, got " + rounds);
        }
        return rounds;
    }
}
