package io.github.retrokit.austerity.player;

/** The player programs' exit statuses and their stderr messages, exactly as the spec lists them. */
public enum PlayerExit {
    /** {@code eog} received. */
    GAME_OVER(0, ""),
    /** Not exactly two arguments; the message names the program. */
    USAGE(1, "Usage: %s pcount myid"),
    /** pcount is not a whole number 2-26. */
    INVALID_PLAYER_COUNT(2, "Invalid player count"),
    /** myid is not a whole number 0 to pcount-1. */
    INVALID_PLAYER_ID(3, "Invalid player ID"),
    /** The hub closed the pipe before {@code eog}, or sent an invalid message. */
    COMMUNICATION_ERROR(6, "Communication Error");

    private final int status;
    private final String message;

    PlayerExit(int status, String message) {
        this.status = status;
        this.message = message;
    }

    /**
     * The process exit status.
     *
     * @return the process exit status
     */
    public int status() {
        return status;
    }

    /**
     * The stderr line for program {@code name} (empty for a normal exit).
     *
     * @param name the program's name ({@code shenzi}, ...)
     * @return the stderr line for program {@code name} (empty for a normal exit)
     */
    public String message(String name) {
        return String.format(message, name);
    }
}
