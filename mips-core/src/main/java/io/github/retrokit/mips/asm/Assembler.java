package io.github.retrokit.mips.asm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.retrokit.mips.image.ProgramImage;

/**
 * The MARS 4.5 assembler: turns one or more {@code .asm} sources into a {@link ProgramImage}.
 *
 * <p>Files are assembled together like MARS does with several files on its command line: one
 * symbol table per file plus the globals, and text/data continue where the previous file stopped.
 * Every error of every file is collected; nothing is thrown for bad input except
 * {@link AssemblyException}. Instances are immutable and thread-safe.
 *
 * <pre>{@code
 * ProgramImage image = new Assembler().assemble(List.of(Path.of("hw4_main.asm")));
 * }</pre>
 */
public final class Assembler {
    private final AssemblerOptions options;

    /** An assembler with MARS's default settings. */
    public Assembler() {
        this(AssemblerOptions.DEFAULT);
    }

    /**
     * An assembler with {@code options}.
     *
     * @param options layout, delayed branching, pseudo-instructions, warnings
     */
    public Assembler(AssemblerOptions options) {
        this.options = options;
    }

    /** {@return the options this assembler uses} */
    public AssemblerOptions options() { return options; }

    /**
     * Assembles files from disk; {@code .include} paths are resolved relative to the including file.
     *
     * @throws AssemblyException with every diagnostic, if a file cannot be read or has errors
     * @param files the source files
     * @return the assembled program
     */
    public ProgramImage assemble(List<Path> files) throws AssemblyException {
        return assembleDetailed(files).image();
    }

    /**
     * Like {@link #assemble(List)}, but with {@code confineIncludes} an {@code .include} may only name files
     * inside the directories of {@code files} (see {@link IncludeResolver#confinedTo}); {@code run} and
     * {@code call} assemble this way, MARS's drop-in does not.
     *
     * @param files the source files
     * @param confineIncludes true to refuse an .include of a file outside the source files' directories
     * @return like {@link #assemble(List)}, but with {@code confineIncludes} an {@code .include} may only name files
     * @throws AssemblyException if the sources have errors (it lists every diagnostic)
     */
    public ProgramImage assemble(List<Path> files, boolean confineIncludes) throws AssemblyException {
        return assembleDetailed(files, confineIncludes).image();
    }

    /**
     * Like {@link #assemble(List)}, also returning the warnings.
     *
     * @param files the source files
     * @return like {@link #assemble(List)}, also returning the warnings
     * @throws AssemblyException if the sources have errors (it lists every diagnostic)
     */
    public Assembly assembleDetailed(List<Path> files) throws AssemblyException {
        return assembleDetailed(files, false);
    }

    /**
     * Like {@link #assemble(List, boolean)}, also returning the warnings.
     *
     * @param files the source files
     * @param confineIncludes true to refuse an .include of a file outside the source files' directories
     * @return like {@link #assemble(List, boolean)}, also returning the warnings
     * @throws AssemblyException if the sources have errors (it lists every diagnostic)
     */
    public Assembly assembleDetailed(List<Path> files, boolean confineIncludes) throws AssemblyException {
        List<SourceFile> sources = new ArrayList<>();
        List<AssemblyDiagnostic> unreadable = new ArrayList<>();
        for (Path file : files) {
            try {
                sources.add(new SourceFile(file.toString(), SourceText.read(file)));
            } catch (IOException | RuntimeException e) {
                unreadable.add(AssemblyDiagnostic.error(file.toString(), 0, 0, "cannot read file: " + describe(e)));
            }
        }
        if (!unreadable.isEmpty()) {
            throw new AssemblyException(unreadable);
        }
        if (!confineIncludes) {
            return assembleDetailed(sources, IncludeResolver.fileSystem());
        }
        List<Path> directories = new ArrayList<>();
        for (Path file : files) {
            Path parent = file.toAbsolutePath().getParent();
            directories.add(parent == null ? Path.of("/") : parent);
        }
        return assembleDetailed(sources, IncludeResolver.confinedTo(directories));
    }

    /**
     * Assembles one in-memory source that has no {@code .include}.
     *
     * @param name the name
     * @param text the text
     * @return the assembled program
     * @throws AssemblyException if the sources have errors (it lists every diagnostic)
     */
    public ProgramImage assemble(String name, String text) throws AssemblyException {
        return assemble(List.of(new SourceFile(name, text)), IncludeResolver.none());
    }

    /**
     * Assembles in-memory sources; {@code includes} supplies the files named by {@code .include}.
     *
     * @param sources the source files, in order
     * @param includes where .include finds files
     * @return the assembled program
     * @throws AssemblyException if the sources have errors (it lists every diagnostic)
     */
    public ProgramImage assemble(List<SourceFile> sources, IncludeResolver includes) throws AssemblyException {
        return assembleDetailed(sources, includes).image();
    }

    /**
     * Like {@link #assemble(List, IncludeResolver)}, also returning the warnings.
     *
     * @param sources the source files, in order
     * @param includes where .include finds files
     * @return like {@link #assemble(List, IncludeResolver)}, also returning the warnings
     * @throws AssemblyException if the sources have errors (it lists every diagnostic)
     */
    public Assembly assembleDetailed(List<SourceFile> sources, IncludeResolver includes) throws AssemblyException {
        return new ProgramAssembler(options, includes).assemble(sources);
    }

    /** Why a source file could not be read, in a few words ("no such file", "permission denied", …). */
    static String describe(Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
