package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.posix.Posix;
import io.github.retrokit.austerity.posix.PosixException;

/**
 * SIGINT, caught as early as possible and delivered to whoever registers later (the hub, once it exists).
 * Uses {@code sun.misc.Signal}, the JDK's supported way to handle a POSIX signal in Java.
 */
final class Interrupts {
    private volatile Runnable target;
    private volatile boolean caught;

    /**
     * Replaces SIGINT's action (the JVM's exit 130, or "ignore" inherited by a background job, which a C hub's
     * sigaction would override too) by {@link #deliverTo}'s target.
     */
    static Interrupts catchSigint() {
        Interrupts interrupts = new Interrupts();
        try {
            Posix.get().restoreDefaultAction(Posix.SIGINT);
        } catch (PosixException | LinkageError e) {
            // keep whatever disposition there is: the handler below still works unless SIGINT is ignored
        }
        sun.misc.Signal.handle(new sun.misc.Signal("INT"), signal -> interrupts.fire());
        return interrupts;
    }

    /**
     * Makes SIGINT, SIGTERM and SIGHUP kill this process by the signal, as they kill a C player, instead of the
     * JVM's exit status 128+N: a hub's report then reads {@code Player A shutdown after receiving signal 15}, not
     * {@code Player A ended with status 143}. A signal inherited as ignored stays ignored, as across exec in C.
     */
    static void dieBySignalLikeACProgram() {
        for (String name : new String[] {"INT", "TERM", "HUP"}) {
            sun.misc.Signal.handle(new sun.misc.Signal(name), Interrupts::dieBy);
        }
    }

    private static void dieBy(sun.misc.Signal signal) {
        try {
            Posix posix = Posix.get();
            posix.restoreDefaultAction(signal.getNumber());
            posix.kill((int) ProcessHandle.current().pid(), signal.getNumber());
        } catch (PosixException | LinkageError e) {
            // no C library binding: the JVM's own exit is the best left
        }
        Runtime.getRuntime().halt(128 + signal.getNumber());
    }

    private synchronized void fire() {
        caught = true;
        if (target != null) {
            target.run();
        }
    }

    /** Runs {@code onInterrupt} on SIGINT, at once if one was already caught. */
    synchronized void deliverTo(Runnable onInterrupt) {
        target = onInterrupt;
        if (caught) {
            onInterrupt.run();
        }
    }
}
