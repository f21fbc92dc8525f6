package io.github.retrokit.austerity.cli;

/** A RetroKit command ({@code game}, {@code tournament}) stopping with an exit status and a one-line message. */
final class CommandFailure extends Exception {
    private static final long serialVersionUID = 1L;

    /** Usage error: unknown command or option, bad option value, wrong argument count. */
    static final int USAGE = 2;
    /** Input error: the deck cannot be read, or is not a deck. */
    static final int INPUT = 3;
    /** A user's strategy class cannot be loaded or instantiated. */
    static final int NOT_STARTABLE = 4;
    /** A limit stopped the work: the round cap or a stall ended the game. */
    static final int LIMIT = 5;
    /** A strategy failed at run time: it threw, or made two illegal moves in a row. */
    static final int RUN_TIME = 6;
    /** Standard output was closed (128 + SIGPIPE). */
    static final int CLOSED_PIPE = 141;

    private final int status;

    CommandFailure(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    static CommandFailure usage(String message) {
        return new CommandFailure(USAGE, message);
    }

    int status() {
        return status;
    }

    /** Prints the message ({@code prog: message}, plus {@code try 'prog --help'} for a usage error); returns the status. */
    int report(String prog, Console console) {
        if (status != CLOSED_PIPE) {
            console.err().println(prog + ": " + getMessage());
            if (status == USAGE) {
                console.err().println("try '" + prog + " --help'");
            }
        }
        console.flush();
        return status;
    }
}
