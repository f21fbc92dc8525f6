package io.github.retrokit.mips.syscall;

import java.io.IOException;

/**
 * The program's terminal: standard input, output and error as the syscalls see them.
 * Use {@link StreamConsole} for ordinary streams, or implement it to script input or capture output.
 */
public interface MipsConsole {
    /** One input line without its terminator ({@code \n}, {@code \r\n} or {@code \r}); null at end of input. */
    String readLine() throws IOException;

    /** Raw input bytes for a {@code read} of fd 0: up to {@code length} bytes, -1 at end of input. */
    int read(byte[] buffer, int offset, int length) throws IOException;

    /** Text printed by the print syscalls (1-4, 11, 34-36). */
    void print(String text) throws IOException;

    /** Raw bytes written to fd 1 (standard output) or fd 2 (standard error) with syscall 15. */
    void write(int fd, byte[] bytes, int offset, int length) throws IOException;

    /** Pushes buffered output to its destination. */
    default void flush() throws IOException {
    }
}
