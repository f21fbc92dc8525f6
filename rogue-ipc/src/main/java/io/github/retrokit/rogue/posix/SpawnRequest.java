package io.github.retrokit.rogue.posix;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What {@link Posix#spawn} starts: {@code program} (a path, as for {@code execv}: never searched on PATH; a
 * relative one, with or without a '/', is relative to {@code workingDirectory} when one is given), its arguments (argv[1..]), the descriptor that becomes its stdin
 * and stdout, and where its stderr goes (null: inherited). Every other descriptor is closed in the child.
 */
public record SpawnRequest(String program, List<String> arguments, Map<String, String> environment, int stdioFd,
                           Path stderrFile, Path workingDirectory) {

    public SpawnRequest {
        Objects.requireNonNull(program, "program");
        arguments = List.copyOf(arguments);
        environment = Map.copyOf(environment);
    }

    /** Inherits the environment, stderr and working directory. */
    public static SpawnRequest of(String program, List<String> arguments, int stdioFd) {
        return new SpawnRequest(program, arguments, System.getenv(), stdioFd, null, null);
    }
}
