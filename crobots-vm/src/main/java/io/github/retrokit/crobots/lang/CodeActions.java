package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.Operator;

/**
 * What the parser does as it recognises each construct: the original compiler's yacc actions, called in
 * source order while the source is being read (so code is emitted, symbols are allocated and generation
 * errors stop the compile exactly where the original's do, interleaved with the listing echo). Any call may
 * fail with a {@link CompileError}, which ends the parse.
 *
 * <p>Integer handles returned by the {@code if}/{@code while} methods are passed back to the later ones.
 */
public interface CodeActions {
    /** A parameter name of the definition's parameter list. */
    void parameter(Token name) throws CompileError;

    /**
     * A function head's (or function declarator's) parameter list has closed, before the next token is read:
     * the function being compiled is from then on {@code name} (the original's new function), with
     * {@code parameterCount} parameters (those of all the head's lists so far).
     */
    void parametersClosed(Token name, int parameterCount) throws CompileError;

    /**
     * A function head without parameter list ({@code f { ... }}, {@code f int a; { ... }}): the function being
     * compiled stays the previous one, which the body extends.
     */
    void headWithoutParameters(Token name) throws CompileError;

    /**
     * The definition's closing brace has been read (nothing after it yet); the function ended is the one of
     * the last head accepted.
     */
    void functionEnd(Token name, int parameterCount) throws CompileError;

    /** A declared name: an external at top level, a local inside a function (also K&amp;R parameter lists). */
    void declare(Token name) throws CompileError;

    /** A declarator's initializer has been read (the original discards its value). */
    void initializer() throws CompileError;

    /**
     * A name read in an expression, before the token after it is read (also a callee's name): its FETCH, the
     * name allocated as a local if it is new.
     */
    void variable(Token name) throws CompileError;

    /** A decimal constant. */
    void constant(long value) throws CompileError;

    /** The parenthesis of a call has been read (the callee's code, e.g. the FETCH of f, is emitted). */
    void callStart(Token paren) throws CompileError;

    /** The call's closing parenthesis has been read; {@code name} is the function called (the last identifier before the parenthesis). */
    void callEnd(Token paren, String name) throws CompileError;

    /** The operand of {@code -}, {@code !} or {@code ~} has been read. */
    void unary(Operator op) throws CompileError;

    /** The right operand of a binary operator has been read. */
    void binary(Operator op) throws CompileError;

    /**
     * The value of an assignment has been read (its left side's code came first, as the old value);
     * {@code target} is the last identifier read before the operator.
     */
    void assignmentEnd(String target, Operator op) throws CompileError;

    /**
     * {@code ++}/{@code --} with its operand read; {@code target} is the last identifier read (the original's
     * STORE target).
     */
    void step(String target, boolean increment, boolean postfix) throws CompileError;

    /** {@code e;}. */
    void expressionStatement() throws CompileError;

    /** {@code if (c)} has been read; returns a handle for {@link #ifThenEnd}. */
    int ifCondition() throws CompileError;

    /** The statement after {@code if (c)} has been read; returns a handle for {@link #ifEnd}. */
    int ifThenEnd(int condition) throws CompileError;

    /** The whole {@code if} (with its {@code else} part, if any) has been read. */
    void ifEnd(int thenEnd) throws CompileError;

    /** {@code while} has been read; returns a handle for {@link #whileEnd}. */
    int whileStart() throws CompileError;

    /** {@code while (c)} has been read; returns a handle for {@link #whileEnd}. */
    int whileCondition() throws CompileError;

    /** The loop body has been read. */
    void whileEnd(int start, int condition) throws CompileError;

    /** {@code return;} or {@code return e;} has been read. */
    void returnStatement(boolean withValue) throws CompileError;
}
