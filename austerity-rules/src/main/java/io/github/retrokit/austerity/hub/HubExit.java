package io.github.retrokit.austerity.hub;

/** The hub's exit statuses and their stderr messages, exactly as the spec lists them. */
public enum HubExit {
    /** The game ended normally ({@code Winner(s)} printed). */
    GAME_OVER(0, ""),
    USAGE(1, "Usage: austerity tokens points deck player player [player ...]"),
    BAD_ARGUMENT(2, "Bad argument"),
    DECK_ACCESS(3, "Cannot access deck file"),
    DECK_CONTENTS(4, "Invalid deck file contents"),
    BAD_START(5, "Bad start"),
    CLIENT_DISCONNECTED(6, "Client disconnected"),
    PROTOCOL_ERROR(7, "Protocol error by client"),
    SIGINT(10, "SIGINT caught");

    private final int status;
    private final String message;

    HubExit(int status, String message) {
        this.status = status;
        this.message = message;
    }

    /** The process exit status. */
    public int status() {
        return status;
    }

    /** The stderr line (empty for a normal end). */
    public String message() {
        return message;
    }
}
