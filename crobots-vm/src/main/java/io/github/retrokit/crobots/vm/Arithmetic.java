package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.Operator;

/**
 * The operator semantics of BINOP and STORE ({@code x op y}, {@code y} popped first), in 64-bit two's
 * complement as the original's C {@code long}: {@code x/0 == 0}; {@code x%0} per {@link ModZero}; shifts by
 * {@code y & 63}; comparisons and logical operators give 1 or 0 (both operands already evaluated); the
 * unary operators ignore the dummy {@code y}.
 */
public final class Arithmetic {
    private Arithmetic() {
    }

    /** {@code x op y}. */
    public static long apply(Operator op, long x, long y, ModZero modZero) {
        return DecodedCode.ArithmeticCode.apply(DecodedCode.ArithmeticCode.of(op), x, y, modZero == ModZero.DIVIDEND);
    }
}
