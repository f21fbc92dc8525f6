package io.github.retrokit.spark.crobots;

import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.match.Contestant;
import java.io.Serializable;

/**
 * A robot as it travels with the job: the name the tables print and its source text, compiled where the
 * matches are played.
 *
 * @param name   the printed name (as the CLI prints it: the file name from its last {@code /})
 * @param source the robot's source
 */
public record RobotEntry(String name, String source) implements Serializable {

    /** Compiles the robot. */
    public CompileResult compile(RobotCompiler compiler) {
        return compiler.compile(name, source);
    }

    /** The compiled robot, ready for an arena; the source compiled on the driver, so it compiles here too. */
    public Contestant contestant(RobotCompiler compiler) {
        return Contestant.of(name, compile(compiler).programOrThrow());
    }
}
