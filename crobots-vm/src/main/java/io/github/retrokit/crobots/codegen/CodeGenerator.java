package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.lang.CompileError;
import io.github.retrokit.crobots.lang.Declarator;
import io.github.retrokit.crobots.lang.Diagnostic;
import io.github.retrokit.crobots.lang.Expr;
import io.github.retrokit.crobots.lang.Stmt;
import io.github.retrokit.crobots.lang.TopLevel;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.Operator;
import io.github.retrokit.crobots.program.VarRef;
import io.github.retrokit.crobots.vm.Intrinsic;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Emits the original's code templates for each top-level item, allocating symbols in the original's order
 * (parameters, then names by first appearance, including the names of called functions).
 */
final class CodeGenerator {
    private final String source;
    private final int codeLimit;
    private final CompilerOptions options;
    private final Consumer<Diagnostic> nonFatal;
    private final SymbolTables symbols = new SymbolTables();
    private final List<Instruction> code = new ArrayList<>();
    private final List<FunctionHeader> headers = new ArrayList<>();
    private boolean insideFunction;
    private int undeclared;
    private int postfix;
    private int line;
    private int column;

    CodeGenerator(String source, CompilerOptions options, Consumer<Diagnostic> nonFatal) {
        this.source = source;
        this.options = options;
        this.codeLimit = options.codeLimit();
        this.nonFatal = nonFatal;
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

    int undeclared() {
        return undeclared;
    }

    int postfix() {
        return postfix;
    }

    /** Externals (or, after a prototype, locals of the next function) and their initializers' code. */
    void declaration(TopLevel.Declaration d) throws CompileError, CodeSpaceExceeded {
        for (Declarator decl : d.declarators()) {
            at(decl.line(), decl.column());
            if (insideFunction) {
                local(decl.name());
            } else {
                pool(() -> symbols.addExternal(decl.name()));
            }
            initializer(decl);
        }
    }

    /** A bodiless definition: a header without code; the compiler stays "inside a function". */
    void prototype(TopLevel.Prototype p) throws CompileError {
        at(p.line(), p.column());
        header(p.name(), p.parameters());
        headers.add(new FunctionHeader(p.name(), code.size(), p.parameters().size(), symbols.localPoolSize(),
                symbols.visibleLocals()));
        insideFunction = true;
    }

    /** Generates a function; its locals stay visible until {@link #endFunction()} (for the listing). */
    FunctionHeader function(TopLevel.Function f) throws CompileError, CodeSpaceExceeded {
        at(f.line(), f.column());
        int first = code.size();
        header(f.name(), f.parameters());
        declarations(f.parameterDeclarations());
        block(f.body());
        emit(Instruction.constant(1));
        emit(Instruction.retsub());
        int pool = symbols.localPoolSize();
        if (pool == SymbolTables.SIZE) {
            throw silentPoolFailure("local");
        }
        FunctionHeader h = new FunctionHeader(f.name(), first, f.parameters().size(), pool, symbols.visibleLocals());
        headers.add(h);
        return h;
    }

    void endFunction() {
        symbols.endFunction(options.staleLocals() ? SymbolTables.CLEARED_LOCALS : SymbolTables.SIZE);
        insideFunction = false;
    }

    /** Name into the externals (or locals after a prototype), parameters into the locals, name into functions. */
    private void header(String name, List<String> parameters) throws CompileError {
        if (insideFunction) {
            local(name);
        } else {
            pool(() -> symbols.addExternal(name));
        }
        for (String p : parameters) {
            local(p);
        }
        pool(() -> symbols.addFunction(name));
        if (Intrinsic.byName(name) != null) {
            nonFatal.accept(new Diagnostic(Diagnostic.Severity.ERROR, source, line, column,
                    "'" + name + "' function definition same as intrinsic",
                    "\n** Error ** '" + name + "' function definition same as intrinsic\n"));
        }
    }

    CompileError silentPoolFailure(String pool) {
        return new CompileError(new Diagnostic(Diagnostic.Severity.ERROR, source, line, column,
                "symbol pool full (64 " + pool + " entries; the original fails without a message)", ""));
    }

    private void declarations(List<Declarator> decls) throws CompileError, CodeSpaceExceeded {
        for (Declarator d : decls) {
            at(d.line(), d.column());
            local(d.name());
            initializer(d);
        }
    }

    private void initializer(Declarator d) throws CompileError, CodeSpaceExceeded {
        if (d.initializer() != null) {
            expr(d.initializer());
            emit(Instruction.chop());
        }
    }

    private void block(Stmt.Block b) throws CompileError, CodeSpaceExceeded {
        declarations(b.declarations());
        for (Stmt s : b.statements()) {
            statement(s);
        }
    }

    private void statement(Stmt s) throws CompileError, CodeSpaceExceeded {
        if (s instanceof Stmt.Block b) {
            block(b);
        } else if (s instanceof Stmt.ExprStmt e) {
            expr(e.expr());
            emit(Instruction.chop());
        } else if (s instanceof Stmt.If i) {
            ifStatement(i);
        } else if (s instanceof Stmt.While w) {
            whileStatement(w);
        } else if (s instanceof Stmt.Return r) {
            if (r.value() == null) {
                emit(Instruction.constant(1));
            } else {
                expr(r.value());
            }
            emit(Instruction.retsub());
        }
        // Stmt.Empty and Stmt.Break generate nothing.
    }

    private void ifStatement(Stmt.If s) throws CompileError, CodeSpaceExceeded {
        expr(s.condition());
        int toElse = emitBranch();
        statement(s.then());
        emit(Instruction.constant(0));
        int toEnd = emitBranch();
        patch(toElse);
        if (s.otherwise() != null) {
            statement(s.otherwise());
        }
        patch(toEnd);
    }

    private void whileStatement(Stmt.While s) throws CompileError, CodeSpaceExceeded {
        int top = code.size();
        expr(s.condition());
        int toEnd = emitBranch();
        statement(s.body());
        emit(Instruction.constant(0));
        emit(Instruction.branch(top));
        patch(toEnd);
    }

    private void expr(Expr e) throws CompileError, CodeSpaceExceeded {
        if (e instanceof Expr.Variable v) {
            at(v.line(), v.column());
            emit(Instruction.fetch(resolve(v.name())));
        } else if (e instanceof Expr.Constant c) {
            emit(Instruction.constant(c.value()));
        } else if (e instanceof Expr.Call c) {
            call(c);
        } else if (e instanceof Expr.Unary u) {
            expr(u.operand());
            emit(Instruction.constant(0));
            emit(Instruction.binop(u.operator()));
        } else if (e instanceof Expr.Binary b) {
            expr(b.left());
            expr(b.right());
            emit(Instruction.binop(b.operator()));
        } else if (e instanceof Expr.Assignment a) {
            at(a.line(), a.column());
            VarRef slot = resolve(a.target());
            emit(Instruction.fetch(slot));
            expr(a.value());
            emit(Instruction.store(slot, a.operator()));
        } else {
            step((Expr.Step) e);
        }
    }

    private void step(Expr.Step s) throws CompileError, CodeSpaceExceeded {
        expr(s.operand());
        emit(Instruction.constant(1));
        emit(Instruction.store(resolve(s.target()), s.increment() ? Operator.ADD_ASSIGN : Operator.SUB_ASSIGN));
        if (s.postfix()) {
            postfix++;
            if (!options.postfixValue()) {
                emit(Instruction.constant(1));
                emit(Instruction.binop(s.increment() ? Operator.SUB : Operator.ADD));
            }
        }
    }

    private void call(Expr.Call c) throws CompileError, CodeSpaceExceeded {
        at(c.line(), c.column());
        emit(Instruction.fetch(resolve(c.name())));
        emit(Instruction.frame());
        for (Expr arg : c.arguments()) {
            expr(arg);
        }
        at(c.line(), c.column());
        int index = symbols.functionIndex(c.name());
        if (index < 0) {
            index = pool(() -> symbols.addFunction(c.name()));
            undeclared--;
        }
        emit(Instruction.fcall(index));
    }

    /** Local, then external, otherwise a new implicit local (counted when no function has the name). */
    private VarRef resolve(String name) throws CompileError {
        int i = symbols.localIndex(name);
        if (i >= 0) {
            return VarRef.local(i);
        }
        int e = symbols.externalIndex(name);
        if (e >= 0) {
            return VarRef.external(e);
        }
        if (symbols.functionIndex(name) < 0) {
            undeclared++;
        }
        return VarRef.local(pool(() -> symbols.allocateLocal(name)));
    }

    private void local(String name) throws CompileError {
        pool(() -> symbols.declareLocal(name));
    }

    private interface Allocation {
        int run() throws SymbolTables.PoolExceeded;
    }

    private int pool(Allocation allocation) throws CompileError {
        try {
            return allocation.run();
        } catch (SymbolTables.PoolExceeded e) {
            throw new CompileError(new Diagnostic(Diagnostic.Severity.ERROR, source, line, column,
                    "symbol pool exceeded", "\n\n**alloc_var**\n\n\n\n** Error ** symbol pool exceeded\n"));
        }
    }

    private int emitBranch() throws CodeSpaceExceeded {
        emit(Instruction.branch(0));
        return code.size() - 1;
    }

    private void patch(int branch) {
        code.set(branch, Instruction.branch(code.size()));
    }

    private void emit(Instruction insn) throws CodeSpaceExceeded {
        if (code.size() + 1 >= codeLimit) {
            throw new CodeSpaceExceeded(insn.opcode());
        }
        code.add(insn);
    }

    private void at(int line, int column) {
        this.line = line;
        this.column = column;
    }
}
