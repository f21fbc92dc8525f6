package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.hub.Hub;
import io.github.retrokit.austerity.hub.HubArguments;
import io.github.retrokit.austerity.hub.HubConfig;
import io.github.retrokit.austerity.hub.HubExit;
import io.github.retrokit.austerity.posix.PosixException;
import java.util.List;

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
        Hub hub;
        try {
            hub = new Hub(config, console.out(), console.err());
        } catch (PosixException e) {
            console.err().println("hub: " + e.getMessage());
            return finish(HubExit.BAD_START, console);
        }
        interrupts.deliverTo(hub::interrupt);
        return finish(hub.run(), console);
    }

    private static int finish(HubExit exit, Console console) {
        if (!exit.message().isEmpty()) {
            console.err().println(exit.message());
        }
        console.flush();
        return exit.status();
    }
}
