package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.RobotVm;
import io.github.retrokit.crobots.vm.StubWorld;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Random expression trees, printed with only the parentheses C precedence needs, compiled and run in the VM:
 * the result must be the tree's value under the spec's arithmetic (§9.3: 64-bit, {@code x/0 == 0}, classic
 * {@code x%0 == 0}, shifts by {@code y & 63}, comparisons and {@code && ||} give 1 or 0, both sides always
 * evaluated). This checks the parser's precedence and associativity, the templates and the operators at once.
 */
class ExpressionSemanticsTest {
    /** Binary operators loosest first, grouped by precedence level. */
    private static final String[][] LEVELS = {
        {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"<<", ">>"}, {"+", "-"},
        {"*", "/", "%"}};
    private static final int UNARY_LEVEL = LEVELS.length;
    private static final int PRIMARY_LEVEL = LEVELS.length + 1;

    /** A printed expression with its value and the precedence level of its top operator. */
    private record Tree(String text, long value, int level) {
    }

    private final Random random = new Random(1985);

    private Tree tree(int depth) {
        int kind = depth == 0 ? 0 : random.nextInt(6);
        if (kind == 0) {
            long k = random.nextInt(8) == 0 ? random.nextInt(Integer.MAX_VALUE) : random.nextInt(21);
            return new Tree(Long.toString(k), k, PRIMARY_LEVEL);
        }
        if (kind == 1) {
            Tree operand = tree(depth - 1);
            String op = new String[] {"-", "!", "~"}[random.nextInt(3)];
            String text = op + " " + (operand.level() < UNARY_LEVEL ? "(" + operand.text() + ")" : operand.text());
            long v = switch (op) {
                case "-" -> -operand.value();
                case "!" -> operand.value() == 0 ? 1 : 0;
                default -> ~operand.value();
            };
            return new Tree(text, v, UNARY_LEVEL);
        }
        int level = random.nextInt(LEVELS.length);
        String op = LEVELS[level][random.nextInt(LEVELS[level].length)];
        Tree left = tree(depth - 1);
        Tree right = tree(depth - 1);
        // left-associative: a left operand of the same level needs no parentheses, a right one does
        String l = left.level() < level ? "(" + left.text() + ")" : left.text();
        String r = right.level() <= level ? "(" + right.text() + ")" : right.text();
        return new Tree(l + " " + op + " " + r, apply(op, left.value(), right.value()), level);
    }

    private static long apply(String op, long x, long y) {
        return switch (op) {
            case "||" -> x != 0 || y != 0 ? 1 : 0;
            case "&&" -> x != 0 && y != 0 ? 1 : 0;
            case "|" -> x | y;
            case "^" -> x ^ y;
            case "&" -> x & y;
            case "==" -> x == y ? 1 : 0;
            case "!=" -> x != y ? 1 : 0;
            case "<" -> x < y ? 1 : 0;
            case ">" -> x > y ? 1 : 0;
            case "<=" -> x <= y ? 1 : 0;
            case ">=" -> x >= y ? 1 : 0;
            case "<<" -> x << (y & 63);
            case ">>" -> x >> (y & 63);
            case "+" -> x + y;
            case "-" -> x - y;
            case "*" -> x * y;
            case "/" -> y == 0 ? 0 : x / y;
            default -> y == 0 ? 0 : x % y;
        };
    }

    @Test
    void randomExpressionsComputeTheirTreesValue() {
        RobotCompiler compiler = new RobotCompiler();
        for (int n = 0; n < 400; n++) {
            Tree t = tree(1 + random.nextInt(4));
            String source = "int r; main() { r = " + t.text() + "; while (1) ; }";
            RobotProgram p = compiler.compile("expr.r", source).programOrThrow();
            RobotVm vm = new RobotVm(p, new StubWorld());
            int store = p.codeSize() - 8; // STORE r; CHOP; then the loop (4) and CONST 1; RETSUB
            while (vm.ip() <= store) {
                vm.step();
            }
            assertEquals(t.value(), vm.external(0), source);
        }
    }
}
