package io.github.retrokit.crobots.arena;

/**
 * Scan's window test without atan: for each way the original computes a bearing from the single-precision
 * ratio {@code q = (float) dy / (float) dx} ({@link Trig#bearing}: {@code trunc(C + 57.29578 atan(q))} with C
 * 0, 180 or 360 by the sides the target lies on), the smallest ratio whose bearing is at least v, for v from
 * {@value #FIRST} to {@value #LAST}. The bearing grows with q, so a target is seen by {@code scan(degree, res)}
 * (bearing within {@code degree - res .. degree + res}) exactly when {@code lowest(C, degree - res) <= q <
 * lowest(C, degree + res + 1)}: one float division and two compares instead of an atan call.
 *
 * <p>The table holds for every offset of whole metres within {@value #REACH} on either axis, the field's
 * whole extent, whatever sides come with it: {@code ScanThresholdsTest} compares the two compares with the
 * truncated bearing for all of them, and recomputes {@link #THRESHOLDS_180} by bisection with {@code
 * StrictMath.atan}. Offsets beyond (positions a match never reaches) go to the atan.
 */
final class ScanThresholds {

    /** The largest |dx| and |dy| in metres the table answers for. */
    static final int REACH = 1000;
    /** The lowest and highest bound a window test asks for: {@code degree - res} and {@code degree + res + 1}. */
    static final int FIRST = -10;
    static final int LAST = 370;
    /** Entries per row of {@link #LOWEST}. */
    static final int ROW = LAST - FIRST + 1;
    /** The rows of {@link #LOWEST}: the bearing's constant C 0 (target east, not south), 180 (not east), 360. */
    static final int EAST = 0;
    static final int WEST = ROW;
    static final int SOUTH_EAST = 2 * ROW;

    /**
     * For w = -89..89, the smallest float q in -1000..1000 with {@code trunc(180.0 + 57.29578 atan(q)) >= 180 + w}
     * (found by bisection over the floats with {@code StrictMath.atan}; the w = 0 entry, a tiny negative number,
     * separates -0.001 from -0.0, the nearest ratios there are).
     */
    static final float[] THRESHOLDS_180 = {
        -57.289917f, -28.636242f, -19.081131f, -14.300663f, -11.43005f, -9.514363f,
        -8.144345f, -7.115369f, -6.3137507f, -5.6712813f, -5.1445537f, -4.7046294f,
        -4.3314753f, -4.0107803f, -3.7320504f, -3.4874141f, -3.2708523f, -3.0776832f,
        -2.9042106f, -2.7474773f, -2.605089f, -2.4750867f, -2.3558521f, -2.2460365f,
        -2.1445067f, -2.0503037f, -1.9626104f, -1.8807263f, -1.8040477f, -1.7320507f,
        -1.6642793f, -1.6003344f, -1.5398649f, -1.4825609f, -1.4281479f, -1.3763819f,
        -1.3270447f, -1.2799416f, -1.2348971f, -1.1917535f, -1.1503683f, -1.1106124f,
        -1.0723686f, -1.0355302f, -0.99999994f, -0.9656887f, -0.932515f, -0.900404f,
        -0.8692867f, -0.8390996f, -0.809784f, -0.7812856f, -0.753554f, -0.7265425f,
        -0.7002075f, -0.67450845f, -0.64940757f, -0.6248693f, -0.6008606f, -0.57735026f,
        -0.554309f, -0.5317094f, -0.5095254f, -0.48773256f, -0.46630764f, -0.44522867f,
        -0.4244748f, -0.4040262f, -0.38386402f, -0.36397022f, -0.3443276f, -0.32491967f,
        -0.30573067f, -0.28674537f, -0.26794916f, -0.24932799f, -0.23086818f, -0.21255656f,
        -0.1943803f, -0.17632698f, -0.15838443f, -0.14054082f, -0.122784555f, -0.10510423f,
        -0.08748866f, -0.069926806f, -0.05240778f, -0.034920767f, -0.017455064f, -2.4802618E-16f,
        0.017455066f, 0.03492077f, 0.052407783f, 0.06992681f, 0.087488666f, 0.10510424f,
        0.12278456f, 0.14054084f, 0.15838444f, 0.17632699f, 0.19438031f, 0.21255657f,
        0.23086819f, 0.249328f, 0.2679492f, 0.2867454f, 0.3057307f, 0.3249197f,
        0.34432763f, 0.36397025f, 0.38386405f, 0.40402624f, 0.42447484f, 0.4452287f,
        0.46630767f, 0.4877326f, 0.5095255f, 0.53170943f, 0.55430907f, 0.5773503f,
        0.60086066f, 0.62486935f, 0.6494076f, 0.6745085f, 0.70020753f, 0.72654253f,
        0.75355405f, 0.78128564f, 0.80978405f, 0.83909965f, 0.8692868f, 0.90040404f,
        0.9325151f, 0.96568877f, 1.0f, 1.0355303f, 1.0723687f, 1.1106125f,
        1.1503685f, 1.1917536f, 1.2348973f, 1.2799417f, 1.3270448f, 1.376382f,
        1.428148f, 1.482561f, 1.539865f, 1.6003345f, 1.6642795f, 1.7320508f,
        1.8040478f, 1.8807265f, 1.9626105f, 2.050304f, 2.144507f, 2.2460368f,
        2.3558524f, 2.475087f, 2.6050892f, 2.7474775f, 2.9042108f, 3.0776834f,
        3.2708526f, 3.4874144f, 3.7320507f, 4.010781f, 4.3314757f, 4.70463f,
        5.144554f, 5.671282f, 6.313751f, 7.1153693f, 8.144346f, 9.514364f,
        11.430051f, 14.300664f, 19.081133f, 28.636244f, 57.28992f,
    };

    /**
     * The smallest ratio with a bearing of at least v, at {@code row + v - FIRST}; -infinity when every ratio has
     * it, +infinity when none has.
     */
    static final float[] LOWEST = new float[3 * ROW];

    static {
        for (int v = FIRST; v <= LAST; v++) {
            // trunc(k) of a negative k rounds up, so east of north the bounds at and below 0 are one degree lower
            LOWEST[EAST + v - FIRST] = at180(v >= 1 ? v : v - 1);
            LOWEST[WEST + v - FIRST] = at180(v - 180);
            LOWEST[SOUTH_EAST + v - FIRST] = at180(v - 360);
        }
    }

    private ScanThresholds() {
    }

    /** {@link #THRESHOLDS_180} at w, below and above its range -infinity and +infinity. */
    private static float at180(int w) {
        if (w < -89) {
            return Float.NEGATIVE_INFINITY;
        }
        return w > 89 ? Float.POSITIVE_INFINITY : THRESHOLDS_180[w + 89];
    }

    /** The row of {@link #LOWEST} for a target on these sides of the scanner (in clicks). */
    static int row(boolean targetSouth, boolean targetEast) {
        return targetEast ? (targetSouth ? SOUTH_EAST : EAST) : WEST;
    }
}
