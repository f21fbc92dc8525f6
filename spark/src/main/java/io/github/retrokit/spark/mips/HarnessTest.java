package io.github.retrokit.spark.mips;

import java.io.Serializable;
import java.util.List;

/**
 * One test case of a grading spec: call {@code label} with {@code args}, then compare.
 *
 * @param name          the test's name in the tables
 * @param label         the function to call
 * @param args          arguments as {@code mips call --args} takes them: numbers, chars ({@code 'U'}), labels,
 *                      {@code "text"} (a heap string), {@code @N} (N zeroed, writable heap bytes)
 * @param v0            expected {@code $v0}, or null
 * @param v1            expected {@code $v1}, or null
 * @param memory        expected memory after the call
 * @param maxSteps      instruction limit
 * @param randomFill    seed of the random register fill, or null for zeroed registers
 * @param requiredCalls labels the function must reach by {@code jal}/{@code jalr}
 * @param conventions   whether a convention violation (unrestored register, forbidden write, missing call,
 *                      needless save) fails the test
 * @param points        the test's weight in the submission's score
 * @param input         what the function reads from standard input
 */
public record HarnessTest(String name, String label, List<String> args, Integer v0, Integer v1,
                          List<MemoryExpectation> memory, long maxSteps, Long randomFill, List<String> requiredCalls,
                          boolean conventions, double points, String input) implements Serializable {

    public HarnessTest {
        args = List.copyOf(args);
        memory = List.copyOf(memory);
        requiredCalls = List.copyOf(requiredCalls);
    }

    /**
     * Bytes expected at an address after the call.
     *
     * @param where a number, a label, or {@code $aN} (the value passed as argument N, 0-3)
     * @param bytes the expected bytes
     */
    public record MemoryExpectation(String where, byte[] bytes) implements Serializable {
    }
}
