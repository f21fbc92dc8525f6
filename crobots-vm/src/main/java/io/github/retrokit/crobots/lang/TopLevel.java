package io.github.retrokit.crobots.lang;

import java.util.List;

/** The items of a robot source file. */
public sealed interface TopLevel {
    /** {@code [extern|auto|register] [int|long] a, b;}: externals. */
    record Declaration(List<Declarator> declarators) implements TopLevel {
        public Declaration {
            declarators = List.copyOf(declarators);
        }
    }

    /** A function definition with K&amp;R parameter declarations. */
    record Function(String name, int line, int column, List<String> parameters,
                    List<Declarator> parameterDeclarations, Stmt.Block body) implements TopLevel {
        public Function {
            parameters = List.copyOf(parameters);
            parameterDeclarations = List.copyOf(parameterDeclarations);
        }
    }

    /** A bodiless {@code name(params);} (which leaves the original "inside a function"). */
    record Prototype(String name, List<String> parameters, int line, int column) implements TopLevel {
        public Prototype {
            parameters = List.copyOf(parameters);
        }
    }
}
