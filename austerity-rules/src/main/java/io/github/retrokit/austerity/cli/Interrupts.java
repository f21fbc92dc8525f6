package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.posix.Posix;
import io.github.retrokit.austerity.posix.PosixException;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * SIGINT, caught as early as possible and delivered to whoever registers later (the hub, once it exists).
 * Uses {@code sun.misc.Signal}, the JDK's supported way to handle a POSIX signal in Java.
 */
final class Interrupts {
    private volatile Runnable target;
    private volatile boolean caught;

    /**
     * Replaces SIGINT's action (the JVM's exit 130) by {@link #deliverTo}'s target. A SIGINT inherited as ignored
     * (a shell starts background jobs so, and the JVM then leaves it ignored) is first reset to its default
     * action natively, as a C hub's sigaction overrides it too; only then is the C library bound, so that a hub
     * that fails its argument checks never pays for loading the binding.
     */
    static Interrupts catchSigint() {
        Interrupts interrupts = new Interrupts();
        Signal sigint = new Signal("INT");
        SignalHandler handler = signal -> interrupts.fire();
        if (Signal.handle(sigint, handler) == SignalHandler.SIG_IGN) {
            try {
                Posix.get().restoreDefaultAction(Posix.SIGINT);
                Signal.handle(sigint, handler);
            } catch (PosixException | LinkageError e) {
                // no native binding: SIGINT stays ignored, as the JVM left it
            }
        }
        return interrupts;
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
