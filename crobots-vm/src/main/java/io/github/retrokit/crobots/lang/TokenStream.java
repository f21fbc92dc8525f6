package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.CompileDiagnostic;

/**
 * Up to two tokens of lookahead over the {@link Lexer}, read only on demand (so the lexer's echo never runs
 * ahead of the parser), the last identifier consumed (the original's STORE target for {@code ++}), and the
 * original's caret errors, which stop the echo right after the offending token.
 */
final class TokenStream {
    private final Lexer lexer;
    private final String source;
    private final Token[] lookahead = new Token[2];
    private int buffered;
    private Token lastIdentifier;

    TokenStream(Lexer lexer, String source) {
        this.lexer = lexer;
        this.source = source;
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
            lastIdentifier = t;
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

    /** The name of the last identifier consumed ({@code ""} before the first). */
    String lastIdentifier() {
        return lastIdentifier == null ? "" : lastIdentifier.name();
    }

    /** The last identifier consumed (null before the first). */
    Token lastIdentifierToken() {
        return lastIdentifier;
    }

    /** The next token, which must be of {@code kind}; otherwise a syntax error at it. */
    Token expect(TokenKind kind) throws CompileError {
        if (!check(kind)) {
            throw caretError(peek(), "syntax error");
        }
        return advance();
    }

    /** The original's yyerror: a caret under the token's last character, then the message; the echo stops. */
    CompileError caretError(Token at, String message) {
        lexer.stopEcho();
        String text = "\n" + " ".repeat(Math.max(0, at.caretColumn() - 1)) + "^\n** Error ** " + message;
        return new CompileError(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, at.line(), at.column(),
                message + " at " + at.describe(), text));
    }
}
