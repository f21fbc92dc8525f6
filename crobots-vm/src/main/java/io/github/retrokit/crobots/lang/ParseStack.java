package io.github.retrokit.crobots.lang;

/**
 * The depth of the original's yacc parse stack: the grammar symbols it holds. Every token is shifted onto it
 * and every rule, once recognised, is one symbol in place of its parts (the original's grammar has no empty
 * rules, so only a shift can make it deeper). The original holds at most {@link #LIMIT} symbols; the shift of
 * one more is its {@code yacc stack overflow}, with the caret under that token.
 *
 * <p>The symbols of each open rule were measured on the original binary (the deepest nesting of parentheses it
 * accepts in each context): a function's first statement lies on 2 (its head and {@code {}), 3 after K&amp;R
 * declarations; a block adds its {@code {}; a block's declarations and statements, from the second of each
 * list on, the list so far; an {@code if} or {@code while} head ({@code if (c)}) is one symbol, an
 * {@code else} branch lies on three (head, then-branch, {@code else}); a declaration holds its specifiers,
 * the declarators so far and a comma, the name and {@code =}; an expression holds a left operand and its
 * operator per binary operator, one symbol per assignment ({@code u op}), per open call ({@code f(}), its
 * argument list and a comma after the first argument, per prefix operator and per parenthesis; a cast
 * holds three ({@code ( int )}).
 */
final class ParseStack {
    /** The symbols the original's stack holds. */
    static final int LIMIT = 150;

    private final TokenStream tokens;
    private int depth;

    ParseStack(TokenStream tokens) {
        this.tokens = tokens;
    }

    /** The symbols on the stack now. */
    int depth() {
        return depth;
    }

    /** Consumes the next token, which the original shifts onto its stack (where it may overflow). */
    Token shift() throws CompileError {
        Token t = tokens.peek();
        if (depth + 1 > LIMIT) {
            throw tokens.caretError(t, "yacc stack overflow");
        }
        depth++;
        return tokens.advance();
    }

    /** The next token, which must be of {@code kind} (otherwise a syntax error at it), shifted. */
    Token shift(TokenKind kind) throws CompileError {
        if (!tokens.check(kind)) {
            throw tokens.caretError(tokens.peek(), "syntax error");
        }
        return shift();
    }

    /** A rule whose first symbol lay at {@code base} is recognised: one symbol in place of its parts. */
    void reduce(int base) {
        depth = base + 1;
    }

    /** Sets the depth (a context the parser knows the original's symbols of). */
    void set(int symbols) {
        depth = symbols;
    }
}
