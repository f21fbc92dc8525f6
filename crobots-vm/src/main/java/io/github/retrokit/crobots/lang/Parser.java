package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.CompileDiagnostic;

import java.util.function.Consumer;

/**
 * Recursive-descent parser of the CRobots C subset (the manual's section 7, K&amp;R precedence), one method
 * per grammar rule (expressions in {@link ExpressionParser}). Like the original's yacc parser it compiles in
 * one pass: it calls its {@link CodeActions} as it recognises each construct and reads tokens only when it
 * needs them, so the lexer's echo, the code, the warnings and any error interleave as in the original (a
 * function ends right after its closing brace is read). It shifts every token onto a model of the original's
 * parse stack ({@link ParseStack}), which overflows where the original's does. The first error throws
 * {@link CompileError} with the original's text.
 */
public final class Parser {
    /** Open {@code if} statements allowed at once (and separately {@code while}). */
    public static final int NEST_LIMIT = 16;
    /** The grammar symbols the original's yacc parse stack holds. */
    public static final int STACK_LIMIT = ParseStack.LIMIT;

    private final String source;
    private final Consumer<CompileDiagnostic> diagnostics;
    private final CodeActions actions;
    private final TokenStream tokens;
    private final ParseStack stack;
    private final ExpressionParser expressions;
    private int ifDepth;
    private int whileDepth;

    /**
     * A parser reading {@code lexer} and calling {@code actions} as it recognises each construct;
     * {@code source} names the file in diagnostics; warnings and the errors that let compiling go on go to
     * {@code diagnostics} when they occur.
     */
    public Parser(Lexer lexer, String source, Consumer<CompileDiagnostic> diagnostics, CodeActions actions) {
        this.tokens = new TokenStream(lexer, source);
        this.source = source;
        this.diagnostics = diagnostics;
        this.actions = actions;
        this.stack = new ParseStack(tokens);
        this.expressions = new ExpressionParser(tokens, stack, actions, source, diagnostics);
    }

    /**
     * Parses the whole file (at least one declaration or function: an empty file is a syntax error); the
     * first error ends it. From the second item on, the list of items so far lies under each.
     */
    public void parseFile() throws CompileError {
        topLevel();
        while (!check(TokenKind.EOF)) {
            stack.set(1);
            topLevel();
        }
    }

    /**
     * An external declaration (specifiers, then declarators, possibly none: {@code int ;}) or a function
     * definition (specifiers optional). A name without specifiers must start a function; with specifiers, a
     * first declarator with parameter lists is a function when a body (or K&amp;R declarations) follows.
     */
    private void topLevel() throws CompileError {
        int base = stack.depth();
        boolean specified = specifiers();
        if (specified && check(TokenKind.SEMI)) {
            stack.shift();
            stack.reduce(base);
            return;
        }
        Token name = stack.shift(TokenKind.IDENT);
        actions.declare(name); // before the next token is read, as the original's lexer enters names
        int head = specified ? base + 1 : base;
        if (check(TokenKind.LPAREN)) {
            int parameters = parameterLists(name);
            if (!specified || check(TokenKind.LBRACE) || peek().kind().isSpecifier()) {
                functionBody(head, name, parameters); // without specifiers a body must follow: f(x); is an error
            } else {
                declarators(base, name, true);
            }
        } else if (check(TokenKind.LBRACE) || peek().kind().isSpecifier()) {
            // a head without parameter list (the original's new function is not called: the body goes on
            // compiling as more of the previous function, and the original crashes when there is none)
            actions.headWithoutParameters(name);
            functionBody(head, name, 0);
        } else if (specified) {
            declarators(base, name, true);
        } else {
            throw syntaxError(peek());
        }
        stack.reduce(base);
    }

    /** A declaration inside a function (or among K&amp;R parameter declarations): specifiers, then declarators. */
    private void declaration() throws CompileError {
        int base = stack.depth();
        specifiers();
        if (check(TokenKind.SEMI)) {
            stack.shift();
        } else {
            Token first = stack.shift(TokenKind.IDENT);
            actions.declare(first);
            declarators(base, first, false);
        }
        stack.reduce(base);
    }

