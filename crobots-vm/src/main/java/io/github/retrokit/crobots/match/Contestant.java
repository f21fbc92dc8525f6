package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.RobotCpu;
import io.github.retrokit.crobots.arena.VmCpu;
import io.github.retrokit.crobots.program.RobotProgram;
import java.util.Objects;

/**
 * A robot entered in a match: the name the report prints and how to make its processor.
 *
 * @param name the printed name (the original prints the file name from its last {@code /}, slash included)
 * @param cpu  makes a fresh processor for one arena slot
 */
public record Contestant(String name, RobotCpu.Factory cpu) {

    public Contestant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(cpu, "cpu");
    }

    /** A compiled robot, run by its own VM in each slot it occupies. */
    public static Contestant of(String name, RobotProgram program) {
        return new Contestant(name, VmCpu.factory(program));
    }

    /**
     * The name the original prints for a robot file given as {@code path}: from the last {@code /}, slash
     * included ({@code robots/rook.r} is {@code /rook.r}), or the whole argument when it has no slash.
     */
    public static String displayName(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? path : path.substring(slash);
    }
}
