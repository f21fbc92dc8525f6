package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.program.Operator;

import java.util.Map;
import java.util.function.Consumer;

/**
 * The expressions of the CRobots grammar (K&amp;R precedence), for {@link Parser}: calls its
 * {@link CodeActions} as it recognises each part, shifting every token onto the original's {@link ParseStack}.
 * Like the original's grammar, and unlike C, any unary expression but a cast may stand left of an
 * assignment operator, and a call applies to any expression: both take the last name read as their target.
 */
final class ExpressionParser {
    private final TokenStream tokens;
    private final ParseStack stack;
    private final CodeActions actions;
    private final String source;
    private final Consumer<CompileDiagnostic> diagnostics;
    private final NameStack callNames = new NameStack();
    private final NameStack assignmentTargets = new NameStack();

    ExpressionParser(TokenStream tokens, ParseStack stack, CodeActions actions, String source,
                     Consumer<CompileDiagnostic> diagnostics) {
        this.tokens = tokens;
        this.stack = stack;
        this.actions = actions;
        this.source = source;
        this.diagnostics = diagnostics;
    }

    /** expression: assignment (there is no comma operator); one symbol on the stack once read. */
    void expression() throws CompileError {
        assignment();
    }

    /**
     * {@code u op= assignment} (right-associative), or a binary expression. Any unary expression but a cast
     * may stand left of the operator: its code is the "old value", and the STORE goes to the last identifier
     * read before the operator ({@code (d+1) %= 360} stores into d). The left side and the operator are one
     * symbol while the value is read.
     */
    private void assignment() throws CompileError {
        int base = stack.depth();
        boolean cast = unary(true);
        Operator op = OperatorTable.ASSIGNMENTS.get(tokens.peek().kind());
        if (op == null || cast) {
            binary(0, true);
            return;
        }
        Token at = stack.shift();
        stack.reduce(base);
        push(assignmentTargets, tokens.lastIdentifier(), at);
        assignment();
        actions.assignmentEnd(pop(assignmentTargets, at), op);
        stack.reduce(base);
    }

    /**
     * The left-associative binary levels, loosest ({@code ||}) first; with {@code leftParsed} the first
     * operand (a unary expression) is on the stack already. Each operator waits with its left operand.
     */
    private void binary(int level, boolean leftParsed) throws CompileError {
        if (level == OperatorTable.BINARY_LEVELS.size()) {
            if (!leftParsed) {
                unary(true);
            }
            return;
        }
        int base = stack.depth() - (leftParsed ? 1 : 0);
        Map<TokenKind, Operator> here = OperatorTable.BINARY_LEVELS.get(level);
        binary(level + 1, leftParsed);
        while (here.containsKey(tokens.peek().kind())) {
            Operator op = here.get(stack.shift().kind());
            binary(level + 1, false);
            actions.binary(op);
            stack.reduce(base);
        }
    }

    /**
     * Prefix {@code ++ -- - ! ~}, a cast (unless {@code castAllowed} is false: not right after {@code ++} or
     * {@code --}, where the original's grammar has none), or a postfix expression; true when it was a cast.
     */
    private boolean unary(boolean castAllowed) throws CompileError {
        int base = stack.depth();
        TokenKind kind = tokens.peek().kind();
        boolean cast = false;
        if (kind == TokenKind.INCR || kind == TokenKind.DECR) {
            stack.shift();
            unary(false);
            actions.step(tokens.lastIdentifier(), kind == TokenKind.INCR, false);
        } else if (OperatorTable.UNARY.containsKey(kind)) {
            stack.shift();
            unary(true);
            actions.unary(OperatorTable.UNARY.get(kind));
        } else if (kind == TokenKind.LPAREN) {
            stack.shift();
            cast = tokens.peek().kind().isSpecifier();
            if (cast && !castAllowed) {
                throw tokens.caretError(tokens.peek(), "syntax error");
            }
            if (cast) {
                castRest(base);
            } else {
                expression();
                stack.shift(TokenKind.RPAREN);
                stack.reduce(base);
                postfix(base);
            }
        } else {
            primary();
            postfix(base);
        }
        stack.reduce(base);
        return cast;
    }