    /**
     * The parameter lists of a function head or function declarator, {@code f(a, b)}: its parameters become
     * locals and, when the list closes, f is the original's new function. The head may go on with more lists:
     * {@code f(a)(b)} adds parameter b and then makes "a" (the last name read) the new function. Returns the
     * number of parameters.
     */
    private int parameterLists(Token name) throws CompileError {
        int parameters = parameterList();
        actions.parametersClosed(name, parameters);
        while (check(TokenKind.LPAREN)) {
            Token last = tokens.lastIdentifierToken();
            parameters += parameterList();
            actions.parametersClosed(last, parameters);
        }
        return parameters;
    }

    /** K&amp;R parameter declarations and the body; the head is one symbol, lying at {@code base}. */
    private void functionBody(int base, Token name, int parameters) throws CompileError {
        stack.reduce(base);
        while (!check(TokenKind.LBRACE)) { // K&R parameter declarations: each starts with a specifier
            if (!peek().kind().isSpecifier()) {
                throw syntaxError(peek());
            }
            declaration();
            stack.reduce(base + 1); // the K&R declarations so far
        }
        stack.shift();
        blockContents();
        actions.functionEnd(name, parameters);
        stack.reduce(base);
    }

    /** {@code ( p1, ..., pk )}; returns k. */
    private int parameterList() throws CompileError {
        stack.shift(TokenKind.LPAREN);
        int count = 0;
        boolean more = !check(TokenKind.RPAREN);
        while (more) {
            actions.parameter(stack.shift(TokenKind.IDENT));
            count++;
            more = check(TokenKind.COMMA);
            if (more) {
                stack.shift();
            }
        }
        stack.shift(TokenKind.RPAREN);
        return count;
    }

    /**
     * Declarators from the first name (declared and shifted already) up to the {@code ;}, warning about
     * initializers like the original; with {@code firstDone} the first declarator's parameter lists, if any,
     * have been read. The specifiers lie at {@code base}.
     */
    private void declarators(int base, Token first, boolean firstDone) throws CompileError {
        Token name = first;
        boolean suffixRead = firstDone;
        int declarator = base + 1;
        while (true) {
            if (!suffixRead && check(TokenKind.LPAREN)) {
                parameterLists(name); // a function declarator, int f(x)
            }
            suffixRead = false;
            stack.reduce(declarator);
            boolean initialized = check(TokenKind.ASSIGN);
            if (initialized) {
                stack.shift();
                if (check(TokenKind.LBRACE)) {
                    // {a, {b, c},}: each value's code, then one CHOP, warned at the closing brace
                    Token close = braceInitializer();
                    actions.initializer();
                    warn(close, "unsupported initializer", "\n**Warning** unsupported initializer\n");
                    initialized = false;
                } else {
                    expressions.expression();
                }
                if (!check(TokenKind.COMMA) && !check(TokenKind.SEMI) && initialized) {
                    // the original reduces the initializer (and warns) before it sees the syntax error
                    actions.initializer();
                    warn(peek(), "unsupported initializer", "\n**Warning** unsupported initializer\n");
                    throw syntaxError(peek());
                }
            }
            stack.reduce(declarator);
            stack.reduce(base + 1); // the list of declarators so far
            declarator = base + 3; // the next lies on the list and a comma
            boolean more = check(TokenKind.COMMA);
            Token separator = more ? stack.shift() : stack.shift(TokenKind.SEMI);
            if (initialized) {
                actions.initializer();
                warn(separator, "unsupported initializer", "\n**Warning** unsupported initializer\n");
            }
            if (!more) {
                stack.reduce(base);
                return;
            }
            name = stack.shift(TokenKind.IDENT);
            actions.declare(name);
        }
    }

