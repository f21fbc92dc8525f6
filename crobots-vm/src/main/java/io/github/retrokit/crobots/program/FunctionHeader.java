package io.github.retrokit.crobots.program;

import java.util.List;

/**
 * One entry of the robot's link list (the manual's section 10-2): a defined function with its first
 * instruction, parameter count and local pool size ({@code localCount}, parameters included), plus the
 * names of its local slots (for debugging dumps; index = local offset).
 *
 * @param name             the function's name (significant to 7 characters, as the original keeps it)
 * @param firstInstruction index of its first instruction in {@link RobotProgram#code()}
 * @param parameterCount   number of parameters
 * @param localCount       size of its local pool, parameters included
 * @param locals           the names of its local slots, by offset
 */
public record FunctionHeader(String name, int firstInstruction, int parameterCount, int localCount,
                             List<String> locals) {
    /**
     * Copies {@code locals} and checks the numbers.
     *
     * @param name             the function's name (significant to 7 characters, as the original keeps it)
     * @param firstInstruction index of its first instruction in {@link RobotProgram#code()}
     * @param parameterCount   number of parameters
     * @param localCount       size of its local pool, parameters included
     * @param locals           the names of its local slots, by offset
     * @throws IllegalArgumentException for a negative number
     */
    public FunctionHeader {
        locals = List.copyOf(locals);
        if (parameterCount < 0 || localCount < 0 || firstInstruction < 0) {
            throw new IllegalArgumentException("negative field in function header " + name);
        }
    }
}
