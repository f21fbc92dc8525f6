package io.github.retrokit.austerity.posix;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What to start and how to wire it: {@code argv[0]} is looked up on {@code PATH} as {@code execvp} does;
 * the child's stdin and stdout become the given descriptors, its stderr the given descriptor or
 * {@code /dev/null} ({@link #DEV_NULL}); every other descriptor is closed in the child.
 *
 * @param argv        program and arguments, never empty
 * @param stdinFd     descriptor the child reads as fd 0
 * @param stdoutFd    descriptor the child writes as fd 1
 * @param stderrFd    descriptor for fd 2, or {@link #DEV_NULL}
 * @param environment the child's environment, or {@code null} to pass on this process's environment
 */
public record SpawnRequest(List<String> argv, int stdinFd, int stdoutFd, int stderrFd,
                           Map<String, String> environment) {
    /** Marker for "open /dev/null for this descriptor". */
    public static final int DEV_NULL = -1;

    public SpawnRequest {
        argv = List.copyOf(argv);
        if (argv.isEmpty()) {
            throw new IllegalArgumentException("argv must name a program");
        }
        environment = environment == null ? null : Map.copyOf(environment);
    }

    /** A child talking over two pipes with its stderr discarded, in this process's environment. */
    public static SpawnRequest piped(List<String> argv, int stdinFd, int stdoutFd) {
        return new SpawnRequest(argv, stdinFd, stdoutFd, DEV_NULL, null);
    }

    /** The program as given on the command line (before the PATH lookup). */
    public String program() {
        return argv.get(0);
    }

    String[] environmentBlock() {
        Map<String, String> env = Objects.requireNonNullElseGet(environment, System::getenv);
        return env.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toArray(String[]::new);
    }
}
