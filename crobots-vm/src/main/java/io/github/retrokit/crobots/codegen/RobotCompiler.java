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

    public RobotCompiler(CompilerOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    public CompilerOptions options() {
        return options;
    }

    /**
     * Compiles {@code source}; {@code sourceName} is the name the listing prints (the original prints the
     * path as given on the command line). The source is a byte string, one character per byte (characters
     * above 255 are read as dropped characters); the listing echoes it unchanged.
     */
    public CompileResult compile(String sourceName, String source) {
        return new Compilation(sourceName, source, options).run();
    }

    /**
     * Reads and compiles a file (bytes taken one per character, as the original's C reader does, at most
     * {@link RobotSource#MAX_BYTES}); the source name is {@code file.toString()}.
     *
     * @throws IOException if the file cannot be read
     * @throws RobotSource.SourceTooLargeException if it is larger than {@link RobotSource#MAX_BYTES}
     */
    public CompileResult compile(Path file) throws IOException {
        return compile(file.toString(), RobotSource.read(file));
    }
}
