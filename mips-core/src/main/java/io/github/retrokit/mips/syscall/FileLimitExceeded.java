package io.github.retrokit.mips.syscall;

/** The program wrote more to files (syscall 15) than the machine's file limit allows; the run ends. */
public final class FileLimitExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;
    /** The limit that was reached, in bytes. */
    private final long limit;

    /**
     * File output went past {@code limit} bytes.
     *
     * @param limit the limit
     */
    public FileLimitExceeded(long limit) {
        super("file output limit of " + limit + " bytes reached", null, false, false);
        this.limit = limit;
    }

    /** {@return the limit in bytes} */
    public long limit() { return limit; }
}
