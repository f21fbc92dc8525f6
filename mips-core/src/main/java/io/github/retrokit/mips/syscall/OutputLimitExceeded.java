package io.github.retrokit.mips.syscall;

/** The program printed more than the machine's output limit allows; the run ends. */
public final class OutputLimitExceeded extends RuntimeException {
    /** The limit that was exceeded, in bytes. */
    private final long limit;

    /**
     * Output went past {@code limit} bytes.
     *
     * @param limit the limit
     */
    public OutputLimitExceeded(long limit) {
        super("output limit of " + limit + " bytes exceeded", null, false, false);
        this.limit = limit;
    }

    /** {@return the limit in bytes} */
    public long limit() { return limit; }
}
