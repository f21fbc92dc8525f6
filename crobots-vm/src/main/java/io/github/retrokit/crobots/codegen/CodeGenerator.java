package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.lang.CodeActions;
import io.github.retrokit.crobots.lang.CompileError;
import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.lang.Token;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.Operator;
import io.github.retrokit.crobots.program.VarRef;
import io.github.retrokit.crobots.vm.Intrinsic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The original's code templates, emitted while the parser reads the source (its yacc actions), with symbols
 * allocated in the original's order: parameters, then names by first appearance, including the names of
 * called functions. An emit that reaches the code limit stops the parse at once; a 65th symbol in a pool is
 * reported where it happens and compiling goes on, as in the original.
 */
final class CodeGenerator implements CodeActions {
    /** The slot the original's allocation returns when a pool is full. */
    static final int FAILED_SLOT = -1;
    private final String source;
    private final int codeLimit;
    private final CompilerOptions options;
    private final Consumer<CompileDiagnostic> nonFatal;
    private final Consumer<FunctionHeader> functionDone;
    private final SymbolTables symbols = new SymbolTables();
    private final List<Instruction> code = new ArrayList<>();
    private final List<FunctionHeader> headers = new ArrayList<>();
    private final Set<String> defined = new HashSet<>();
    private boolean insideFunction;
    /** The index in {@link #headers} of the function being compiled (-1 before the first head). */
    private int current = -1;
    private int undeclared;
    private int postfix;
    private int line;
    private int column;

    /**
     * {@code nonFatal} receives errors that let compiling go on; {@code functionDone} is called after each
     * function's code, while its locals are still in the table (for the listing's dump).
     */
    CodeGenerator(String source, CompilerOptions options, Consumer<CompileDiagnostic> nonFatal,
                  Consumer<FunctionHeader> functionDone) {
        this.source = source;
        this.options = options;
        this.codeLimit = options.codeLimit();
        this.nonFatal = nonFatal;
        this.functionDone = functionDone;
    }

    SymbolTables symbols() {
        return symbols;
    }

    List<Instruction> code() {
        return code;
    }

    List<FunctionHeader> headers() {
        return headers;
    }

    /** True once a head or function declarator of {@code name} has had its parameter list read. */
    boolean isDefined(String name) {
        return defined.contains(name);
    }

    int undeclared() {
        return undeclared;
    }

    int postfix() {
        return postfix;
    }

    // ---- functions and declarations ----

    /** A parameter always takes a new local entry (the lowest empty one), even when its name has one. */
    @Override
    public void parameter(Token name) throws CompileError {
        at(name);
        pool(Allocation.LOCAL, name.name());
    }

