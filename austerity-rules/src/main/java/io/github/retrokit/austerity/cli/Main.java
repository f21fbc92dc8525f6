package io.github.retrokit.austerity.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * {@code retrokit austerity <command> ...}: the hub, the three players, in-process games and tournaments.
 * The only class that exits the JVM.
 */
public final class Main {
    static final String HELP = """
            usage: retrokit austerity <command> [args...]

            commands:
              hub tokens points deck player player [player ...] [options]
                    the course's 'austerity' hub: starts the player programs (found on PATH) and runs one game
                    --max-rounds N   end the game after N rounds (winners: most points then; 0 = never)
                    --end-on-stall   end a game in which no purchase can ever happen again
                    --timeout MS     a player must answer (or accept input) within MS ms, else protocol error;
                                     default 0 = wait forever, like the course hub
                    --trace          print every message exchanged, and the reason for any error, to stderr
                    exit: 0 game over, 1 usage, 2 bad argument, 3 cannot access deck, 4 invalid deck,
                          5 bad start, 6 client disconnected, 7 protocol error, 10 SIGINT
              shenzi|banzai|ed pcount myid
                    a player program speaking the protocol on stdin/stdout, state on stderr
                    exit: 0 game over, 1 usage, 2 invalid player count, 3 invalid player ID, 6 communication error
              player STRATEGY pcount myid
                    the same with any strategy: a StrategyProvider name or a Strategy class name
              game tokens points deck strategy strategy [...] [--seed N] [--max-rounds N]
                    one in-process game; prints the lines the hub would print
              tournament tokens points deck strategy strategy [...] [--games N] [--seed N] [--threads N]
                    many in-process games on shuffled decks, seats rotating; prints a results table
            """;

    private static final Set<String> PLAYERS = Set.of("shenzi", "banzai", "ed", "player");

    private Main() {
    }

    public static void main(String[] argv) {
        List<String> args = Arrays.asList(argv);
        String command = args.isEmpty() ? "" : args.get(0);
        List<String> rest = args.isEmpty() ? List.of() : args.subList(1, args.size());
        if (PLAYERS.contains(command)) {
            SignalDefaults.restore(); // first: from here on SIGINT/SIGTERM/SIGHUP kill the player at once, as in C
        }
        Interrupts interrupts = command.equals("hub") ? Interrupts.catchSigint() : new Interrupts();
        System.exit(run(command, rest, Console.system(), interrupts));
    }

    static int run(String command, List<String> args, Console console, Interrupts interrupts) {
        switch (command) {
            case "hub":
                return new HubCommand(interrupts).run(args, console);
            case "shenzi", "banzai", "ed":
                return PlayerCommand.run(command, args, console);
            case "player":
                return PlayerCommand.runNamed(args, console);
            case "game":
                return GameCommand.game(args, console);
            case "tournament":
                return GameCommand.tournament(args, console);
            case "--help", "-h", "help":
                console.out().print(HELP);
                console.flush();
                return 0;
            default:
                console.err().print(command.isEmpty() ? HELP : "unknown command '" + command + "'\n" + HELP);
                console.flush();
                return 2;
        }
    }
}
