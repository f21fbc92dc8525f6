package io.github.retrokit.austerity.hub;

/** The hub's exit statuses and their stderr messages, exactly as the spec lists them. */
public enum HubExit {
    /** The game ended normally ({@code Winner(s)} printed). */
    GAME_OVER(0, ""),
    /** Fewer than 2 or more than 26 players, or an option without its value. */
    USAGE(1, "Usage: austerity tokens points deck player player [player ...]"),
    /** Tokens, points or an option value that is not a non-negative whole number. */
    BAD_ARGUMENT(2, "Bad argument"),
    /** The deck file cannot be opened or read. */
    DECK_ACCESS(3, "Cannot access deck file"),
    /** The deck file's contents are not a deck. */
    DECK_CONTENTS(4, "Invalid deck file contents"),
    /** A player program cannot be started. */
    BAD_START(5, "Bad start"),
    /** A player closed its output before {@code eog}. */
    CLIENT_DISCONNECTED(6, "Client disconnected"),
    /** Two invalid or illegal replies in a row (or a reply timeout). */
    PROTOCOL_ERROR(7, "Protocol error by client"),
    /** The hub was interrupted (SIGINT, or {@link Hub#interrupt()}). */
    SIGINT(10, "SIGINT caught");

    private final int status;
    private final String message;

    HubExit(int status, String message) {
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
     * The stderr line (empty for a normal end).
     *
     * @return the stderr line (empty for a normal end)
     */
    public String message() {
        return message;
    }
}