    /**
     * The original's new function, when a head's (or a function declarator's) parameter list closes: the
     * name goes into the function table and the function being compiled is from then on this one, starting
     * here. A name of an intrinsic is refused right there ({@code **new_func**}): the function being compiled
     * stays the previous one, which the body then extends.
     */
    @Override
    public void parametersClosed(Token name, int parameterCount) throws CompileError {
        at(name);
        if (Intrinsic.byName(name.name()) != null) {
            nonFatal.accept(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, line, column,
                    "'" + name.name() + "' function definition same as intrinsic",
                    "\n** Error ** '" + name.name() + "' function definition same as intrinsic\n"
                            + "\n\n**new_func**\n\n"));
            if (current < 0) {
                newFunction(name.name(), parameterCount); // the original crashes on this first function; we compile it
            }
            return;
        }
        pool(Allocation.FUNCTION, name.name());
        defined.add(name.name());
        insideFunction = true;
        newFunction(name.name(), parameterCount);
    }

    @Override
    public void headWithoutParameters(Token name) {
        at(name);
        if (current < 0) {
            newFunction(name.name(), 0); // the original crashes on this first function; we compile it
        }
    }

    /** The header as it stands when the head is read (a declarator's function keeps it: it has no body). */
    private void newFunction(String name, int parameterCount) {
        headers.add(new FunctionHeader(name, code.size(), parameterCount, symbols.localPoolSize(),
                symbols.visibleLocals()));
        current = headers.size() - 1;
    }

    /**
     * {@code CONST 1; RETSUB}, the header, the listing's dump, then the end-of-function table clearing. The
     * function is the one of the last head accepted (so a function declarator inside a body renames it).
     */
    @Override
    public void functionEnd(Token name, int parameterCount) throws CompileError {
        emit(Instruction.constant(1));
        emit(Instruction.retsub());
        at(name);
        int pool = symbols.localPoolSize();
        if (pool == SymbolTables.SIZE) {
            nonFatal.accept(poolFull("local"));
        }
        FunctionHeader head = headers.get(current);
        FunctionHeader h = new FunctionHeader(head.name(), head.firstInstruction(), parameterCount, pool,
                symbols.visibleLocals());
        headers.set(current, h);
        functionDone.accept(h);
        symbols.endFunction(options.staleLocals() ? SymbolTables.CLEARED_LOCALS : SymbolTables.SIZE);
        insideFunction = false;
    }

    @Override
    public void declare(Token name) throws CompileError {
        at(name);
        if (insideFunction) {
            local(name.name());
        } else {
            pool(Allocation.EXTERNAL, name.name());
        }
    }

    /** The value is computed and thrown away: the variable is not assigned. */
    @Override
    public void initializer() throws CompileError {
        emit(Instruction.chop());
    }

    /** A pool holding all 64 entries when its size is taken: the original prints {@code **poolsize**}. */
    CompileDiagnostic poolFull(String pool) {
        return new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, line, column,
                "symbol pool full (64 " + pool + " entries)", "\n\n**poolsize**\n\n");
    }

    // ---- expressions ----

    @Override
    public void variable(Token name) throws CompileError {
        at(name);
        emit(Instruction.fetch(resolve(name.name(), true)));
    }

    @Override
    public void constant(long value) throws CompileError {
        emit(Instruction.constant(value));
    }

    /** {@code FRAME}, after the callee's code ({@code FETCH <slot named f>} for {@code f(...)}). */
    @Override
    public void callStart(Token paren) throws CompileError {
        at(paren);
        emit(Instruction.frame());
    }

    /** {@code FCALL <index>}, the name entering the function table after its arguments. */
    @Override
    public void callEnd(Token paren, String name) throws CompileError {
        at(paren);
        int index = symbols.functionIndex(name);
        if (index < 0) {
            index = pool(Allocation.FUNCTION, name);
            undeclared--;
        }
        emit(Instruction.fcall(index));
    }

    /** {@code CONST 0; BINOP (-)} (or {@code (!)}, {@code (~)}) after the operand. */
    @Override
    public void unary(Operator op) throws CompileError {
        emit(Instruction.constant(0));
        emit(Instruction.binop(op));
    }

    @Override
    public void binary(Operator op) throws CompileError {
        emit(Instruction.binop(op));
    }

    /** The old value (the left side's code) was emitted before the right-hand side. */
    @Override
    public void assignmentEnd(String target, Operator op) throws CompileError {
        emit(Instruction.store(resolve(target, false), op));
    }

    /** {@code CONST 1; STORE v,+=} (or {@code -=}) after the operand; postfix is the same in classic mode. */
    @Override
    public void step(String target, boolean increment, boolean isPostfix) throws CompileError {
        if (isPostfix) {
            postfix++; // counted before its code, which may not fit (as the original counts it)
        }
        emit(Instruction.constant(1));
        emit(Instruction.store(resolve(target, false), increment ? Operator.ADD_ASSIGN : Operator.SUB_ASSIGN));
        if (isPostfix) {
            if (!options.postfixValue()) {
                emit(Instruction.constant(1));
                emit(Instruction.binop(increment ? Operator.SUB : Operator.ADD));
            }
        }
    }

    // ---- statements ----

    @Override
    public void expressionStatement() throws CompileError {
        emit(Instruction.chop());
    }

    /** {@code BRANCH L} after the condition. */
    @Override
    public int ifCondition() throws CompileError {
        return emitBranch();
    }

    /** {@code CONST 0; BRANCH Lend} (emitted even without else), then L is here. */
    @Override
    public int ifThenEnd(int condition) throws CompileError {
        emit(Instruction.constant(0));
        int toEnd = emitBranch();
        patch(condition);
        return toEnd;
    }

    @Override
    public void ifEnd(int thenEnd) {
        patch(thenEnd);
    }

    @Override
    public int whileStart() {
        return code.size();
    }

    @Override
    public int whileCondition() throws CompileError {
        return emitBranch();
    }

    /** {@code CONST 0; BRANCH Ltop}, then the condition's branch lands here. */
    @Override
    public void whileEnd(int start, int condition) throws CompileError {
        emit(Instruction.constant(0));
        emit(Instruction.branch(start));
        patch(condition);
    }

    /** {@code E(e); RETSUB}, or {@code CONST 1; RETSUB} for a bare {@code return;}. */
    @Override
    public void returnStatement(boolean withValue) throws CompileError {
        if (!withValue) {
            emit(Instruction.constant(1));
        }
        emit(Instruction.retsub());
    }

    // ---- symbols and code space ----

    /**
     * Local, then external, otherwise a new implicit local (counted, when {@code count}, if no function has
     * the name: names read in expressions are, STORE targets are not). A local that does not fit is the
     * original's slot -1, which its operand encoding turns into external 32767.
     */
    private VarRef resolve(String name, boolean count) {
        int i = symbols.localIndex(name);
        if (i >= 0) {
            return VarRef.local(i);
        }
        int e = symbols.externalIndex(name);
        if (e >= 0) {
            return VarRef.external(e);
        }
        if (count && symbols.functionIndex(name) < 0) {
            undeclared++;
        }
        int slot = pool(Allocation.LOCAL, name);
        return slot == FAILED_SLOT ? VarRef.decode(FAILED_SLOT) : VarRef.local(slot);
    }

    private void local(String name) throws CompileError {
        pool(Allocation.DECLARED_LOCAL, name);
    }

    /** What a name takes in the symbol pools (data, not lambdas: no lambda bootstrap in a cold start). */
    private enum Allocation { LOCAL, DECLARED_LOCAL, EXTERNAL, FUNCTION }

    /**
     * Makes the entry for {@code name}; a full pool is reported where it happens and compiling goes on with
     * the original's failed slot, -1 ({@link #FAILED_SLOT}).
     */
    private int pool(Allocation allocation, String name) {
        try {
            return switch (allocation) {
                case LOCAL -> symbols.allocateLocal(name);
                case DECLARED_LOCAL -> symbols.declareLocal(name);
                case EXTERNAL -> symbols.addExternal(name);
                case FUNCTION -> symbols.addFunction(name);
            };
        } catch (SymbolTables.PoolExceeded e) {
            nonFatal.accept(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, source, line, column,
                    "symbol pool exceeded", "\n\n**alloc_var**\n\n\n\n** Error ** symbol pool exceeded\n"));
            return FAILED_SLOT;
        }
    }

    private int emitBranch() throws CompileError {
        emit(Instruction.branch(0));
        return code.size() - 1;
    }

    private void patch(int branch) {
        code.set(branch, Instruction.branch(code.size()));
    }

    private void emit(Instruction insn) throws CodeSpaceExceeded {
        if (code.size() + 1 >= codeLimit) {
            throw new CodeSpaceExceeded(insn.opcode(), source, line, column);
        }
        code.add(insn);
    }

    private void at(Token t) {
        this.line = t.line();
        this.column = t.column();
    }
}
