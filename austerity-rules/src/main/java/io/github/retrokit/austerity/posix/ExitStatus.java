package io.github.retrokit.austerity.posix;

/** How a child process ended, decoded from a {@code waitpid} status word. */
public sealed interface ExitStatus {

    /** The process called {@code exit(code)} (0-255). */
    record Exited(int code) implements ExitStatus {
    }

    /** The process was terminated by signal {@code signal}. */
    record Signaled(int signal) implements ExitStatus {
    }

    /**
     * Decodes a Linux wait status: {@code WIFEXITED} when the low 7 bits are 0 ({@code WEXITSTATUS} is
     * bits 8-15), {@code WIFSIGNALED} when they name a signal ({@code WTERMSIG}).
     *
     * @throws IllegalArgumentException for a stopped/continued status, which waitpid without WUNTRACED never returns
     */
    static ExitStatus decode(int raw) {
        int low = raw & 0x7f;
        if (low == 0) {
            return new Exited((raw >> 8) & 0xff);
        }
        if (low != 0x7f && raw != 0xffff) {
            return new Signaled(low);
        }
        throw new IllegalArgumentException("not a termination status: 0x" + Integer.toHexString(raw));
    }

    /** True only for a normal exit with status 0. */
    default boolean isSuccess() {
        return this instanceof Exited e && e.code() == 0;
    }
}
