package io.github.retrokit.mips.syscall;

import java.io.IOException;

/**
 * The program's terminal: standard input, output and error as the syscalls see them.
 * Use {@link StreamConsole} for ordinary streams, or implement it to script input or capture output.
 */
public interface MipsConsole {
    /**
     * One input line without its terminator ({@code \n}, {@code \r\n} or {@code \r}); null at end of input.
     *
     * @return one input line without its terminator ({@code \n}, {@code \r\n} or {@code \r}); null at end of input
     * @throws IOException if the underlying stream fails
     */
    String readLine() throws IOException;

    /**
     * Raw input bytes for a {@code read} of fd 0: up to {@code length} bytes, -1 at end of input.
     *
     * @param buffer the buffer
     * @param offset the first index in the buffer
     * @param length how many bytes
     * @return raw input bytes for a {@code read} of fd 0: up to {@code length} bytes, -1 at end of input
     * @throws IOException if the underlying stream fails
     */
    int read(byte[] buffer, int offset, int length) throws IOException;

    /**
     * Text printed by the print syscalls (1-4, 11, 34-36).
     *
     * @param text the text
     * @throws IOException if the underlying stream fails
     */
    void print(String text) throws IOException;

    /**
     * Raw bytes written to fd 1 (standard output) or fd 2 (standard error) with syscall 15.
     *
     * @param fd the file descriptor
     * @param bytes the bytes
     * @param offset the first index in the buffer
     * @param length how many bytes
     * @throws IOException if the underlying stream fails
     */
    void write(int fd, byte[] bytes, int offset, int length) throws IOException;

    /**
     * Pushes buffered output to its destination.
     *
     * @throws IOException if the underlying stream fails
     */
    default void flush() throws IOException {
    }
}
