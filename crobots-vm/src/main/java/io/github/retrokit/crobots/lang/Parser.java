package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.CompileDiagnostic;
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

    private final String source;
    private final Consumer<CompileDiagnostic> diagnostics;
    private final CodeActions actions;
    private final TokenStream tokens;
    private int ifDepth;
    private int whileDepth;
    private int stackDepth;
    private final NameStack callNames = new NameStack();
    private final NameStack assignmentTargets = new NameStack();
    private boolean inFunction;

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
    }

    /** Parses the whole file (at least one declaration or function: an empty file is a syntax error); the first error ends it. */
    public void parseFile() throws CompileError {
        topLevel();
        if (!check(TokenKind.EOF)) {
            enter(1); // the list of declarations and functions, from the second on (measured)
            do {
                topLevel();
            } while (!check(TokenKind.EOF));
        }
    }

    /**
     * An external declaration (specifiers, then declarators, possibly none: {@code int ;}) or a function
     * definition (specifiers optional). A name without specifiers must start a function; with specifiers, a
     * first declarator with parameter lists is a function when a body (or K&amp;R declarations) follows.
     */
    private void topLevel() throws CompileError {
        boolean specified = specifiers();
        if (specified && match(TokenKind.SEMI)) {
            return;
        }
        Token name = expect(TokenKind.IDENT);
        actions.declare(name); // before the next token is read, as the original's lexer enters names
        if (check(TokenKind.LPAREN)) {
            int parameters = parameterLists(name);
            if (!specified || check(TokenKind.LBRACE) || peek().kind().isSpecifier()) {
                functionBody(name, parameters); // without specifiers a body must follow: f(x); is an error
            } else {
                declarators(name, true);
            }
        } else if (check(TokenKind.LBRACE) || peek().kind().isSpecifier()) {
            // a head without parameter list (the original's new function is not called: the body goes on
            // compiling as more of the previous function, and the original crashes when there is none)
            actions.headWithoutParameters(name);
            functionBody(name, 0);
        } else if (specified) {
            declarators(name, true);
        } else {
            throw syntaxError(peek());
        }
    }

    /** A declaration inside a function (or among K&amp;R parameter declarations): specifiers, then declarators. */
    private void declaration() throws CompileError {
        specifiers();
        if (!match(TokenKind.SEMI)) {
            Token first = expect(TokenKind.IDENT);
            actions.declare(first);
            declarators(first, false);
        }
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

    /** K&amp;R parameter declarations and the body. */
    private void functionBody(Token name, int parameters) throws CompileError {
        inFunction = true;
        boolean kAndR = false;
        while (!check(TokenKind.LBRACE)) { // K&R parameter declarations: each starts with a specifier
            if (!peek().kind().isSpecifier()) {
                throw syntaxError(peek());
            }
            declaration();
            kAndR = true;
        }
        block(kAndR ? 4 : 3); // the yacc stack holds 3 entries at a function's first statement, 4 after K&R declarations
        inFunction = false;
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

    /**
     * Declarators from the first name (declared already) up to the {@code ;}, warning about initializers like
     * the original; with {@code firstDone} the first declarator's parameter lists, if any, have been read.
     */
    private void declarators(Token first, boolean firstDone) throws CompileError {
        Token name = first;
        boolean suffixRead = firstDone;
        while (true) {
            if (!suffixRead && check(TokenKind.LPAREN)) {
                parameterLists(name); // a function declarator, int f(x)
            }
            suffixRead = false;
            boolean initialized = match(TokenKind.ASSIGN);
            if (initialized) {
                charged(inFunction ? 3 : 4, this::assignment);
                if (!check(TokenKind.COMMA) && !check(TokenKind.SEMI)) {
                    // the original reduces the initializer (and warns) before it sees the syntax error
                    actions.initializer();
                    warn(peek(), "unsupported initializer", "\n**Warning** unsupported initializer\n");
                    throw syntaxError(peek());
                }
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
            actions.declare(name);
        }
    }

    /** Any sequence of {@code int long auto register extern} (all ignored); true when there was one. */
    private boolean specifiers() {
        boolean any = false;
        while (peek().kind().isSpecifier()) {
            advance();
            any = true;
        }
        return any;
    }

    /** {@code { declarations... statements... }}, charged {@code cost} stack entries. */
    private void block(int cost) throws CompileError {
        expect(TokenKind.LBRACE);
        enter(cost);
        // measured: the declarations take one entry after the first, the statements one from the second on
        int lists = 0;
        while (peek().kind().isSpecifier()) {
            declaration();
            lists += listGoesOn(lists == 0);
        }
        int declarations = lists;
        while (!check(TokenKind.RBRACE)) {
            statement();
            lists += listGoesOn(lists == declarations);
        }
        advance();
        leave(cost + lists);
    }

    /** One more stack entry when {@code first} (the first item of a list has just been read). */
    private int listGoesOn(boolean first) throws CompileError {
        if (first) {
            enter(1);
            return 1;
        }
        return 0;
    }

    private void statement() throws CompileError {
        switch (peek().kind()) {
            case LBRACE -> block(1);
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
        charged(2, this::parenthesized);
        if (++ifDepth > NEST_LIMIT) {
            throw error(keyword, "'if' nest level exceeded", "\n** Error ** 'if' nest level exceeded\n");
        }
        int condition = actions.ifCondition();
        charged(1, this::statement);
        int thenEnd = actions.ifThenEnd(condition);
        if (match(TokenKind.ELSE)) {
            charged(3, this::statement);
        }
        actions.ifEnd(thenEnd);
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
        charged(2, this::parenthesized);
        if (++whileDepth > NEST_LIMIT) {
            throw error(keyword, "'while' nest level exceeded", "\n** Error ** 'while' nest level exceeded\n");
        }
        int condition = actions.whileCondition();
        charged(1, this::statement);
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
            charged(1, this::expression);
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

    /**
     * {@code u op= assignment} (right-associative), or a binary expression. Like the original's grammar, any
     * unary expression but a cast may stand left of the operator: its code is the "old value", and the
     * STORE goes to the last identifier read before the operator ({@code (d+1) %= 360} stores into d).
     */
    private void assignment() throws CompileError {
        boolean cast = unary();
        Operator op = OperatorTable.ASSIGNMENTS.get(peek().kind());
        if (op == null || cast) {
            binary(0, true);
            return;
        }
        Token at = advance();
        push(assignmentTargets, tokens.lastIdentifier(), at);
        charged(1, this::assignment);
        actions.assignmentEnd(pop(assignmentTargets, at), op);
    }

    /**
     * The left-associative binary levels, loosest ({@code ||}) first; with {@code leftParsed} the first
     * operand (a unary expression) has already been read.
     */
    private void binary(int level, boolean leftParsed) throws CompileError {
        if (level == OperatorTable.BINARY_LEVELS.size()) {
            if (!leftParsed) {
                unary();
            }
            return;
        }
        Map<TokenKind, Operator> here = OperatorTable.BINARY_LEVELS.get(level);
        binary(level + 1, leftParsed);
        while (here.containsKey(peek().kind())) {
            Operator op = here.get(advance().kind());
            charged(2, () -> binary(level + 1, false));
            actions.binary(op);
        }
    }

    /** Prefix {@code ++ -- - ! ~}, casts, or a postfix expression; true when it was a cast. */
    private boolean unary() throws CompileError {
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
            return true;
        } else {
            postfix();
        }
        return false;
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

    /**
     * A primary followed by any number of {@code ++}, {@code --} and calls. Like the original, a call applies
     * to any expression (its code stands where a function's slot is fetched) and calls the last identifier
     * read before its parenthesis: {@code 5(1)} calls it, {@code f(1)(2)} calls f twice.
     */
    private void postfix() throws CompileError {
        primary();
        while (true) {
            if (check(TokenKind.INCR) || check(TokenKind.DECR)) {
                boolean increment = advance().kind() == TokenKind.INCR;
                actions.step(tokens.lastIdentifier(), increment, true);
            } else if (check(TokenKind.LPAREN)) {
                call();
            } else {
                return;
            }
        }
    }

    /**
     * A name, a constant or a parenthesized expression. A name or constant before a {@code )} takes one more
     * yacc stack entry once that parenthesis is read (the original's stack overflows there, caret under it).
     */
    private void primary() throws CompileError {
        Token t = peek();
        switch (t.kind()) {
            case IDENT -> {
                advance();
                actions.variable(t); // a name is always a primary: its FETCH comes before the next token is read
                leaf();
            }
            case NUMBER -> {
                advance();
                actions.constant(t.value());
                leaf();
            }
            case LPAREN -> {
                enter(1); // an overflow is reported at the parenthesis itself
                advance();
                expression();
                expect(TokenKind.RPAREN);
                leave(1);
            }
            default -> throw syntaxError(t);
        }
    }

    /**
     * {@code (a1, ..., an)} after a callee. The parse stack holds the callee and the parenthesis while the
     * first argument is read, and the argument list and a comma as well while a later one is.
     */
    private void call() throws CompileError {
        enter(1); // an overflow is reported at the parenthesis itself
        Token paren = advance();
        push(callNames, tokens.lastIdentifier(), paren);
        actions.callStart(paren);
        if (!check(TokenKind.RPAREN)) {
            assignment();
            if (match(TokenKind.COMMA)) {
                enter(2); // the argument list and the comma, from the second argument on
                do {
                    assignment();
                } while (match(TokenKind.COMMA));
                leave(2);
            }
        }
        expect(TokenKind.RPAREN);
        leave(1);
        actions.callEnd(paren, pop(callNames, paren));
    }

    /** A name or constant followed by {@code )} holds one more entry when that parenthesis is read (measured). */
    private void leaf() throws CompileError {
        if (check(TokenKind.RPAREN)) {
            charged(1, this::peek);
        }
    }

    /** Pushes a name, or reports the original's {@code **stackid**} when the stack is full (compiling goes on). */
    private void push(NameStack stack, String name, Token at) {
        if (!stack.push(name)) {
            diagnostics.accept(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, at.line(), at.column(),
                    "more than " + NameStack.CAPACITY + " nested calls or assignments", "\n\n**stackid**\n\n"));
        }
    }

    /** Pops a name; an empty stack gives its bottom entry and the original's {@code **popid**}. */
    private String pop(NameStack stack, Token at) {
        String name = stack.pop();
        if (name != null) {
            return name;
        }
        diagnostics.accept(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, at.line(), at.column(),
                "name stack empty (after a refused push)", "\n\n**popid**\n\n"));
        return stack.bottom();
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

    private CompileError error(Token at, String message, String text) {
        return new CompileError(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, at.line(), at.column(), message, text));
    }

    private void warn(Token at, String message, String text) {
        diagnostics.accept(new CompileDiagnostic(CompileDiagnostic.Severity.WARNING, source, at.line(), at.column(), message, text));
    }
}
