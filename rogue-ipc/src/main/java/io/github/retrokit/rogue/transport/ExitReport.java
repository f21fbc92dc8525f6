package io.github.retrokit.rogue.transport;

/**
 * How a child ended: its exit code or the signal that ended it, and whether the world had to kill it.
 * An in-process child "exits" with 0, unless the world had to interrupt it ({@link #INTERRUPTED}).
 */
public record ExitReport(int exitCode, int signal, boolean killedByWorld) {

    public static final ExitReport CLEAN = new ExitReport(0, 0, false);
    /** An in-process child on its own thread that the world had to interrupt (it missed the deadline). */
    public static final ExitReport INTERRUPTED = new ExitReport(-1, 0, true);

    public static ExitReport exited(int code) {
        return new ExitReport(code, 0, false);
    }

    public static ExitReport signalled(int signal, boolean killedByWorld) {
        return new ExitReport(-1, signal, killedByWorld);
    }

    /** Exited with status 0. */
    public boolean clean() {
        return signal == 0 && exitCode == 0;
    }

    /**
     * E.g. "exited with status 3", "killed by signal 11 (SIGSEGV)", "killed by the world with SIGKILL",
     * "interrupted by the world" (in-process).
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
