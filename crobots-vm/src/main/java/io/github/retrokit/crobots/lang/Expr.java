package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.Operator;

import java.util.List;

/** CRobots expressions. Casts and parentheses leave no node: they generate no code. */
public sealed interface Expr {
    /** A variable use: local, external or (if unknown) a new implicit local. */
    record Variable(String name, int line, int column) implements Expr {
    }

    /** A decimal constant (already saturated like C {@code atol}). */
    record Constant(long value) implements Expr {
    }

    /** A call of a user function or intrinsic, with its argument expressions. */
    record Call(String name, List<Expr> arguments, int line, int column) implements Expr {
        public Call {
            arguments = List.copyOf(arguments);
        }
    }

    /** {@code -e}, {@code !e}, {@code ~e} ({@link Operator#NEGATE}, {@link Operator#NOT}, {@link Operator#COMPLEMENT}). */
    record Unary(Operator operator, Expr operand) implements Expr {
    }

    /** {@code left op right}; {@code &&} and {@code ||} included (no short-circuit). */
    record Binary(Operator operator, Expr left, Expr right) implements Expr {
    }

    /** {@code target op= value}, {@code op} being {@link Operator#ASSIGN} or a compound operator. */
    record Assignment(String target, Operator operator, Expr value, int line, int column) implements Expr {
    }

    /**
     * {@code ++e}, {@code --e}, {@code e++}, {@code e--}: the operand's code, {@code CONST 1}, then a STORE
     * into {@code target}, the last identifier the parser had read (the operand itself for a variable).
     */
    record Step(Expr operand, String target, boolean increment, boolean postfix) implements Expr {
    }
}
