package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.codegen.RobotSource;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.program.CompileDiagnostic;
import io.github.retrokit.crobots.program.RobotDisassembler;
import io.github.retrokit.crobots.program.RobotFile;
import io.github.retrokit.crobots.program.RobotFileException;
import io.github.retrokit.crobots.program.RobotProgram;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Finding and compiling robot files with the original's messages. */
final class RobotFiles {

    private RobotFiles() {
    }

    /**
     * The files that exist, at most {@code max} of them, with the original's message for each missing or
     * extra one on stderr.
     */
    static List<String> existing(List<String> files, int max, Console console) {
        return existing(files, max, console, null);
    }

    /** {@link #existing(List, int, Console)}, with the display mode's prompt after each missing file. */
    static List<String> existing(List<String> files, int max, Console console, CompilePhase phase) {
        List<String> kept = new ArrayList<>();
        for (String f : files) {
            if (!readable(f)) {
                console.err().print(Console.PROGRAM + ": robot source file `" + f + "' not found\n");
                if (phase != null) {
                    phase.missingFile();
                }
            } else if (kept.size() >= max) {
                console.err().print(Console.PROGRAM + ": extra robot source `" + f + "' ignored\n");
            } else {
                kept.add(f);
            }
        }
        return kept;
    }

    /**
     * RetroKit's own modes (a tournament, {@code --format json|csv}) play every robot named or none: false after
     * the suite's {@code retrokit crobots: cannot read 'x': <why>} on stderr for each file that cannot be read.
     */
    static boolean allReadable(List<String> files, Console console) {
        boolean all = true;
        for (String f : files) {
            if (!readable(f)) {
                Path p = Path.of(f);
                String why = !Files.exists(p) ? "no such file" : !Files.isRegularFile(p) ? "not a regular file"
                        : "permission denied";
                console.err().print(Console.USAGE_PROGRAM + ": cannot read '" + f + "': " + why + "\n");
                all = false;
            }
        }
        return all;
    }

    /** True when {@code file} is a regular file we may read (otherwise the original's "not found"). */
    static boolean readable(String file) {
        return Files.isRegularFile(Path.of(file)) && Files.isReadable(Path.of(file));
    }

    /** The first bytes of a compiled-robot ({@code .cr}) file. */
    private static final String COMPILED_MAGIC = "RKCR";

    /**
     * Compiles one robot source, or loads it when it is a compiled robot ({@code .cr}, recognised by its
     * signature): then the "listing" is its disassembly, and a corrupt file is a failed result with the
     * loader's message, as is a file over {@link RobotSource#MAX_BYTES}.
     *
     * @throws UncheckedIOException when the file cannot be read
     */
    static CompileResult compile(RobotCompiler compiler, String file) {
        return compile(compiler, file, file, Listing.NONE);
    }

    /**
     * {@link #compile(RobotCompiler, String)} with the original display mode's compile output as the listing
     * ({@link RobotCompiler#compileForDisplay}); a compiled robot ({@code .cr}) has no source to echo.
     */
    static CompileResult compileForDisplay(RobotCompiler compiler, String file) {
        return compile(compiler, file, file, Listing.DISPLAY);
    }

    /** Which text a compile's listing holds. */
    private enum Listing { FULL, DISPLAY, NONE }

    /**
     * {@link #compile(RobotCompiler, String)} with the whole listing ({@code -c}), under the name the listing
     * prints, given apart; without it (a match, {@code -d}) the compiler skips the listing's echo and dumps.
     */
    static CompileResult compile(RobotCompiler compiler, String file, String listingName) {
        return compile(compiler, file, listingName, Listing.FULL);
    }

    private static CompileResult compile(RobotCompiler compiler, String file, String listingName, Listing listing) {
        try {
            String text = RobotSource.read(Path.of(file));
            if (!isCompiled(text)) {
                return switch (listing) {
                    case FULL -> compiler.compile(listingName, text);
                    case DISPLAY -> compiler.compileForDisplay(listingName, text);
                    case NONE -> compiler.compileToRun(listingName, text);
                };
            }
            try {
                RobotProgram program = RobotFile.fromBytes(text.getBytes(StandardCharsets.ISO_8859_1), file);
                String shown = listing == Listing.DISPLAY ? ""
                        : "Compiled robot: " + listingName + "\n\n" + RobotDisassembler.disassemble(program) + "\n";
                return new CompileResult(file, Optional.of(program), List.of(), shown, "");
            } catch (RobotFileException e) {
                return refused(file, e);
            }
        } catch (RobotSource.SourceTooLargeException e) {
            return refused(file, e);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    /** A file refused before compiling: its listing and its one error are the reason. */
    private static CompileResult refused(String file, IOException e) {
        String why = e.getMessage().startsWith(file + ": ")
                ? e.getMessage().substring(file.length() + 2) : e.getMessage();
        CompileDiagnostic d = new CompileDiagnostic(CompileDiagnostic.Severity.ERROR, file, 0, 0, why, e.getMessage());
        return new CompileResult(file, Optional.empty(), List.of(d), e.getMessage() + "\n", "");
    }

    /** True for a file refused before compiling ({@link #refused(String, IOException)}): its listing is its one error. */
    static boolean refused(CompileResult r) {
        return !r.ok() && r.errors().size() == 1 && r.listing().equals(r.errors().get(0).text() + "\n");
    }

    static boolean isCompiled(String text) {
        return text.startsWith(COMPILED_MAGIC);
    }

    /** {@code --save}: the compiled robot beside its source, {@code x.r} becoming {@code x.cr}. */
    static Path savePath(String source) {
        String base = source.endsWith(".r") ? source.substring(0, source.length() - 2) : source;
        return Path.of(base + ".cr");
    }

    /**
     * Result of the original's match-mode compile phase.
     *
     * @param lastFailed the last file failed to compile (the original's error flag is left set)
     * @param ghost      a file that failed after defining {@code main} holds the slot after the robots
     *                   (crobots-behaviour.md §12)
     */
    record Compiled(List<Contestant> robots, List<String> scoreLines, boolean lastFailed, boolean ghost) {
    }

    /**
     * True when a failed compile leaves the original's "ghost robot": the parse failed, but the end-of-file
     * checks found {@code main} defined and every referenced function present, so the original marked the
     * slot ACTIVE.
     */
    static boolean leavesGhost(CompileResult r) {
        return !r.ok() && r.endOfFileChecksPassed();
    }

    /**
     * The original's compile phase before play, shown as {@code phase} shows it: failed files give up their
     * slot to the next file but keep a score line.
     */
    static Compiled compileForMatch(RobotCompiler compiler, List<String> files, CompilePhase phase) {
        List<Contestant> robots = new ArrayList<>();
        boolean lastFailed = false;
        boolean ghost = false;
        for (String f : files) {
            CompileResult r = phase.compile(compiler, f);
            lastFailed = !r.ok();
            ghost = !r.ok() && (ghost || leavesGhost(r));
            if (r.ok()) {
                robots.add(Contestant.of(Contestant.displayName(f), r.programOrThrow()));
            }
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            lines.add(i < robots.size() ? robots.get(i).name() : "");
        }
        return new Compiled(robots, lines, lastFailed, ghost);
    }
}
