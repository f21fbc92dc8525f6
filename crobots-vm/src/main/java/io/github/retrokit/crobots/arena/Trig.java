package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.vm.Intrinsics;

/**
 * The original's integer trigonometry: a 91-entry table of {@code floor(sin(d°) × 100000)} (hard-coded:
 * the naive double computation is wrong at 30°), and {@code tan}/{@code atan} with its conversion constant.
 */
public final class Trig {

    /** Degrees per radian as the original writes it. */
    public static final double DEGREES_PER_RADIAN = 57.29578;

    /** Scale of the trig intrinsics' fixed-point results. */
    public static final int SCALE = 100000;

    private static final int[] SIN = {
        0, 1745, 3489, 5233, 6975, 8715, 10452, 12186, 13917, 15643, 17364, 19080, 20791, 22495, 24192,
        25881, 27563, 29237, 30901, 32556, 34202, 35836, 37460, 39073, 40673, 42261, 43837, 45399, 46947,
        48480, 50000, 51503, 52991, 54463, 55919, 57357, 58778, 60181, 61566, 62932, 64278, 65605, 66913,
        68199, 69465, 70710, 71933, 73135, 74314, 75470, 76604, 77714, 78801, 79863, 80901, 81915, 82903,
        83867, 84804, 85716, 86602, 87461, 88294, 89100, 89879, 90630, 91354, 92050, 92718, 93358, 93969,
        94551, 95105, 95630, 96126, 96592, 97029, 97437, 97814, 98162, 98480, 98768, 99026, 99254, 99452,
        99619, 99756, 99862, 99939, 99984, 100000,
    };

    /** {@link #cos} and {@link #sin} of 0..359 degrees, for the motion update's headings (always folded). */
    static final int[] COS_OF_HEADING = new int[360];
    static final int[] SIN_OF_HEADING = new int[360];

    static {
        for (int d = 0; d < 360; d++) {
            COS_OF_HEADING[d] = cos(d);
            SIN_OF_HEADING[d] = sin(d);
        }
    }

    private Trig() {
    }

    private static int reduce(long degrees) {
        if (degrees >= 0 && degrees < 360) {
            return (int) degrees;
        }
        int d = (int) (degrees % 360);
        return d < 0 ? d + 360 : d;
    }

    /** {@code lsin(d)}: sine × 100000 from the table, for any degree value. */
    public static int sin(long degrees) {
        int d = reduce(degrees);
        if (d <= 90) {
            return SIN[d];
        } else if (d <= 180) {
            return SIN[180 - d];
        } else if (d <= 270) {
            return -SIN[d - 180];
        }
        return -SIN[360 - d];
    }

    /** {@code lcos(d)}: cosine × 100000 from the table, for any degree value. */
    public static int cos(long degrees) {
        int d = reduce(degrees);
        if (d <= 90) {
            return SIN[90 - d];
        } else if (d <= 180) {
            return -SIN[d - 90];
        } else if (d <= 270) {
            return -SIN[270 - d];
        }
        return SIN[d - 270];
    }

    /** The {@code tan(d)} intrinsic: {@code trunc(tan(d rem 360 / 57.29578) × 100000)}. */
    public static long tan(long degrees) {
        long d = degrees % 360;
        return (long) (StrictMath.tan(d / DEGREES_PER_RADIAN) * 100000.0);
    }

    /** The {@code atan(r)} intrinsic: {@code trunc(atan(r / 100000) × 57.29578)} degrees. */
    public static long atan(long ratio) {
        return (long) (StrictMath.atan(ratio / 100000.0) * DEGREES_PER_RADIAN);
    }

    /** The {@code sqrt(x)} intrinsic: {@code trunc(sqrt(|x|))}; {@code Long.MIN_VALUE} gives itself as on x86. */
    public static long sqrt(long x) {
        return Intrinsics.specSqrtOf(x);
    }

    /** The exact integer square root {@code floor(sqrt(v))} of a non-negative value. */
    public static long isqrt(long v) {
        long r = (long) Math.sqrt((double) v);
        while (r * r > v) {
            r--;
        }
        while ((r + 1) * (r + 1) <= v) {
            r++;
        }
        return r;
    }

    /**
     * The scanner's bearing (0..360) from a robot at metre offset {@code dx = M.x - T.x}, {@code dy = M.y - T.y}
     * to its target, given which side the target lies on in clicks, exactly as the original computes it:
     * single-precision {@code dy/dx}, double atan, product then sum, truncation.
     */
    public static int bearing(int dx, int dy, boolean targetNorth, boolean targetSouth, boolean targetEast) {
        if (dx == 0 || dx == -1) {
            return targetNorth ? 90 : 270;
        }
        float q = (float) dy / (float) dx;
        double k = DEGREES_PER_RADIAN * StrictMath.atan((double) q);
        if (targetSouth) {
            return (int) (targetEast ? 360.0 + k : 180.0 + k);
        }
        return (int) (targetEast ? k : 180.0 + k);
    }
}