    /** {@code { v, ... }} (values or braced lists, a comma may end it, not empty); returns the closing brace. */
    private Token braceInitializer() throws CompileError {
        int base = stack.depth();
        stack.shift();
        while (true) {
            if (check(TokenKind.LBRACE)) {
                braceInitializer();
            } else {
                expressions.expression();
            }
            stack.reduce(base + 1); // the values so far
            if (!check(TokenKind.COMMA)) {
                break;
            }
            stack.shift();
            if (check(TokenKind.RBRACE)) {
                break;
            }
        }
        Token close = stack.shift(TokenKind.RBRACE);
        stack.reduce(base);
        return close;
    }

    /** Any sequence of {@code int long auto register extern} (ignored, one symbol); true when there was one. */
    private boolean specifiers() throws CompileError {
        int base = stack.depth();
        boolean any = false;
        while (peek().kind().isSpecifier()) {
            stack.shift();
            stack.reduce(base);
            any = true;
        }
        return any;
    }

    /** A block's declarations and statements and its {@code }}, its {@code {} shifted. */
    private void blockContents() throws CompileError {
        int base = stack.depth();
        while (peek().kind().isSpecifier()) {
            declaration();
            stack.reduce(base); // the declarations so far
        }
        int statements = stack.depth();
        while (!check(TokenKind.RBRACE)) {
            statement();
            stack.reduce(statements); // the statements so far
        }
        stack.shift();
    }

    private void statement() throws CompileError {
        int base = stack.depth();
        switch (peek().kind()) {
            case LBRACE -> {
                stack.shift();
                blockContents();
            }
            case IF -> ifStatement();
            case WHILE -> whileStatement();
            case RETURN -> returnStatement();
            case BREAK -> breakStatement();
            case SEMI -> stack.shift();
            default -> expressionStatement();
        }
        stack.reduce(base);
    }

    /** {@code if (c)} is one symbol while the branches are read; an else branch lies on three. */
    private void ifStatement() throws CompileError {
        int base = stack.depth();
        Token keyword = stack.shift();
        parenthesized();
        stack.reduce(base);
        if (++ifDepth > NEST_LIMIT) {
            throw error(keyword, "'if' nest level exceeded", "\n** Error ** 'if' nest level exceeded\n");
        }
        int condition = actions.ifCondition();
        statement();
        int thenEnd = actions.ifThenEnd(condition);
        if (check(TokenKind.ELSE)) {
            stack.shift();
            statement();
        }
        actions.ifEnd(thenEnd);
        ifDepth--;
    }

    private void whileStatement() throws CompileError {
        int base = stack.depth();
        Token keyword = stack.shift();
        int start = actions.whileStart();
        parenthesized();
        stack.reduce(base);
        if (++whileDepth > NEST_LIMIT) {
            throw error(keyword, "'while' nest level exceeded", "\n** Error ** 'while' nest level exceeded\n");
        }
        int condition = actions.whileCondition();
        statement();
        actions.whileEnd(start, condition);
        whileDepth--;
    }

    private void parenthesized() throws CompileError {
        stack.shift(TokenKind.LPAREN);
        expressions.expression();
        stack.shift(TokenKind.RPAREN);
    }

    private void returnStatement() throws CompileError {
        stack.shift();
        boolean withValue = !check(TokenKind.SEMI);
        if (withValue) {
            expressions.expression();
        }
        stack.shift(TokenKind.SEMI);
        actions.returnStatement(withValue);
    }

    private void breakStatement() throws CompileError {
        stack.shift();
        Token semi = stack.shift(TokenKind.SEMI);
        warn(semi, "unsupported break", "\n**Warning** unsupported break\n");
    }

    private void expressionStatement() throws CompileError {
        expressions.expression();
        stack.shift(TokenKind.SEMI);
        actions.expressionStatement();
    }

    // ---- token helpers ----

    private Token peek() {
        return tokens.peek();
    }

    private boolean check(TokenKind kind) {
        return tokens.check(kind);
    }

    private CompileError syntaxError(Token at) {
        return tokens.caretError(at, "syntax error");
    }

    private CompileError error(Token at, String message, String text) {
        return new CompileError(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, at.line(), at.column(), message, text));
    }

    private void warn(Token at, String message, String text) {
        diagnostics.accept(new CompileDiagnostic(CompileDiagnostic.Severity.WARNING, source, at.line(), at.column(), message, text));
    }
}
