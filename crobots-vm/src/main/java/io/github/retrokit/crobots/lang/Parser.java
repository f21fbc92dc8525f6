package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.Operator;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Recursive-descent parser of the CRobots C subset (the manual's section 7, K&amp;R precedence), one method
 * per grammar rule. Like the original's yacc parser it compiles in one pass: it calls its {@link CodeActions}
 * as it recognises each construct and reads tokens only when it needs them, so the lexer's echo, the code,
 * the warnings and any error interleave as in the original (a function ends right after its closing brace
 * is read). The first error throws {@link CompileError} with the original's text.
 */
public final class Parser {
    /** Open {@code if} statements allowed at once (and separately {@code while}). */
    public static final int NEST_LIMIT = 16;
    /**
     * The original's yacc stack has 150 entries; each open construct here is charged the entries a yacc
     * parser of the grammar holds for it (an approximation: the original's tables are not reproduced).
     */
    public static final int STACK_LIMIT = 150;
    /** Open call argument lists the original can hold; one more fails without a message. */
    public static final int CALL_LIMIT = 63;
    /** The original fails, without a message, when this many assignments are open at once. */
    public static final int ASSIGNMENT_LIMIT = 63;

    private final String source;
    private final Consumer<Diagnostic> warnings;
    private final CodeActions actions;
    private final TokenStream tokens;
    private int ifDepth;
    private int whileDepth;
    private int stackDepth;
    private int callDepth;
    private int assignmentDepth;

    /**
     * A parser reading {@code lexer} and calling {@code actions} as it recognises each construct;
     * {@code source} names the file in diagnostics; warnings go to {@code warnings} when they occur.
     */
    public Parser(Lexer lexer, String source, Consumer<Diagnostic> warnings, CodeActions actions) {
        this.tokens = new TokenStream(lexer, source);
        this.source = source;
        this.warnings = warnings;
        this.actions = actions;
    }

    /** Parses the whole file; the first error ends it. */
    public void parseFile() throws CompileError {
        while (!check(TokenKind.EOF)) {
            topLevel();
        }
    }

    /** An external declaration or a function definition. */
    private void topLevel() throws CompileError {
        specifiers();
        Token name = expect(TokenKind.IDENT);
        if (check(TokenKind.LPAREN)) {
            function(name);
        } else {
            declaratorsFrom(name);
        }
    }

    private void function(Token name) throws CompileError {
        actions.functionStart(name);
        int parameters = parameterList();
        actions.parametersClosed(name);
        if (match(TokenKind.SEMI)) {
            actions.prototype(name, parameters);
            return;
        }
        while (!check(TokenKind.LBRACE)) {
            specifiers();
            declaratorsFrom(expect(TokenKind.IDENT));
        }
        charged(2, this::block);
        actions.functionEnd(name, parameters);
    }

    /** {@code ( p1, ..., pk )}; returns k. */
    private int parameterList() throws CompileError {
        expect(TokenKind.LPAREN);
        int count = 0;
        if (!check(TokenKind.RPAREN)) {
            do {
                actions.parameter(expect(TokenKind.IDENT));
                count++;
            } while (match(TokenKind.COMMA));
        }
        expect(TokenKind.RPAREN);
        return count;
    }

    /** Declarators from the first name up to the {@code ;}, warning about initializers like the original. */
    private void declaratorsFrom(Token first) throws CompileError {
        Token name = first;
        while (true) {
            actions.declare(name);
            boolean initialized = match(TokenKind.ASSIGN);
            if (initialized) {
                assignment();
            }
            boolean more = check(TokenKind.COMMA);
            Token separator = more ? advance() : expect(TokenKind.SEMI);
            if (initialized) {
                actions.initializer();
                warn(separator, "unsupported initializer", "\n**Warning** unsupported initializer\n");
            }
            if (!more) {
                return;
            }
            name = expect(TokenKind.IDENT);
        }
    }

    private void specifiers() {
        if (check(TokenKind.EXTERN) || check(TokenKind.AUTO) || check(TokenKind.REGISTER)) {
            advance();
        }
        if (check(TokenKind.INT) || check(TokenKind.LONG)) {
            advance();
        }
    }

    /** {@code { declarations... statements... }}. */
    private void block() throws CompileError {
        enter(3);
        expect(TokenKind.LBRACE);
        while (peek().kind().isSpecifier()) {
            specifiers();
            declaratorsFrom(expect(TokenKind.IDENT));
        }
        while (!check(TokenKind.RBRACE)) {
            statement();
        }
        advance();
        leave(3);
    }

    private void statement() throws CompileError {
        switch (peek().kind()) {
            case LBRACE -> block();
            case IF -> ifStatement();
            case WHILE -> whileStatement();
            case RETURN -> returnStatement();
            case BREAK -> breakStatement();
            case SEMI -> advance();
            default -> expressionStatement();
        }
    }

    private void ifStatement() throws CompileError {
        Token keyword = advance();
        parenthesized();
        if (++ifDepth > NEST_LIMIT) {
            throw error(keyword, "'if' nest level exceeded", "\n** Error ** 'if' nest level exceeded\n");
        }
        int condition = actions.ifCondition();
        enter(4);
        statement();
        int thenEnd = actions.ifThenEnd(condition);
        if (match(TokenKind.ELSE)) {
            charged(2, this::statement);
        }
        actions.ifEnd(thenEnd);
        leave(4);
        ifDepth--;
    }

    /** A rule the original's parser holds {@code cost} stack entries open for. */
    private interface Rule {
        void parse() throws CompileError;
    }

    private void charged(int cost, Rule rule) throws CompileError {
        enter(cost);
        rule.parse();
        leave(cost);
    }

    private void whileStatement() throws CompileError {
        Token keyword = advance();
        int start = actions.whileStart();
        parenthesized();
        if (++whileDepth > NEST_LIMIT) {
            throw error(keyword, "'while' nest level exceeded", "\n** Error ** 'while' nest level exceeded\n");
        }
        int condition = actions.whileCondition();
        charged(4, this::statement);
        actions.whileEnd(start, condition);
        whileDepth--;
    }

    private void parenthesized() throws CompileError {
        expect(TokenKind.LPAREN);
        expression();
        expect(TokenKind.RPAREN);
    }

    private void returnStatement() throws CompileError {
        advance();
        boolean withValue = !match(TokenKind.SEMI);
        if (withValue) {
            expression();
            expect(TokenKind.SEMI);
        }
        actions.returnStatement(withValue);
    }

    private void breakStatement() throws CompileError {
        advance();
        Token semi = expect(TokenKind.SEMI);
        warn(semi, "unsupported break", "\n**Warning** unsupported break\n");
    }

    private void expressionStatement() throws CompileError {
        expression();
        expect(TokenKind.SEMI);
        actions.expressionStatement();
    }

    /** expression: assignment (there is no comma operator). */
    private void expression() throws CompileError {
        assignment();
    }

    /** {@code v op= assignment} (right-associative), or a binary expression. */
    private void assignment() throws CompileError {
        if (check(TokenKind.IDENT) && OperatorTable.ASSIGNMENTS.containsKey(peek2().kind())) {
            Token target = advance();
            Operator op = OperatorTable.ASSIGNMENTS.get(advance().kind());
            if (++assignmentDepth >= ASSIGNMENT_LIMIT) {
                throw silentError(target, ASSIGNMENT_LIMIT + " nested assignments");
            }
            actions.assignmentStart(target);
            charged(2, this::assignment);
            actions.assignmentEnd(target, op);
            assignmentDepth--;
            return;
        }
        binary(0);
    }

    /** The left-associative binary levels, loosest ({@code ||}) first. */
    private void binary(int level) throws CompileError {
        if (level == OperatorTable.BINARY_LEVELS.size()) {
            unary();
            return;
        }
        Map<TokenKind, Operator> here = OperatorTable.BINARY_LEVELS.get(level);
        binary(level + 1);
        while (here.containsKey(peek().kind())) {
            Operator op = here.get(advance().kind());
            charged(2, () -> binary(level + 1));
            actions.binary(op);
        }
    }

    /** Prefix {@code ++ -- - ! ~}, casts, or a postfix expression. */
    private void unary() throws CompileError {
        TokenKind kind = peek().kind();
        if (kind == TokenKind.INCR || kind == TokenKind.DECR) {
            advance();
            nested();
            actions.step(tokens.lastIdentifier(), kind == TokenKind.INCR, false);
        } else if (OperatorTable.UNARY.containsKey(kind)) {
            advance();
            nested();
            actions.unary(OperatorTable.UNARY.get(kind));
        } else if (kind == TokenKind.LPAREN && peek2().kind().isSpecifier()) {
            cast();
        } else {
            postfix();
        }
    }

    /** {@code (int) e}, {@code (long) e}, ...: no code. */
    private void cast() throws CompileError {
        advance();
        while (peek().kind().isSpecifier()) {
            advance();
        }
        expect(TokenKind.RPAREN);
        nested();
    }

    private void nested() throws CompileError {
        charged(1, this::unary);
    }

    private void postfix() throws CompileError {
        primary();
        while (check(TokenKind.INCR) || check(TokenKind.DECR)) {
            boolean increment = advance().kind() == TokenKind.INCR;
            actions.step(tokens.lastIdentifier(), increment, true);
        }
    }

    private void primary() throws CompileError {
        Token t = peek();
        switch (t.kind()) {
            case IDENT -> {
                advance();
                if (check(TokenKind.LPAREN)) {
                    call(t);
                } else {
                    actions.variable(t);
                }
            }
            case NUMBER -> {
                advance();
                actions.constant(t.value());
            }
            case LPAREN -> {
                advance();
                charged(1, this::expression);
                expect(TokenKind.RPAREN);
            }
            default -> throw syntaxError(t);
        }
    }

    /**
     * {@code f(a1, ..., an)}. The parse stack holds the name and the parenthesis while the first argument is
     * read, and the argument list and a comma as well while a later one is.
     */
    private void call(Token name) throws CompileError {
        advance();
        if (++callDepth > CALL_LIMIT) {
            throw silentError(name, "more than " + CALL_LIMIT + " nested calls");
        }
        actions.callStart(name);
        enter(2);
        if (!check(TokenKind.RPAREN)) {
            assignment();
            if (check(TokenKind.COMMA)) {
                enter(2);
                while (match(TokenKind.COMMA)) {
                    assignment();
                }
                leave(2);
            }
        }
        expect(TokenKind.RPAREN);
        leave(2);
        callDepth--;
        actions.callEnd(name);
    }

    // ---- token helpers ----

    private Token peek() {
        return tokens.peek();
    }

    private Token peek2() {
        return tokens.peek2();
    }

    private Token advance() {
        return tokens.advance();
    }

    private boolean check(TokenKind kind) {
        return tokens.check(kind);
    }

    private boolean match(TokenKind kind) {
        return tokens.match(kind);
    }

    private Token expect(TokenKind kind) throws CompileError {
        return tokens.expect(kind);
    }

    private void enter(int cost) throws CompileError {
        stackDepth += cost;
        if (stackDepth > STACK_LIMIT) {
            throw tokens.caretError(peek(), "yacc stack overflow");
        }
    }

    private void leave(int cost) {
        stackDepth -= cost;
    }

    private CompileError syntaxError(Token at) {
        return tokens.caretError(at, "syntax error");
    }

    /** A limit at which the original fails without printing anything (its internal stacks are full). */
    private CompileError silentError(Token at, String what) {
        return error(at, what + " (the original fails without a message)", "");
    }

    private CompileError error(Token at, String message, String text) {
        return new CompileError(new Diagnostic(Diagnostic.Severity.ERROR, source, at.line(), at.column(), message, text));
    }

    private void warn(Token at, String message, String text) {
        warnings.accept(new Diagnostic(Diagnostic.Severity.WARNING, source, at.line(), at.column(), message, text));
    }
}
