package io.github.retrokit.rogue.posix;

import java.util.List;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Gives a child process (the {@code player} and {@code monster} programs) the signal behaviour of a C program:
 * SIGINT, SIGTERM and SIGHUP terminate it at once, by the signal, so the world's {@code waitpid} sees
 * WIFSIGNALED, as for the course's C children, and nothing more is read or sent after the signal.
 *
 * <p>Before {@code main} the JVM installs handlers for these three signals that run shutdown hooks on a new
 * thread and exit with status 128+N. {@link #restore()} puts back the default disposition ({@code SIG_DFL},
 * through {@code sigaction} inside the JVM): the kernel itself ends the process when the signal arrives, no
 * native library is loaded. A signal inherited as ignored stays ignored, as across {@code exec} in C. Under
 * {@code -Xrs} (how {@code ./retrokit} starts these children) the JVM installs none and nothing is undone.
 *
 * <p>The disposition belongs to the whole process: only a program's {@code main} may call this.
 */
public final class SignalDefaults {
    private static final List<String> TERMINATING = List.of("INT", "TERM", "HUP");

    private SignalDefaults() {
    }

    /**
     * Resets SIGINT, SIGTERM and SIGHUP to their default action (those inherited as ignored stay ignored).
     *
     * @return the signals whose JVM handler was replaced; empty under {@code -Xrs}
     */
    public static List<String> restore() {
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
