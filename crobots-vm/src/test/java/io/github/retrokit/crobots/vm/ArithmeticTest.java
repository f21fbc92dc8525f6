package io.github.retrokit.crobots.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.crobots.program.Operator;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every operator of BINOP/STORE, as in the behaviour spec's table (x op y, y popped first). */
class ArithmeticTest {
    static Stream<Arguments> table() {
        return Stream.of(
                Arguments.of(Operator.ASSIGN, 7, 3, 3),
                Arguments.of(Operator.OR, 12, 3, 15), Arguments.of(Operator.OR_ASSIGN, 12, 3, 15),
                Arguments.of(Operator.XOR, 12, 10, 6), Arguments.of(Operator.XOR_ASSIGN, 12, 10, 6),
                Arguments.of(Operator.AND, 12, 10, 8), Arguments.of(Operator.AND_ASSIGN, 12, 10, 8),
                Arguments.of(Operator.LESS, 2, 3, 1), Arguments.of(Operator.LESS, 3, 3, 0),
                Arguments.of(Operator.GREATER, 4, 3, 1), Arguments.of(Operator.GREATER, 3, 3, 0),
                Arguments.of(Operator.ADD, 2, 3, 5), Arguments.of(Operator.ADD_ASSIGN, 2, 3, 5),
                Arguments.of(Operator.ADD, Long.MAX_VALUE, 1, Long.MIN_VALUE),
                Arguments.of(Operator.SUB, 2, 3, -1), Arguments.of(Operator.SUB_ASSIGN, 2, 3, -1),
                Arguments.of(Operator.MUL, -4, 3, -12), Arguments.of(Operator.MUL_ASSIGN, -4, 3, -12),
                Arguments.of(Operator.DIV, -7, 2, -3), Arguments.of(Operator.DIV_ASSIGN, 7, 2, 3),
                Arguments.of(Operator.DIV, 7, 0, 0), Arguments.of(Operator.DIV_ASSIGN, 7, 0, 0),
                Arguments.of(Operator.DIV, Long.MIN_VALUE, -1, Long.MIN_VALUE),
                Arguments.of(Operator.MOD, -7, 2, -1), Arguments.of(Operator.MOD_ASSIGN, 7, 4, 3),
                Arguments.of(Operator.MOD, 7, 0, 0), Arguments.of(Operator.MOD_ASSIGN, 7, 0, 0),
                Arguments.of(Operator.MOD, Long.MIN_VALUE, -1, 0),
                Arguments.of(Operator.SHL, 1, 4, 16), Arguments.of(Operator.SHL_ASSIGN, 1, 64, 1),
                Arguments.of(Operator.SHR, -16, 2, -4), Arguments.of(Operator.SHR_ASSIGN, 16, 66, 4),
                Arguments.of(Operator.LESS_EQ, 3, 3, 1), Arguments.of(Operator.LESS_EQ, 4, 3, 0),
                Arguments.of(Operator.GREATER_EQ, 3, 3, 1), Arguments.of(Operator.GREATER_EQ, 2, 3, 0),
                Arguments.of(Operator.EQ, 3, 3, 1), Arguments.of(Operator.EQ, 2, 3, 0),
                Arguments.of(Operator.NOT_EQ, 3, 3, 0), Arguments.of(Operator.NOT_EQ, 2, 3, 1),
                Arguments.of(Operator.LOGICAL_AND, 5, -2, 1), Arguments.of(Operator.LOGICAL_AND, 5, 0, 0),
                Arguments.of(Operator.LOGICAL_OR, 0, 0, 0), Arguments.of(Operator.LOGICAL_OR, 0, 9, 1),
                Arguments.of(Operator.NEGATE, 5, 0, -5), Arguments.of(Operator.NEGATE, 5, 99, -5),
                Arguments.of(Operator.NOT, 0, 0, 1), Arguments.of(Operator.NOT, 7, 0, 0),
                Arguments.of(Operator.COMPLEMENT, 0, 0, -1), Arguments.of(Operator.COMPLEMENT, 5, 3, -6));
    }

    @ParameterizedTest(name = "{1} {0} {2} = {3}")
    @MethodSource("table")
    void operatorSemantics(Operator op, long x, long y, long expected) {
        assertEquals(expected, Arithmetic.apply(op, x, y, ModZero.ZERO));
    }

    @Test
    void everyOperatorIsInTheTable() {
        Set<Operator> covered = EnumSet.noneOf(Operator.class);
        table().forEach(a -> covered.add((Operator) a.get()[0]));
        assertEquals(EnumSet.allOf(Operator.class), covered);
    }

    @Test
    void modByZeroCanYieldTheDividend() {
        assertEquals(7, Arithmetic.apply(Operator.MOD, 7, 0, ModZero.DIVIDEND));
        assertEquals(-7, Arithmetic.apply(Operator.MOD_ASSIGN, -7, 0, ModZero.DIVIDEND));
        assertEquals(1, Arithmetic.apply(Operator.MOD, 7, 3, ModZero.DIVIDEND));
    }

    @Test
    void operatorCodesAreTheOriginals() {
        assertEquals('%', Operator.MOD.code());
        assertEquals(261, Operator.SHL.code());
        assertEquals(278, Operator.OR_ASSIGN.code());
        assertEquals(292, Operator.COMPLEMENT.code());
        for (Operator op : Operator.values()) {
            assertEquals(op, Operator.fromCode(op.code()));
        }
        assertEquals("", Operator.MOD.listingText());
        assertEquals("%=", Operator.MOD_ASSIGN.listingText());
    }
}
