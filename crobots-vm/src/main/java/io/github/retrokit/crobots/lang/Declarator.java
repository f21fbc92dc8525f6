package io.github.retrokit.crobots.lang;

/** One declared name, with its (unsupported, warned-about) initializer or {@code null}. */
public record Declarator(String name, Expr initializer, int line, int column) {
}
