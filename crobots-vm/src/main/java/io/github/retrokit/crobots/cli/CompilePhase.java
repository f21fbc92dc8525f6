package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.program.CompileDiagnostic;
import java.io.IOException;
import java.io.PrintStream;

/**
 * How the original shows its compile phase before play (crobots-behaviour.md §3.2, §3.3): in match mode its
 * messages go to stderr and the compiler's output nowhere; in display mode (no {@code -m}) the compiler's
 * echo of each source, its verdict and a prompt go to stdout, and the prompt waits for one character.
 */
abstract class CompilePhase {

    final Console console;

    private CompilePhase(Console console) {
        this.console = console;
    }

    /**
     * Match mode: {@code Compiling robot source:} and the verdict on stderr, the compiler's diagnostics
     * discarded except the {@code **econst*} text on {@code matchModeOut}. With {@code explain} (the one match
     * without {@code -m} under {@code --format json|csv}) a failed file's errors follow its verdict, one
     * {@code file:line:column: error: ...} each.
     */
    static CompilePhase matchMode(Console console, PrintStream matchModeOut, boolean explain) {
        return new MatchMode(console, matchModeOut, explain);
    }

    /** Display mode: the original's compile output on stdout, byte for byte, a prompt after each file. */
    static CompilePhase displayMode(Console console) {
        return new DisplayMode(console);
    }

    /** Compiles one file as this mode needs it and shows the outcome. */
    abstract CompileResult compile(RobotCompiler compiler, String file);

    /** The message when fewer than two robots compiled. */
    abstract void notEnoughRobots();

    /** The prompt after a robot file that was not found (display mode only). */
    void missingFile() {
    }

    /** A failed file's errors on stderr, one {@code file:line:column: error: ...} each. */
    final void explain(CompileResult r) {
        for (CompileDiagnostic d : r.errors()) {
            console.err().print(d + "\n");
        }
    }

    private static final class MatchMode extends CompilePhase {
        private final PrintStream matchModeOut;
        private final boolean explain;

        MatchMode(Console console, PrintStream matchModeOut, boolean explain) {
            super(console);
            this.matchModeOut = matchModeOut;
            this.explain = explain;
        }

        @Override
        CompileResult compile(RobotCompiler compiler, String file) {
            console.err().print("Compiling robot source: " + file + "\n");
            CompileResult r = RobotFiles.compile(compiler, file);
            matchModeOut.print(r.matchModeOutput());
            if (r.ok()) {
                console.err().print("\n " + file + " compiled without errors\n");
                return r;
            }
            boolean refused = RobotFiles.refused(r);
            if (refused) {
                console.err().print(r.listing()); // a compiled robot the loader refused: say why
            }
            console.err().print("\n " + file + " could not compile\n");
            if (explain && !refused) {
                explain(r);
            }
            return r;
        }

        @Override
        void notEnoughRobots() {
            console.err().print("\n\nCannot play without at least 2 robots.\n\n");
        }
    }

    /**
     * Display mode: {@code Compiling robot source:}, the source echo with the diagnostics, the verdict and
     * {@code Press <enter> to continue.} on stdout, byte for byte as the original; then one character is read
     * from stdin (end of input goes on). A failed file's errors are also named on stderr, where the original
     * writes nothing.
     */
    private static final class DisplayMode extends CompilePhase {

        DisplayMode(Console console) {
            super(console);
        }

        @Override
        CompileResult compile(RobotCompiler compiler, String file) {
            String name = CompileCommand.asBytes(file);
            CompileCommand.writeBytes(console.out(), "Compiling robot source: " + name + "\n\n");
            CompileResult r = RobotFiles.compileForDisplay(compiler, file);
            boolean refused = RobotFiles.refused(r);
            CompileCommand.writeBytes(refused ? console.err() : console.out(), r.listing());
            CompileCommand.writeBytes(console.out(),
                    "\n " + name + (r.ok() ? " compiled without errors\n" : " could not compile\n"));
            if (!r.ok() && !refused) {
                explain(r);
            }
            console.out().print("\n\nPress <enter> to continue.\n");
            awaitKey();
            return r;
        }

        @Override
        void notEnoughRobots() {
            console.out().print("\n\nCannot play without at least 2 good robots.\n\n");
        }

        @Override
        void missingFile() {
            console.out().print("Press <enter> to continue......");
            awaitKey();
            console.out().print("\n");
        }

        /** Shows what was printed, then reads one character, as the original's prompt does. */
        private void awaitKey() {
            console.out().flush();
            try {
                console.in().read();
            } catch (IOException e) {
                // unreadable input is end of input: go on, as the original does at end of file
            }
        }
    }
}
