package io.github.retrokit.rogue.posix;

/** A waitpid status decoded by hand: the exit code, or the signal that terminated the process. */
public record ExitStatus(boolean exited, int code, int signal) {

    /** Decodes a raw wait status (Linux: WIFEXITED, WEXITSTATUS, WIFSIGNALED, WTERMSIG). */
    public static ExitStatus decode(int status) {
        int low = status & 0x7f;
        if (low == 0) {
            return new ExitStatus(true, (status >> 8) & 0xff, 0);
        }
        return new ExitStatus(false, -1, low);
    }

    @Override
    public String toString() {
        return exited ? "exited with status " + code : "killed by signal " + signal;
    }
}
