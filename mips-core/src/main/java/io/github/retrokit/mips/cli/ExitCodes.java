package io.github.retrokit.mips.cli;

/**
 * The exit statuses of RetroKit's own MIPS commands ({@code run}, {@code asm}, {@code call}, {@code debug}),
 * one per kind of failure, the same in every RetroKit module; {@code mars} keeps MARS's.
 */
final class ExitCodes {
    /** Success (for {@code call}: the function returned and kept the conventions). */
    static final int OK = 0;
    /** What was checked failed (a convention broken), or an unexpected internal failure. */
    static final int FAILED = 1;
    /** A usage error: unknown command or option, bad option value. */
    static final int USAGE = 2;
    /** A named file cannot be read or written. */
    static final int INPUT = 3;
    /** The program cannot be built: assembly errors. */
    static final int ASSEMBLY = 4;
    /** A limit stopped the run (instructions, output, file bytes, wall clock, a device's input ended). */
    static final int LIMIT = 5;
    /** The program failed at run time (a MIPS run-time exception, the memory limit). */
    static final int RUNTIME = 6;
    /** Standard output was closed ({@code | head}): 128 + SIGPIPE, as a C program would end. */
    static final int CLOSED_PIPE = 141;

    private ExitCodes() { }
}
