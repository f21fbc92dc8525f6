package io.github.retrokit.mips.cpu;

/** Thrown by the exit syscalls (10 and 17) to end the run normally with an exit code. */
public final class ProgramExit extends RuntimeException {
    private final int code;

    /** The program asked to exit with {@code code}. */
    public ProgramExit(int code) {
        super("exit " + code, null, false, false);
        this.code = code;
    }

    /** The exit code ({@code $a0} of syscall 17; 0 for syscall 10). */
    public int code() { return code; }
}
