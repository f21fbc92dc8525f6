package io.github.retrokit.austerity.cli;

import java.util.List;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Gives a player process the signal behaviour of a C program: SIGINT, SIGTERM and SIGHUP terminate it at once,
 * by the signal, so the parent's {@code waitpid} sees WIFSIGNALED (a hub reports
 * {@code Player A shutdown after receiving signal 15}), and a message arriving a moment later is never
 * handled first.
 *
 * <p>Before {@code main} the JVM installs handlers for these three signals that run shutdown hooks on a new
 * thread and exit with status 128+N. {@link #restore()} puts back the default disposition ({@code SIG_DFL},
 * through {@code sigaction} inside the JVM), so the kernel itself ends the process when the signal arrives: no
 * Java code runs, no native library is loaded. A signal inherited as ignored stays ignored, as across
 * {@code exec} in C. Under {@code -Xrs} the JVM installs none of these handlers and there is nothing to undo
 * ({@code ./retrokit} starts the players with {@code -Xrs}, which also covers the JVM's own start-up).
 *
 * <p>The disposition belongs to the whole process: call this from a player program's {@code main}, never
 * from code that shares its JVM with other work (shutdown hooks do not run on these signals afterwards).
 */
final class SignalDefaults {
    private static final List<String> TERMINATING = List.of("INT", "TERM", "HUP");

    private SignalDefaults() {
    }

    /**
     * Resets SIGINT, SIGTERM and SIGHUP to their default action (those inherited as ignored stay ignored).
     *
     * @return the signals whose JVM handler was replaced; empty under {@code -Xrs}
     */
    static List<String> restore() {
        return TERMINATING.stream().filter(SignalDefaults::restore).toList();
    }

    private static boolean restore(String name) {
        try {
            SignalHandler previous = Signal.handle(new Signal(name), SignalHandler.SIG_DFL);
            return previous != SignalHandler.SIG_DFL && previous != SignalHandler.SIG_IGN;
        } catch (IllegalArgumentException reservedByTheJvm) {
            return false; // -Xrs: the JVM left this signal's disposition as inherited
        }
    }
}
