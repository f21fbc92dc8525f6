package io.github.retrokit.rogue.transport;

import java.util.List;
import java.util.Objects;

/**
 * A child's command line: the executable as written (a path, as {@code execv} takes it: relative ones, with or
 * without a '/', are relative to the working directory) and its arguments.
 *
 * @param executable the program's path as written
 * @param arguments its arguments, without the program name
 */
public record ChildCommand(String executable, List<String> arguments) {

    /**
     * Checks the executable and copies the arguments.
     *
     * @param executable the program's path as written
     * @param arguments its arguments, without the program name
     */
    public ChildCommand {
        Objects.requireNonNull(executable, "executable");
        arguments = List.copyOf(arguments);
    }

    /** The command line as a shell would show it, e.g. {@code ./monster 5 5 1 2}. */
    @Override
    public String toString() {
        return arguments.isEmpty() ? executable : executable + " " + String.join(" ", arguments);
    }
}
