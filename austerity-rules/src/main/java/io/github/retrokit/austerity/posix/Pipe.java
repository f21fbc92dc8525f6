package io.github.retrokit.austerity.posix;

/** The two ends of a pipe: bytes written to {@code writeFd} come out of {@code readFd}. */
public record Pipe(int readFd, int writeFd) {
}
