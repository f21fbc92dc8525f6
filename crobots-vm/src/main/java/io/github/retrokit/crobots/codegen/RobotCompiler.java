package io.github.retrokit.crobots.codegen;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The CRobots compiler: robot source in, {@link CompileResult} out (program, diagnostics in the original's
 * exact words, the {@code -c} listing). Stateless and thread-safe; never throws for bad source.
 */
public final class RobotCompiler {
    private final CompilerOptions options;

    /** A classic compiler (code limit 1000, no Amiga header lines). */
    public RobotCompiler() {
        this(CompilerOptions.classic());
    }

    /**
     * A compiler with the given options.
     *
     * @param options code limit, header lines and the compiler's quirks
     */
    public RobotCompiler(CompilerOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    /**
     * The options this compiler uses.
     *
     * @return the options
     */
    public CompilerOptions options() {
        return options;
    }

    /**
     * Compiles {@code source}. The source is a byte string, one character per byte (characters above 255 are
     * read as dropped characters); the listing echoes it unchanged.
     *
     * @param sourceName the name the listing prints (the original prints the path as given on the command line)
     * @param source     the robot's source text
     * @return the program or the errors, the diagnostics and the listing; never throws for bad source
     */
    public CompileResult compile(String sourceName, String source) {
        return new Compilation(sourceName, source, options, Compilation.ListingKind.LISTING).run();
    }

    /**
     * Compiles {@code source} to run it, as a match does: the same program, diagnostics and match-mode output
     * as {@link #compile(String, String)}, without the listing's echo of the source, symbol tables and code
     * dumps (most of a compile's work while the JVM still interprets it, at every start). The result's
     * listing holds only the {@code "Compiling robot source: "} header, the diagnostics' texts, the code
     * utilization line and the verdict.
     *
     * @param sourceName the name the source goes by
     * @param source     the robot's source text
     * @return the program or the errors and the diagnostics; never throws for bad source
     */
    public CompileResult compileToRun(String sourceName, String source) {
        return new Compilation(sourceName, source, options, Compilation.ListingKind.NONE).run();
    }

    /**
     * Compiles {@code source} as the original's display mode (no {@code -m}) shows it: the same program,
     * diagnostics and match-mode output as {@link #compile(String, String)}; the result's listing is what the
     * original prints on stdout while compiling in that mode: the source echo with the diagnostics at their
     * places and the code utilization line, as in the {@code -c} listing but without its header, its verdict,
     * its function dumps and its {@code -c}-only traces ({@code **reset_comp**}, {@code **new_func**},
     * {@code **alloc_var**}, ...; the {@code **econst*} of a full code space stays, as in every mode).
     *
     * @param sourceName the name the source goes by
     * @param source     the robot's source text
     * @return the program or the errors, the diagnostics and the display mode's compile output
     */
    public CompileResult compileForDisplay(String sourceName, String source) {
        return new Compilation(sourceName, source, options, Compilation.ListingKind.ECHO).run();
    }

    /**
     * Reads and compiles a file (bytes taken one per character, as the original's C reader does, at most
     * {@link RobotSource#MAX_BYTES}); the source name is {@code file.toString()}.
     *
     * @param file a robot source file
     * @return the program or the errors, the diagnostics and the listing
     * @throws RobotSource.SourceTooLargeException if it is larger than {@link RobotSource#MAX_BYTES}
     * @throws IOException if the file cannot be read
     */
    public CompileResult compile(Path file) throws IOException {
        return compile(file.toString(), RobotSource.read(file));
    }
}
