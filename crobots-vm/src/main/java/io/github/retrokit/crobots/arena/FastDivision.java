package io.github.retrokit.crobots.arena;

/**
 * Exact int division by the arena's constant divisors as a multiply and a shift: the client compiler (the
 * launcher's choice for CRobots) emits a hardware divide for {@code x / 10}, several times the cost. For any int
 * {@code x}, {@code div10(x) == x / 10} and {@code div10000(x) == x / 10000} (truncating toward zero), by the
 * round-up reciprocals {@code ceil(2^35 / 10)} and {@code ceil(2^45 / 10000)}, whose errors (2 and 1168) times
 * any |x| <= 2^31 stay below 2^35 and 2^45. Each method is under 35 bytes of bytecode, so C1 inlines it.
 */
final class FastDivision {

    private static final long TENTH = 3435973837L;
    private static final long TEN_THOUSANDTH = 3518437209L;

    private FastDivision() {
    }

    /** {@code x / 10}. */
    static int div10(int x) {
        return x >= 0 ? (int) ((x * TENTH) >>> 35) : -(int) ((-(long) x * TENTH) >>> 35);
    }

    /** {@code x / 10000}. */
    static int div10000(int x) {
        return x >= 0 ? (int) ((x * TEN_THOUSANDTH) >>> 45) : -(int) ((-(long) x * TEN_THOUSANDTH) >>> 45);
    }
}
