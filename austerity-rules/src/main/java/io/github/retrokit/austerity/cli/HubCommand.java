package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.hub.Hub;
import io.github.retrokit.austerity.hub.HubArguments;
import io.github.retrokit.austerity.hub.HubConfig;
import io.github.retrokit.austerity.hub.HubExit;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** {@code hub tokens points deck player player [player ...] [options]}: the course's {@code austerity}. */
final class HubCommand {
    private final Interrupts interrupts;

    /** @param interrupts where SIGINT is delivered (installed before the arguments are even read) */
    HubCommand(Interrupts interrupts) {
        this.interrupts = interrupts;
    }

    int run(List<String> args, Console console) {
        HubConfig config;
        try {
            config = HubArguments.parse(args);
        } catch (HubArguments.Rejected e) {
            if (args.contains("--trace")) {
                console.err().println("hub: " + e.getMessage());
            }
            return finish(e.exit(), console);
        }
        Hub hub = new Hub(config, console.out(), console.err());
        interrupts.deliverTo(hub::interrupt);
        // SIGTERM or SIGHUP (the JVM's shutdown): end the game as on SIGINT, so every player is killed and reaped,
        // but quietly; the JVM then exits with 128+N.
        CountDownLatch over = new CountDownLatch(1);
        AtomicBoolean terminated = new AtomicBoolean();
        Thread onTermination = new Thread(() -> {
            terminated.set(true);
            hub.interrupt();
            try {
                over.await(Hub.SHUTDOWN_GRACE_MILLIS + 5_000, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "austerity-hub-termination");
        Runtime.getRuntime().addShutdownHook(onTermination);
        HubExit exit;
        try {
            exit = hub.run();
        } finally {
            over.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onTermination);
            } catch (IllegalStateException e) {
                // already shutting down: the hook runs
            }
        }
        if (terminated.get()) {
            return exit.status(); // not "SIGINT caught": the process is dying of another signal
        }
        return finish(exit, console);
    }

    private static int finish(HubExit exit, Console console) {
        if (!exit.message().isEmpty()) {
            console.err().println(exit.message());
        }
        console.flush();
        return exit.status();
    }
}
