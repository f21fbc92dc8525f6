package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Machine;
import java.util.function.IntBinaryOperator;

/**
 * A breakpoint's condition: {@code left OP right} with {@link DebugExpression}s and one of {@code == != < <= > >=}
 * (signed), e.g. {@code $t0 == 5}, {@code *count >= 10}, {@code $a0 != 'q'}.
 */
public record BreakCondition(String text, DebugExpression left, String operator, DebugExpression right) {
    private static final String[] OPERATORS = {"==", "!=", "<=", ">=", "<", ">"};

    /**
     * True if the condition holds in {@code machine} now.
     *
     * @param machine the machine
     * @return true if the condition holds in {@code machine} now
     */
    public boolean holds(Machine machine) {
        int a = left.evaluate(machine);
        int b = right.evaluate(machine);
        IntBinaryOperator compare = (x, y) -> Integer.compare(x, y);
        int c = compare.applyAsInt(a, b);
        return switch (operator) {
            case "==" -> c == 0;
            case "!=" -> c != 0;
            case "<=" -> c <= 0;
            case ">=" -> c >= 0;
            case "<" -> c < 0;
            default -> c > 0;
        };
    }

    /**
     * @throws IllegalArgumentException for a condition without an operator or with bad operands
     *
     * @param text the text
     * @param image the assembled program
     * @return the condition
     */
    public static BreakCondition parse(String text, ProgramImage image) {
        for (String op : OPERATORS) {
            int at = text.indexOf(op);
            if (at > 0) {
                return new BreakCondition(text.strip(), DebugExpression.parse(text.substring(0, at), image), op,
                        DebugExpression.parse(text.substring(at + op.length()), image));
            }
        }
        throw new IllegalArgumentException("condition '" + text.strip() + "' needs one of == != < <= > >=");
    }
}
