package io.github.retrokit.crobots.lang;

import java.util.List;

/** CRobots statements. */
public sealed interface Stmt {
    /** {@code { declarations… statements… }}. */
    record Block(List<Declarator> declarations, List<Stmt> statements) implements Stmt {
        public Block {
            declarations = List.copyOf(declarations);
            statements = List.copyOf(statements);
        }
    }

    /** {@code e;}. */
    record ExprStmt(Expr expr) implements Stmt {
    }

    /** {@code ;}. */
    record Empty() implements Stmt {
    }

    /** {@code if (c) then [else otherwise]}; {@code otherwise} is {@code null} without else. */
    record If(Expr condition, Stmt then, Stmt otherwise) implements Stmt {
    }

    /** {@code while (c) body}. */
    record While(Expr condition, Stmt body) implements Stmt {
    }

    /** {@code return [value];}; {@code value} is {@code null} for a bare return. */
    record Return(Expr value) implements Stmt {
    }

    /** {@code break;}, accepted and ignored (with a warning). */
    record Break() implements Stmt {
    }
}
