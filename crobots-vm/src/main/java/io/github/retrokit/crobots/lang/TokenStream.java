package io.github.retrokit.crobots.lang;

/**
 * Up to two tokens of lookahead over the {@link Lexer}, read only on demand (so the lexer's echo never runs
 * ahead of the parser), and the last identifier consumed (the original's STORE target for {@code ++}).
 */
final class TokenStream {
    private final Lexer lexer;
    private final Token[] lookahead = new Token[2];
    private int buffered;
    private String lastIdentifier = "";

    TokenStream(Lexer lexer) {
        this.lexer = lexer;
    }

    Token peek() {
        if (buffered == 0) {
            lookahead[buffered++] = lexer.next();
        }
        return lookahead[0];
    }

    Token peek2() {
        peek();
        if (buffered == 1) {
            lookahead[buffered++] = lexer.next();
        }
        return lookahead[1];
    }

    Token advance() {
        Token t = peek();
        lookahead[0] = lookahead[1];
        buffered--;
        if (t.kind() == TokenKind.IDENT) {
            lastIdentifier = t.name();
        }
        return t;
    }

    boolean check(TokenKind kind) {
        return peek().kind() == kind;
    }

    boolean match(TokenKind kind) {
        if (check(kind)) {
            advance();
            return true;
        }
        return false;
    }

    String lastIdentifier() {
        return lastIdentifier;
    }
}
