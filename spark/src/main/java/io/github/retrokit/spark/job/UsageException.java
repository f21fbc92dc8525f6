package io.github.retrokit.spark.job;

/** A command line or an input the job cannot run with: one sentence for the user, and the exit status. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Wrong arguments (exit 2). */
    public static final int USAGE = 2;
    /** An input file that cannot be read or does not parse (exit 3). */
    public static final int INPUT = 3;

    private final int status;

    public UsageException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public static UsageException usage(String message) {
        return new UsageException(USAGE, message);
    }

    public static UsageException input(String message) {
        return new UsageException(INPUT, message);
    }

    public int status() {
        return status;
    }
}
