package io.github.retrokit.crobots.vm;

/**
 * The robot's world as the VM sees it: the arena implements this (one instance per robot), and FCALL of an
 * intrinsic name calls the matching method. Methods are listed in the original's intrinsic-table order
 * ({@link Intrinsic} ordinal 0..12).
 *
 * <p>Argument passing is done by the VM exactly as the original: arguments are popped <b>last first</b>
 * (so for {@code scan(d, r)} {@code r} is popped, then {@code d}); each pop from an empty stack yields 0 and
 * flags a stack underflow (the robot restarts after the instruction, but the call still happens and its side
 * effects stand). Calls with the wrong number of arguments therefore read whatever lies on the stack. The
 * value returned is pushed as the call's single result. All values are the VM's 64-bit words; the methods
 * receive them raw (no clamping or angle folding: that is the world's job).
 *
 * <p>One exception, also taken from the original: for {@code cannon} the VM pops {@code range} first and, if
 * it is negative, returns 1 at once without popping {@code degree} and <b>without calling</b>
 * {@link #cannon}; so {@link #cannon} is only ever called with {@code range >= 0}.
 */
public interface Intrinsics {
    /** {@code scan(degree, resolution)}: distance to the nearest robot in the window, or 0. */
    long scan(long degree, long resolution);

    /** {@code cannon(degree, range)}, {@code range >= 0}: 1 if a missile was fired, 0 if not. */
    long cannon(long degree, long range);

    /** {@code drive(degree, speed)}: sets the desired heading and speed; returns 1 in the original. */
    long drive(long degree, long speed);

    /** {@code damage()}: the robot's damage in percent. */
    long damage();

    /** {@code speed()}: the robot's current speed in percent. */
    long speed();

    /** {@code loc_x()}: x position in metres. */
    long locX();

    /** {@code loc_y()}: y position in metres. */
    long locY();

    /** {@code rand(limit)}: a random number in 0..limit-1 (0 without drawing when limit is not positive). */
    long rand(long limit);

    /** {@code sqrt(x)}: truncated square root of |x|. */
    long sqrt(long x);

    /** {@code sin(degree)} times 100000. */
    long sin(long degree);

    /** {@code cos(degree)} times 100000. */
    long cos(long degree);

    /** {@code tan(degree)} times 100000. */
    long tan(long degree);

    /** {@code atan(ratio)}: ratio scaled by 100000, result in degrees −90..90. */
    long atan(long ratio);

    /**
     * The values {@link #damage()}, {@link #speed()}, {@link #locX()} and {@link #locY()} return, as fields
     * always equal to them, which batches then read instead of calling; or {@code null} (the default): batches
     * call the methods.
     */
    default Readings readings() {
        return null;
    }

    /**
     * True when {@link #sqrt} is exactly {@link #specSqrtOf} and does nothing else: the VM's interpreter loop
     * then computes it without calling the world. False by default (the world is called for every sqrt).
     */
    default boolean specSqrt() {
        return false;
    }

    /**
     * The spec's {@code sqrt(x)}: {@code trunc(sqrt(|x|))}; {@code Long.MIN_VALUE}, whose absolute value stays
     * negative, gives itself, as the original's NaN converts on x86. Small enough for the client compiler to
     * inline into the interpreter loop, which must not call.
     */
    static long specSqrtOf(long x) {
        long v = x < 0 ? -x : x;
        return v < 0 ? Long.MIN_VALUE : (long) Math.sqrt((double) v);
    }
}
