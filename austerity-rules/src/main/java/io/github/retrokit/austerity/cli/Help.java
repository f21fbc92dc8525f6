package io.github.retrokit.austerity.cli;

/** The help texts: {@code retrokit austerity --help} prints them all, {@code <command> --help} its own. */
final class Help {
    static final String HUB = """
              hub tokens points deck player player [player ...] [options]
                    the course's 'austerity' hub: starts the player programs (found on PATH) and runs one game
                    --max-rounds N   end the game after N rounds (winners: most points then; 0 = never)
                    --end-on-stall   end a game in which no purchase can ever happen again
                    --timeout MS     a player must answer (or accept input) within MS ms, else protocol error;
                                     default 0 = wait forever, like the course hub
                    --trace          print every message exchanged, and the reason for any error, to stderr
                    exit (the course's): 0 game over, 1 usage, 2 bad argument, 3 cannot access deck, 4 invalid deck,
                          5 bad start, 6 client disconnected, 7 protocol error, 10 SIGINT
                    'hub --help' (or -h) alone prints this; with other arguments the course's checks apply
            """;
    static final String BUILT_IN_PLAYERS = """
              shenzi|banzai|ed pcount myid
                    a player program speaking the protocol on stdin/stdout, state on stderr
                    exit (the course's): 0 game over, 1 usage, 2 invalid player count, 3 invalid player ID,
                          6 communication error
                    'shenzi --help' (or -h) alone prints this; with other arguments the course's checks apply
            """;
    static final String NAMED_PLAYER = """
              player STRATEGY pcount myid
                    the same with any strategy: a built-in, a StrategyProvider name or a Strategy class name
                    (on the class path: RETROKIT_CLASSPATH with ./retrokit); exit 1 if it cannot be made
            """;
    static final String GAME = """
              game tokens points deck strategy strategy [strategy ...] [options]
                    one in-process game; text output is what the hub would print for the same players
                    --seed N         shuffle the deck with seed N first (default: the deck as given)
                    --max-rounds N   round cap, 1-1000000 (default 1000); a stalled game ends too
                    --format F       text (default), json or csv (see the README's "Machine-readable results")
                    --classpath P    extra class path (':'-separated) for strategy classes
                    exit: 0 game over, 2 usage error or unknown strategy, 3 deck unreadable or invalid,
                          4 strategy class rejected, 5 ended by the round cap or a stall,
                          6 a strategy threw or made two illegal moves in a row; standard output
                          that cannot be written: 141 a closed pipe, 3 otherwise (a full disk)
            """;
    static final String TOURNAMENT = """
              tournament tokens points deck strategy strategy [strategy ...] [options]
                    many in-process games on shuffled decks, seats rotating; a results table
                    --games N        games, 0-1000000 (default 1000)
                    --seed N         tournament seed (default 1): the same seed gives the same table
                    --threads N      worker threads, 1-256 (default: all processors); the table does not change
                    --max-rounds N   round cap per game, 1-1000000 (default 1000); stalled games end too
                    --format F       text (default), json or csv (see the README's "Machine-readable results")
                    --classpath P    extra class path (':'-separated) for strategy classes
                    --no-progress    no progress line (shown on a terminal's stderr only)
                    wins count decided games only: a game ended by the round cap or a stall has no winner
                    exit: 0 done, 2 usage error or unknown strategy, 3 deck unreadable or invalid,
                          4 strategy class rejected, 6 a strategy threw; standard output that cannot
                          be written: 141 a closed pipe, 3 otherwise (a full disk)
            """;
    static final String ALL = "usage: retrokit austerity <command> [args...]\n\ncommands:\n" + HUB + BUILT_IN_PLAYERS
            + NAMED_PLAYER + GAME + TOURNAMENT
            + "\n<command> --help prints one command's help. A strategy is a built-in (shenzi, banzai, ed), a\n"
            + "StrategyProvider name or a Strategy class name.\n";

    private Help() {
    }

    /** How the user types the commands: through the launcher. */
    static final String PROGRAM = "retrokit austerity";

    /**
     * One command's help: its usage line as the user types it through the launcher
     * ({@code usage: retrokit austerity hub tokens points deck ...}; a player's with its own name), a blank line,
     * then its text from {@code section} (a section of {@link #ALL}).
     */
    static String of(String command, String section) {
        String[] lines = section.split("\n");
        String synopsis = lines[0].strip();
        String usage = command + synopsis.substring(synopsis.indexOf(' '));
        StringBuilder help = new StringBuilder("usage: " + PROGRAM + " " + usage + "\n\n");
        for (int i = 1; i < lines.length; i++) {
            help.append(lines[i].substring(Math.min(SECTION_INDENT, lines[i].length()))).append('\n');
        }
        return help.toString();
    }

    /** The indentation of a section's text under its synopsis in {@link #ALL}, less two spaces. */
    private static final int SECTION_INDENT = 6;

    /** Prints {@code command}'s help ({@link #of}); a failing stdout is named as that command's. */
    static int print(String command, String section, Console console) {
        return printAs(PROGRAM + " " + command, of(command, section), console);
    }

    /**
     * Prints {@code text} on stdout; returns 0, or as {@link WatchedOutput#status} says, for {@code prog}, when
     * stdout failed.
     */
    static int printAs(String prog, String text, Console console) {
        console.out().print(text);
        return console.out().checkError() ? WatchedOutput.status(prog, console) : 0;
    }

    /** Whether {@code args} is exactly {@code --help} or {@code -h} (the course's programs take no options). */
    static boolean alone(java.util.List<String> args) {
        return args.size() == 1 && (args.get(0).equals("--help") || args.get(0).equals("-h"));
    }
}
