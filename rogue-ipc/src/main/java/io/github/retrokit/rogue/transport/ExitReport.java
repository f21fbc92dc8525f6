package io.github.retrokit.rogue.transport;

/**
 * How a child ended: its exit code or the signal that ended it, and whether the world had to kill it.
 * An in-process child "exits" with 0, unless the world had to interrupt it ({@link #INTERRUPTED}).
 *
 * @param exitCode the exit status, -1 when a signal ended the child
 * @param signal the signal that ended it, 0 when it exited
 * @param killedByWorld true when the world killed (or interrupted) it
 */
public record ExitReport(int exitCode, int signal, boolean killedByWorld) {

    /** Exited with status 0 by itself. */
    public static final ExitReport CLEAN = new ExitReport(0, 0, false);
    /** An in-process child on its own thread that the world had to interrupt (it missed the deadline). */
    public static final ExitReport INTERRUPTED = new ExitReport(-1, 0, true);

    /**
     * A child that exited by itself.
     *
     * @param code its exit status
     * @return the report
     */
    public static ExitReport exited(int code) {
        return new ExitReport(code, 0, false);
    }

    /**
     * A child ended by a signal.
     *
     * @param signal the signal number
     * @param killedByWorld true when the world sent it (SIGKILL after the grace time)
     * @return the report
     */
    public static ExitReport signalled(int signal, boolean killedByWorld) {
        return new ExitReport(-1, signal, killedByWorld);
    }

    /**
     * Whether the child ended well.
     *
     * @return true when it exited with status 0
     */
    public boolean clean() {
        return signal == 0 && exitCode == 0;
    }

    /**
     * E.g. "exited with status 3", "killed by signal 11 (SIGSEGV)", "killed by the world with SIGKILL",
     * "interrupted by the world" (in-process).
     *
     * @return the sentence's end, as the world's diagnostics use it
     */
    public String describe() {
        if (killedByWorld && signal == 0) {
            return "interrupted by the world";
        }
        if (signal == 0) {
            return "exited with status " + exitCode;
        }
        return killedByWorld ? "killed by the world with SIGKILL" : "killed by signal " + signal + signalName(signal);
    }

    private static String signalName(int signal) {
        String[] names = {null, "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE",
            "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM"};
        return signal > 0 && signal < names.length ? " (" + names[signal] + ")" : "";
    }
}
