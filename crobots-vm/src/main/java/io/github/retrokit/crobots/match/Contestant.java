package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.RobotCpu;
import io.github.retrokit.crobots.arena.VmCpu;
import io.github.retrokit.crobots.program.RobotProgram;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A robot entered in a match, series or tournament: the name the report prints and its compiled program.
 * Every arena slot the contestant occupies runs the program on a fresh VM of its own.
 */
public final class Contestant {

    private final String name;
    private final RobotCpu.Factory cpu;

    private Contestant(String name, RobotCpu.Factory cpu) {
        this.name = Objects.requireNonNull(name, "name");
        this.cpu = Objects.requireNonNull(cpu, "cpu");
    }

    /**
     * A compiled robot, run by its own VM in each slot it occupies.
     *
     * @param name    the name reports and tables print (the original prints the file name from its last
     *                {@code /}: see {@link #displayName(String)})
     * @param program the robot's compiled program
     * @return the contestant
     */
    public static Contestant of(String name, RobotProgram program) {
        return new Contestant(name, VmCpu.factory(Objects.requireNonNull(program, "program")));
    }

    /** A contestant driven by any processor (tests use scripted ones). */
    static Contestant withCpu(String name, RobotCpu.Factory cpu) {
        return new Contestant(name, cpu);
    }

    /**
     * The printed name.
     *
     * @return the name given to {@link #of}
     */
    public String name() {
        return name;
    }

    /** Makes the processor for one arena slot. */
    RobotCpu.Factory cpu() {
        return cpu;
    }

    /**
     * The name the original prints for a robot file given as {@code path}: from the last {@code /}, slash
     * included ({@code robots/rook.r} is {@code /rook.r}), or the whole argument when it has no slash.
     *
     * @param path the robot file as given on the command line
     * @return the name to print
     */
    public static String displayName(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? path : path.substring(slash);
    }

    /**
     * The names of contestants, in their order.
     *
     * @param robots the contestants
     * @return their names (a loop, not a stream: no lambda bootstrap in a cold start)
     */
    public static List<String> names(List<Contestant> robots) {
        List<String> names = new ArrayList<>(robots.size());
        for (Contestant r : robots) {
            names.add(r.name());
        }
        return List.copyOf(names);
    }

    /** The name, for debugging. */
    @Override
    public String toString() {
        return name;
    }
}
