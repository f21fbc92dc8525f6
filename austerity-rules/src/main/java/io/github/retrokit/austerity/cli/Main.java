package io.github.retrokit.austerity.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * {@code retrokit austerity <command> ...}: the hub, the three players, in-process games and tournaments.
 * The only class that exits the JVM.
 */
public final class Main {
    static final String HELP = Help.ALL;

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
                return Help.alone(args) ? Help.print(command, Help.HUB, console) : new HubCommand(interrupts).run(args, console);
            case "shenzi", "banzai", "ed":
                return Help.alone(args) ? Help.print(command, Help.BUILT_IN_PLAYERS, console)
                        : PlayerCommand.run(command, args, console);
            case "player":
                return Help.alone(args) ? Help.print(command, Help.NAMED_PLAYER, console)
                        : PlayerCommand.runNamed(args, console);
            case "game":
                return GameCommand.run(args, console);
            case "tournament":
                return TournamentCommand.run(args, console);
            case "--help", "-h", "help":
                return Help.printAs(Help.PROGRAM, HELP, console);
            default:
                console.err().println(Help.PROGRAM + ": " + (command.isEmpty() ? "no command given" : "unknown command '" + command + "'"));
                console.err().println("try '" + Help.PROGRAM + " --help'");
                console.flush();
                return 2;
        }
    }
}
