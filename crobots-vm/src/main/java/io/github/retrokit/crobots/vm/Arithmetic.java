package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.Operator;

/**
 * The operator semantics of BINOP and STORE ({@code x op y}, {@code y} popped first), in 64-bit two's
 * complement as the original's C {@code long}: {@code x/0 == 0}; {@code x%0} per {@link ModZero}; shifts by
 * {@code y & 63}; comparisons and logical operators give 1 or 0 (both operands already evaluated); the
 * unary operators ignore the dummy {@code y}.
 */
public final class Arithmetic {
    private static final Operator[] OPERATORS = Operator.values();

    private Arithmetic() {
    }

    /** {@code x op y}. */
    public static long apply(Operator op, long x, long y, ModZero modZero) {
        return apply(op.ordinal(), x, y, modZero == ModZero.DIVIDEND);
    }

    /** {@code x op y} with the operator given by its ordinal (the VM's packed form). */
    static long apply(int ordinal, long x, long y, boolean modZeroDividend) {
        return switch (OPERATORS[ordinal]) {
            case ASSIGN -> y;
            case OR, OR_ASSIGN -> x | y;
            case XOR, XOR_ASSIGN -> x ^ y;
            case AND, AND_ASSIGN -> x & y;
            case LESS -> x < y ? 1 : 0;
            case GREATER -> x > y ? 1 : 0;
            case ADD, ADD_ASSIGN -> x + y;
            case SUB, SUB_ASSIGN -> x - y;
            case MUL, MUL_ASSIGN -> x * y;
            case DIV, DIV_ASSIGN -> y == 0 ? 0 : x / y;
            case MOD, MOD_ASSIGN -> y == 0 ? (modZeroDividend ? x : 0) : x % y;
            case SHL, SHL_ASSIGN -> x << y;
            case SHR, SHR_ASSIGN -> x >> y;
            case LESS_EQ -> x <= y ? 1 : 0;
            case GREATER_EQ -> x >= y ? 1 : 0;
            case EQ -> x == y ? 1 : 0;
            case NOT_EQ -> x != y ? 1 : 0;
            case LOGICAL_AND -> x != 0 && y != 0 ? 1 : 0;
            case LOGICAL_OR -> x != 0 || y != 0 ? 1 : 0;
            case NEGATE -> -x;
            case NOT -> x == 0 ? 1 : 0;
            case COMPLEMENT -> ~x;
        };
    }
}
