package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.Operator;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Recursive-descent parser of the CRobots C subset (the manual's section 7, K&amp;R precedence), one method
 * per grammar rule. It reads tokens only when it needs them, so the lexer's echo and the warnings it reports
 * interleave exactly as in the original (a function is returned right after its closing brace is read).
 * The first error throws {@link CompileError} with the original's text.
 */
public final class Parser {
    /** Open {@code if} statements allowed at once (and separately {@code while}). */
    public static final int NEST_LIMIT = 16;
    /**
     * The original's yacc stack has 150 entries; each open construct here is charged the entries a yacc
     * parser of the grammar holds for it (an approximation: the original's tables are not reproduced).
     */
    public static final int STACK_LIMIT = 150;

    private static final List<Map<TokenKind, Operator>> BINARY_LEVELS = List.of(
            ops(TokenKind.OR_OR, Operator.LOGICAL_OR),
            ops(TokenKind.AND_AND, Operator.LOGICAL_AND),
            ops(TokenKind.BAR, Operator.OR),
            ops(TokenKind.CARET, Operator.XOR),
            ops(TokenKind.AMP, Operator.AND),
            ops(TokenKind.EQ_EQ, Operator.EQ, TokenKind.NOT_EQ, Operator.NOT_EQ),
            ops(TokenKind.LESS, Operator.LESS, TokenKind.GREATER, Operator.GREATER,
                    TokenKind.LESS_EQ, Operator.LESS_EQ, TokenKind.GREATER_EQ, Operator.GREATER_EQ),
            ops(TokenKind.SHL, Operator.SHL, TokenKind.SHR, Operator.SHR),
            ops(TokenKind.PLUS, Operator.ADD, TokenKind.MINUS, Operator.SUB),
            ops(TokenKind.STAR, Operator.MUL, TokenKind.SLASH, Operator.DIV, TokenKind.PERCENT, Operator.MOD));
    private static final Map<TokenKind, Operator> ASSIGNMENTS = ops(
            TokenKind.ASSIGN, Operator.ASSIGN, TokenKind.ADD_ASSIGN, Operator.ADD_ASSIGN,
            TokenKind.SUB_ASSIGN, Operator.SUB_ASSIGN, TokenKind.MUL_ASSIGN, Operator.MUL_ASSIGN,
            TokenKind.DIV_ASSIGN, Operator.DIV_ASSIGN, TokenKind.MOD_ASSIGN, Operator.MOD_ASSIGN,
            TokenKind.SHL_ASSIGN, Operator.SHL_ASSIGN, TokenKind.SHR_ASSIGN, Operator.SHR_ASSIGN,
            TokenKind.AND_ASSIGN, Operator.AND_ASSIGN, TokenKind.XOR_ASSIGN, Operator.XOR_ASSIGN,
            TokenKind.OR_ASSIGN, Operator.OR_ASSIGN);
    private static final Map<TokenKind, Operator> UNARY = ops(
            TokenKind.MINUS, Operator.NEGATE, TokenKind.BANG, Operator.NOT, TokenKind.TILDE, Operator.COMPLEMENT);

    private final Lexer lexer;
    private final String source;
    private final Consumer<Diagnostic> warnings;
    private final TokenStream tokens;
    private int ifDepth;
    private int whileDepth;
    private int stackDepth;

    /** A parser reading {@code lexer}; {@code source} names the file in diagnostics. */
    public Parser(Lexer lexer, String source, Consumer<Diagnostic> warnings) {
        this.lexer = lexer;
        this.tokens = new TokenStream(lexer);
        this.source = source;
        this.warnings = warnings;
    }

    /** Parses a whole file (for tools and tests; the compiler uses {@link #next()}). */
    public List<TopLevel> parseAll() throws CompileError {
        List<TopLevel> items = new ArrayList<>();
        for (TopLevel item = next(); item != null; item = next()) {
            items.add(item);
        }
        return items;
    }

    /** The next top-level item, or {@code null} at end of file. */
    public TopLevel next() throws CompileError {
        if (check(TokenKind.EOF)) {
            return null;
        }
        specifiers();
        Token name = expect(TokenKind.IDENT);
        return check(TokenKind.LPAREN) ? function(name) : externalDeclaration(name);
    }

    private TopLevel externalDeclaration(Token first) throws CompileError {
        return new TopLevel.Declaration(declaratorsFrom(first));
    }

    private TopLevel function(Token name) throws CompileError {
        List<String> params = parameterList();
        if (match(TokenKind.SEMI)) {
            return new TopLevel.Prototype(name.name(), params, name.line(), name.column());
        }
        List<Declarator> paramDecls = new ArrayList<>();
        while (!check(TokenKind.LBRACE)) {
            specifiers();
            paramDecls.addAll(declaratorsFrom(expect(TokenKind.IDENT)));
        }
        Stmt.Block body = charged(2, this::block);
        return new TopLevel.Function(name.name(), name.line(), name.column(), params, paramDecls, body);
    }

    private List<String> parameterList() throws CompileError {
        expect(TokenKind.LPAREN);
        List<String> params = new ArrayList<>();
        if (!check(TokenKind.RPAREN)) {
            do {
                params.add(expect(TokenKind.IDENT).name());
            } while (match(TokenKind.COMMA));
        }
        expect(TokenKind.RPAREN);
        return params;
    }

    /** Declarators after the first name up to the {@code ;}, warning about initializers like the original. */
    private List<Declarator> declaratorsFrom(Token first) throws CompileError {
        List<Declarator> result = new ArrayList<>();
        Token name = first;
        while (true) {
            Expr init = match(TokenKind.ASSIGN) ? assignment() : null;
            result.add(new Declarator(name.name(), init, name.line(), name.column()));
            boolean more = check(TokenKind.COMMA);
            Token separator = more ? advance() : expect(TokenKind.SEMI);
            if (init != null) {
                warn(separator, "unsupported initializer", "\n**Warning** unsupported initializer\n");
            }
            if (!more) {
                return result;
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

    private Stmt.Block block() throws CompileError {
        enter(3);
        expect(TokenKind.LBRACE);
        List<Declarator> decls = new ArrayList<>();
        while (peek().kind().isSpecifier()) {
            specifiers();
            decls.addAll(declaratorsFrom(expect(TokenKind.IDENT)));
        }
        List<Stmt> stmts = new ArrayList<>();
        while (!check(TokenKind.RBRACE)) {
            stmts.add(statement());
        }
        advance();
        leave(3);
        return new Stmt.Block(decls, stmts);
    }

    private Stmt statement() throws CompileError {
        return switch (peek().kind()) {
            case LBRACE -> block();
            case IF -> ifStatement();
            case WHILE -> whileStatement();
            case RETURN -> returnStatement();
            case BREAK -> breakStatement();
            case SEMI -> {
                advance();
                yield new Stmt.Empty();
            }
            default -> expressionStatement();
        };
    }

    private Stmt ifStatement() throws CompileError {
        Token keyword = advance();
        Expr condition = parenthesized();
        if (++ifDepth > NEST_LIMIT) {
            throw error(keyword, "'if' nest level exceeded", "\n** Error ** 'if' nest level exceeded\n");
        }
        enter(4);
        Stmt then = statement();
        Stmt otherwise = match(TokenKind.ELSE) ? charged(2, this::statement) : null;
        leave(4);
        ifDepth--;
        return new Stmt.If(condition, then, otherwise);
    }

    /** A rule the original's parser holds {@code cost} stack entries open for. */
    private interface Rule<T> {
        T parse() throws CompileError;
    }

    private <T> T charged(int cost, Rule<T> rule) throws CompileError {
        enter(cost);
        T result = rule.parse();
        leave(cost);
        return result;
    }

    private Stmt whileStatement() throws CompileError {
        Token keyword = advance();
        Expr condition = parenthesized();
        if (++whileDepth > NEST_LIMIT) {
            throw error(keyword, "'while' nest level exceeded", "\n** Error ** 'while' nest level exceeded\n");
        }
        Stmt body = charged(4, this::statement);
        whileDepth--;
        return new Stmt.While(condition, body);
    }

    private Expr parenthesized() throws CompileError {
        expect(TokenKind.LPAREN);
        Expr e = expression();
        expect(TokenKind.RPAREN);
        return e;
    }

    private Stmt returnStatement() throws CompileError {
        advance();
        if (match(TokenKind.SEMI)) {
            return new Stmt.Return(null);
        }
        Expr value = expression();
        expect(TokenKind.SEMI);
        return new Stmt.Return(value);
    }

    private Stmt breakStatement() throws CompileError {
        advance();
        Token semi = expect(TokenKind.SEMI);
        warn(semi, "unsupported break", "\n**Warning** unsupported break\n");
        return new Stmt.Break();
    }

    private Stmt expressionStatement() throws CompileError {
        Expr e = expression();
        expect(TokenKind.SEMI);
        return new Stmt.ExprStmt(e);
    }

    /** expression: assignment (there is no comma operator). */
    public Expr expression() throws CompileError {
        return assignment();
    }

    private Expr assignment() throws CompileError {
        if (check(TokenKind.IDENT) && ASSIGNMENTS.containsKey(peek2().kind())) {
            Token target = advance();
            Operator op = ASSIGNMENTS.get(advance().kind());
            Expr value = charged(2, this::assignment);
            return new Expr.Assignment(target.name(), op, value, target.line(), target.column());
        }
        return binary(0);
    }

    /** The left-associative binary levels, loosest ({@code ||}) first. */
    private Expr binary(int level) throws CompileError {
        if (level == BINARY_LEVELS.size()) {
            return unary();
        }
        Map<TokenKind, Operator> here = BINARY_LEVELS.get(level);
        Expr left = binary(level + 1);
        while (here.containsKey(peek().kind())) {
            Operator op = here.get(advance().kind());
            Expr right = charged(2, () -> binary(level + 1));
            left = new Expr.Binary(op, left, right);
        }
        return left;
    }

    private Expr unary() throws CompileError {
        TokenKind kind = peek().kind();
        if (kind == TokenKind.INCR || kind == TokenKind.DECR) {
            advance();
            Expr operand = nested();
            return new Expr.Step(operand, tokens.lastIdentifier(), kind == TokenKind.INCR, false);
        }
        if (UNARY.containsKey(kind)) {
            advance();
            return new Expr.Unary(UNARY.get(kind), nested());
        }
        if (kind == TokenKind.LPAREN && peek2().kind().isSpecifier()) {
            advance();
            while (peek().kind().isSpecifier()) {
                advance();
            }
            expect(TokenKind.RPAREN);
            return nested();
        }
        return postfix();
    }

    private Expr nested() throws CompileError {
        return charged(1, this::unary);
    }

    private Expr postfix() throws CompileError {
        Expr e = primary();
        while (check(TokenKind.INCR) || check(TokenKind.DECR)) {
            boolean increment = advance().kind() == TokenKind.INCR;
            e = new Expr.Step(e, tokens.lastIdentifier(), increment, true);
        }
        return e;
    }

    private Expr primary() throws CompileError {
        Token t = peek();
        switch (t.kind()) {
            case IDENT -> {
                advance();
                return check(TokenKind.LPAREN) ? call(t) : new Expr.Variable(t.name(), t.line(), t.column());
            }
            case NUMBER -> {
                advance();
                return new Expr.Constant(t.value());
            }
            case LPAREN -> {
                advance();
                Expr e = charged(1, this::expression);
                expect(TokenKind.RPAREN);
                return e;
            }
            default -> throw syntaxError(t);
        }
    }

    private Expr call(Token name) throws CompileError {
        advance();
        enter(3);
        List<Expr> args = new ArrayList<>();
        if (!check(TokenKind.RPAREN)) {
            do {
                args.add(assignment());
            } while (match(TokenKind.COMMA));
        }
        expect(TokenKind.RPAREN);
        leave(3);
        return new Expr.Call(name.name(), args, name.line(), name.column());
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
        if (!check(kind)) {
            throw syntaxError(peek());
        }
        return advance();
    }

    private void enter(int cost) throws CompileError {
        stackDepth += cost;
        if (stackDepth > STACK_LIMIT) {
            throw caretError(peek(), "yacc stack overflow");
        }
    }

    private void leave(int cost) {
        stackDepth -= cost;
    }

    private CompileError syntaxError(Token at) {
        return caretError(at, "syntax error");
    }

    /** The original's yyerror: a caret under the token's last character, then the message. */
    private CompileError caretError(Token at, String message) {
        lexer.stopEcho();
        String text = "\n" + " ".repeat(Math.max(0, at.caretColumn() - 1)) + "^\n** Error ** " + message;
        return new CompileError(new Diagnostic(Diagnostic.Severity.ERROR, source, at.line(), at.column(),
                message + " at " + at.describe(), text));
    }

    private CompileError error(Token at, String message, String text) {
        return new CompileError(new Diagnostic(Diagnostic.Severity.ERROR, source, at.line(), at.column(), message, text));
    }

    private void warn(Token at, String message, String text) {
        warnings.accept(new Diagnostic(Diagnostic.Severity.WARNING, source, at.line(), at.column(), message, text));
    }

    private static Map<TokenKind, Operator> ops(Object... pairs) {
        Map<TokenKind, Operator> map = new EnumMap<>(TokenKind.class);
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((TokenKind) pairs[i], (Operator) pairs[i + 1]);
        }
        return map;
    }
}
