package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.player.AusterityPlayerProgram;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;
import io.github.retrokit.austerity.strategy.StrategyLookupException;
import java.util.List;

/**
 * {@code shenzi|banzai|ed pcount myid}, and {@code player STRATEGY pcount myid} for any strategy
 * {@link Strategies#create} finds (a provider name or a class name).
 */
final class PlayerCommand {
    /** Exit status for {@code player} naming no known strategy. */
    static final int UNKNOWN_STRATEGY = 1;

    private PlayerCommand() {
    }

    static int run(String name, List<String> args, Console console) {
        Strategy strategy;
        try {
            strategy = Strategies.find(name, PlayerCommand.class.getClassLoader()).get();
        } catch (StrategyLookupException e) {
            console.err().println(e.reason() == StrategyLookupException.Reason.NOT_FOUND
                    ? "Unknown strategy '" + name + "' (built in: " + String.join(", ", Strategies.BUILT_IN) + ")"
                    : "Unusable strategy: " + e.getMessage());
            console.flush();
            return UNKNOWN_STRATEGY;
        }
        int status = new AusterityPlayerProgram(name, strategy).run(args, console.in(), console.out(), console.err());
        console.flush();
        return status;
    }

    /** {@code player STRATEGY pcount myid}. */
    static int runNamed(List<String> args, Console console) {
        if (args.isEmpty()) {
            console.err().println("Usage: player strategy pcount myid");
            console.flush();
            return 1;
        }
        return run(args.get(0), args.subList(1, args.size()), console);
    }
}
