package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.Compiler;
import io.github.retrokit.crobots.match.Contestant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Finding and compiling robot files with the original's messages. */
final class RobotFiles {

    private RobotFiles() {
    }

    /**
     * The files that exist, at most {@code max} of them, with the original's message for each missing or
     * extra one on stderr.
     */
    static List<String> existing(List<String> files, int max, Console console) {
        List<String> kept = new ArrayList<>();
        for (String f : files) {
            if (!Files.isRegularFile(Path.of(f)) || !Files.isReadable(Path.of(f))) {
                console.err().printf("%s: robot source file `%s' not found\n", Console.PROGRAM, f);
            } else if (kept.size() >= max) {
                console.err().printf("%s: extra robot source `%s' ignored\n", Console.PROGRAM, f);
            } else {
                kept.add(f);
            }
        }
        return kept;
    }

    /** Compiles one file; an unreadable file becomes a failed result naming the I/O problem. */
    static CompileResult compile(Compiler compiler, String file) {
        try {
            return compiler.compile(Path.of(file));
        } catch (IOException e) {
            throw new IllegalStateException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** Result of the original's match-mode compile phase. */
    record Compiled(List<Contestant> robots, List<String> scoreLines, boolean lastFailed) {
    }

    /**
     * The original's match-mode compile phase: messages on stderr, compiler diagnostics discarded except the
     * {@code **econst*} text on stdout; failed files give up their slot to the next file but keep a score line.
     */
    static Compiled compileForMatch(Compiler compiler, List<String> files, Console console) {
        List<Contestant> robots = new ArrayList<>();
        boolean lastFailed = false;
        for (String f : files) {
            console.err().printf("Compiling robot source: %s\n", f);
            CompileResult r = compile(compiler, f);
            console.out().print(r.matchModeOutput());
            lastFailed = !r.ok();
            if (r.ok()) {
                console.err().printf("\n %s compiled without errors\n", f);
                robots.add(Contestant.of(Contestant.displayName(f), r.programOrThrow()));
            } else {
                console.err().printf("\n %s could not compile\n", f);
            }
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            lines.add(i < robots.size() ? robots.get(i).name() : "");
        }
        return new Compiled(robots, lines, lastFailed);
    }
}
