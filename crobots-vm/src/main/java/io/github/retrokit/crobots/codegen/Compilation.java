package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.lang.CompileError;
import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.lang.Lexer;
import io.github.retrokit.crobots.lang.Parser;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Opcode;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.Intrinsic;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** One run of the compiler over one source: parse item by item, generate, write the listing as it goes. */
final class Compilation {
    /** What the original prints when it resets the compiler after an end-of-file error. */
    private static final String RESET_COMP = "\n\n**reset_comp**\n\n";
    private final String sourceName;
    private final String source;
    private final CompilerOptions options;
    /** What the listing holds: the {@code -c} listing, the display mode's echo, or only the end lines. */
    private final ListingKind kind;
    private final StringBuilder listing = new StringBuilder();
    private final List<CompileDiagnostic> diagnostics = new ArrayList<>();
    private final CodeGenerator generator;
    private final Consumer<CompileDiagnostic> reports = new Reports();
    private String matchModeOutput = "";
    private boolean failed;
    private boolean endOfFileChecksPassed;

    /**
     * What a compilation writes into its result's listing: the original's {@code -c} listing; what its display
     * mode prints while compiling (the source echo and the diagnostics, without the function dumps, the
     * {@code -c}-only traces, the header and the verdict); or only the header, diagnostics and end lines.
     */
    enum ListingKind { LISTING, ECHO, NONE }

    Compilation(String sourceName, String source, CompilerOptions options, ListingKind kind) {
        this.sourceName = sourceName;
        this.source = source;
        this.options = options;
        this.kind = kind;
        this.generator = new CodeGenerator(sourceName, options, reports, new Dumps());
    }

    CompileResult run() {
        if (kind != ListingKind.ECHO) {
            listing.append(ListingFormatter.header(sourceName));
        }
        CodeSpaceExceeded overflow = null;
        try {
            parse();
        } catch (CodeSpaceExceeded e) {
            if (kind != ListingKind.ECHO || e.opcode() == Opcode.CONST) {
                listing.append(e.debugText()); // **econst* reaches stdout in every mode, the others only -c's
            }
            if (e.opcode() == Opcode.CONST) {
                matchModeOutput = e.debugText();
            }
            overflow = e;
        } catch (CompileError e) {
            report(e.diagnostic());
        } catch (RuntimeException | StackOverflowError e) {
            internalError(e);
            return finish();
        }
        endOfFile(overflow);
        return finish();
    }

    private CompileResult finish() {
        Optional<RobotProgram> program = failed ? Optional.empty() : program();
        if (kind != ListingKind.ECHO) {
            listing.append(ListingFormatter.verdict(sourceName, !failed));
        }
        return new CompileResult(sourceName, program, diagnostics, listing.toString(), matchModeOutput,
                endOfFileChecksPassed);
    }

    private void parse() throws CompileError {
        Lexer lexer = new Lexer(source, kind != ListingKind.NONE ? listing : null);
        if (options.amigaHeader()) {
            lexer.skipLines(2);
        }
        new Parser(lexer, sourceName, reports, generator).parseFile();
    }

    // Classes rather than this::report and this::dump: a method reference is linked by the JVM's lambda
    // bootstrap, tens of interpreted milliseconds' worth of method-handle set-up in a cold start.

    /** The parser's and the generator's diagnostics into this compilation. */
    private final class Reports implements Consumer<CompileDiagnostic> {
        @Override
        public void accept(CompileDiagnostic d) {
            report(d);
        }
    }

    /** The generator's finished functions into the listing. */
    private final class Dumps implements Consumer<FunctionHeader> {
        @Override
        public void accept(FunctionHeader f) {
            if (kind == ListingKind.LISTING) {
                dump(f);
            }
        }
    }

    /** The function dump, printed right after the function's closing brace. */
    private void dump(FunctionHeader f) {
        listing.append(ListingFormatter.functionDump(f, generator.symbols(), generator.code()));
    }

    /**
     * The original's end-of-file checks, in its order. They run after any error too (a syntax error only
     * stops the parse; spec §10.5, and §12's ghost robot, whose parse failed "with every referenced function
     * present"): the instruction-space error, every function referenced but neither defined nor intrinsic,
     * a missing {@code main} (each followed by the original's {@code **reset_comp**} trace), the warnings,
     * the code utilization, and last a full external pool ({@code **poolsize**}).
     */
    private void endOfFile(CodeSpaceExceeded overflow) {
        if (overflow != null) {
            report(overflow.diagnostic());
            trace(RESET_COMP);
        }
        boolean referencesOk = true;
        List<String> functions = generator.symbols().functions();
        for (int i = 0; i < functions.size(); i++) {
            String name = functions.get(i);
            if (Intrinsic.byName(name) == null && !generator.isDefined(name)) {
                String text = "'" + name + " (" + i + ")' function referenced, but not defined or intrinsic";
                error(text, "\n** Error ** " + text + "\n" + RESET_COMP);
                referencesOk = false;
            }
        }
        if (!functions.contains("main")) {
            error("'main' not defined", "\n** Error ** 'main' not defined\n" + RESET_COMP);
            referencesOk = false;
        }
        warnCount(generator.undeclared(), "undeclared variables");
        warnCount(generator.postfix(), "postfix operators");
        // the original counts the instruction that did not fit
        int used = generator.code().size() + (overflow != null ? 1 : 0);
        listing.append(ListingFormatter.utilization(used, options.codeLimit()));
        boolean externalsFull = generator.symbols().externals().size() == SymbolTables.SIZE;
        if (externalsFull) {
            report(generator.poolFull("external"));
        }
        endOfFileChecksPassed = referencesOk && !externalsFull && functions.size() < SymbolTables.SIZE;
    }

    private void warnCount(int count, String what) {
        if (count > 0) {
            String message = count + " " + what;
            report(new CompileDiagnostic(CompileDiagnostic.Severity.WARNING, sourceName, 0, 0, message,
                    "\n** Warning ** " + message + "\n"));
        }
    }

    private void error(String message, String text) {
        report(new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, sourceName, 0, 0, message, text));
    }

    private void report(CompileDiagnostic d) {
        diagnostics.add(d);
        listing.append(kind == ListingKind.ECHO ? ListingFormatter.withoutTraces(d.text()) : d.text());
        if (d.isError()) {
            failed = true;
        }
    }

    /** A trace of the original's compiler that only its {@code -c} listing shows. */
    private void trace(String text) {
        if (kind != ListingKind.ECHO) {
            listing.append(text);
        }
    }

    private Optional<RobotProgram> program() {
        try {
            return Optional.of(new RobotProgram(sourceName, generator.code(), generator.headers(),
                    generator.symbols().functions(), generator.symbols().externals(), options.codeLimit()));
        } catch (IllegalArgumentException e) {
            internalError(e);
            return Optional.empty();
        }
    }

    /** The logger, made at its first use: SLF4J's start-up (a service lookup in the jars) is not paid by every compile. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(Compilation.class);
    }

    /** A bug of ours must still end in one diagnostic, never in an exception for the caller. */
    private void internalError(Throwable e) {
        Log.LOG.error("internal compiler error on {}", sourceName, e);
        error("internal compiler error (" + e + ")", "\n** Error ** internal compiler error\n");
    }
}