    /**
     * {@code int long ...) e} after a cast's parenthesis: no code; the type name (specifiers, and maybe the
     * original's abstract declarator, {@code (int (())(long)) e}) is one symbol.
     */
    private void castRest(int base) throws CompileError {
        typeName();
        stack.shift(TokenKind.RPAREN);
        unary(true);
    }

    /** Specifiers (one symbol), then an abstract declarator if a parenthesis follows. */
    private void typeName() throws CompileError {
        int base = stack.depth();
        while (tokens.peek().kind().isSpecifier()) {
            stack.shift();
            stack.reduce(base);
        }
        if (tokens.check(TokenKind.LPAREN)) {
            abstractDeclarator();
            stack.reduce(base);
        }
    }

    /**
     * {@code ()}, {@code (d)} with d another, or {@code (t)} with t a type name; then any number of
     * {@code ()} or {@code (t)}.
     */
    private void abstractDeclarator() throws CompileError {
        int base = stack.depth();
        stack.shift(TokenKind.LPAREN);
        if (tokens.peek().kind().isSpecifier()) {
            typeName();
        } else if (!tokens.check(TokenKind.RPAREN)) {
            abstractDeclarator();
        }
        stack.shift(TokenKind.RPAREN);
        stack.reduce(base);
        while (tokens.check(TokenKind.LPAREN)) {
            stack.shift();
            if (tokens.peek().kind().isSpecifier()) {
                typeName();
            }
            stack.shift(TokenKind.RPAREN);
            stack.reduce(base);
        }
    }

    /**
     * Any number of {@code ++}, {@code --} and calls after a primary (one symbol, lying at {@code base}). A
     * call applies to any expression (its code stands where a function's slot is fetched) and calls the last
     * identifier read before its parenthesis: {@code 5(1)} calls it, {@code f(1)(2)} calls f twice.
     */
    private void postfix(int base) throws CompileError {
        while (true) {
            if (tokens.check(TokenKind.INCR) || tokens.check(TokenKind.DECR)) {
                boolean increment = stack.shift().kind() == TokenKind.INCR;
                actions.step(tokens.lastIdentifier(), increment, true);
                stack.reduce(base);
            } else if (tokens.check(TokenKind.LPAREN)) {
                call(base);
            } else {
                return;
            }
        }
    }

    /** A name or a constant: its FETCH or CONST comes before the next token is read. */
    private void primary() throws CompileError {
        Token t = tokens.peek();
        switch (t.kind()) {
            case IDENT -> {
                stack.shift();
                actions.variable(t);
            }
            case NUMBER -> {
                stack.shift();
                actions.constant(t.value());
            }
            default -> throw tokens.caretError(t, "syntax error");
        }
    }

    /**
     * {@code (a1, ..., an)} after a callee lying at {@code base}: callee and parenthesis are one symbol; from
     * the second argument on the argument list and a comma wait under it.
     */
    private void call(int base) throws CompileError {
        Token paren = stack.shift();
        stack.reduce(base);
        push(callNames, tokens.lastIdentifier(), paren);
        actions.callStart(paren);
        if (!tokens.check(TokenKind.RPAREN)) {
            assignment();
            while (tokens.check(TokenKind.COMMA)) {
                stack.shift();
                assignment();
                stack.reduce(base + 1);
            }
        }
        stack.shift(TokenKind.RPAREN);
        stack.reduce(base);
        actions.callEnd(paren, pop(callNames, paren));
    }

    /** Pushes a name, or reports the original's {@code **stackid**} when the stack is full (compiling goes on). */
    private void push(NameStack names, String name, Token at) {
        if (!names.push(name)) {
            diagnostics.accept(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, at.line(), at.column(),
                    "more than " + NameStack.CAPACITY + " nested calls or assignments", "\n\n**stackid**\n\n"));
        }
    }

    /** Pops a name; an empty stack gives its bottom entry and the original's {@code **popid**}. */
    private String pop(NameStack names, Token at) {
        String name = names.pop();
        if (name != null) {
            return name;
        }
        diagnostics.accept(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, at.line(), at.column(),
                "name stack empty (after a refused push)", "\n\n**popid**\n\n"));
        return names.bottom();
    }
}
