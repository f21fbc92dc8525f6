package io.github.retrokit.rogue.posix;

/** Both ends of {@code socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)}: one for the world, one for the child. */
public record SocketPair(int parentFd, int childFd) {
}
