package io.github.retrokit.mips.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * What to call and how to check it. Immutable; the {@code with...} methods return changed copies.
 *
 * @param label          the function's label
 * @param args           the arguments: the first four in {@code $a0-$a3}, the rest on the stack
 * @param randomSeed     if present, every register that is not an argument, {@code $zero}, {@code $sp} or
 *                       {@code $ra} (and HI, LO, {@code $f0-$f31}) is filled with values from
 *                       {@code new Random(seed)}, and so are the {@link #randomized} regions
 * @param maxSteps       instruction limit (the course's is 100,000)
 * @param writable       regions the function may write besides its stack (from the lowest {@code $sp}
 *                       it reaches up to the entry {@code $sp}, plus the caller's argument area above it)
 * @param randomized     regions filled with random bytes before the call (only with a seed)
 * @param requiredCalls  labels the function must reach through {@code jal}/{@code jalr}
 * @param stackArguments where arguments after the fourth go
 * @param input          what the function reads from standard input (syscalls 5-8, 12)
 */
public record CallRequest(String label, List<Integer> args, OptionalLong randomSeed, long maxSteps,
                          List<Region> writable, List<Region> randomized, List<String> requiredCalls,
                          StackArguments stackArguments, String input) {

    /** The course's instruction limit. */
    public static final long COURSE_MAX_STEPS = 100_000;

    /**
     * Copies the lists.
     *
     * @param label          the function's label
     * @param args           the arguments: the first four in {@code $a0-$a3}, the rest on the stack
     * @param randomSeed     if present, every register that is not an argument, {@code $zero}, {@code $sp} or
     *     {@code $ra} (and HI, LO, {@code $f0-$f31}) is filled with values from
     *     {@code new Random(seed)}, and so are the {@link #randomized} regions
     * @param maxSteps       instruction limit (the course's is 100,000)
     * @param writable       regions the function may write besides its stack (from the lowest {@code $sp}
     *     it reaches up to the entry {@code $sp}, plus the caller's argument area above it)
     * @param randomized     regions filled with random bytes before the call (only with a seed)
     * @param requiredCalls  labels the function must reach through {@code jal}/{@code jalr}
     * @param stackArguments where arguments after the fourth go
     * @param input          what the function reads from standard input (syscalls 5-8, 12)
     */
    public CallRequest {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(randomSeed, "randomSeed");
        Objects.requireNonNull(stackArguments, "stackArguments");
        Objects.requireNonNull(input, "input");
        args = List.copyOf(args);
        writable = List.copyOf(writable);
        randomized = List.copyOf(randomized);
        requiredCalls = List.copyOf(requiredCalls);
        if (maxSteps <= 0) {
            throw new IllegalArgumentException("maxSteps must be positive, got " + maxSteps);
        }
    }

    /**
     * A call of {@code label} with {@code args}, no random fill, 100,000 steps, o32 stack arguments.
     *
     * @param label the label
     * @param args the arguments
     * @return a request with this change, this one unchanged
     */
    public static CallRequest of(String label, int... args) {
        List<Integer> list = new ArrayList<>();
        for (int a : args) {
            list.add(a);
        }
        return new CallRequest(label, list, OptionalLong.empty(), COURSE_MAX_STEPS, List.of(), List.of(),
                List.of(), StackArguments.O32, "");
    }

    /**
     * A copy with other arguments.
     *
     * @param newArgs the arguments, {@code $a0} first
     * @return a request with this change, this one unchanged
     */
    public CallRequest withArgs(List<Integer> newArgs) {
        return new CallRequest(label, newArgs, randomSeed, maxSteps, writable, randomized, requiredCalls,
                stackArguments, input);
    }

    /**
     * A copy that fills every other register (and the randomized regions) from {@code seed}.
     *
     * @param seed the seed
     * @return a request with this change, this one unchanged
     */
    public CallRequest withRandomFill(long seed) {
        return new CallRequest(label, args, OptionalLong.of(seed), maxSteps, writable, randomized, requiredCalls,
                stackArguments, input);
    }

    /**
     * A copy with another instruction limit.
     *
     * @param steps the most instructions the call may execute
     * @return a request with this change, this one unchanged
     */
    public CallRequest withMaxSteps(long steps) {
        return new CallRequest(label, args, randomSeed, steps, writable, randomized, requiredCalls,
                stackArguments, input);
    }

    /**
     * Adds writable regions.
     *
     * @param regions the regions
     * @return a request with this change, this one unchanged
     */
    public CallRequest withWritable(Region... regions) {
        return new CallRequest(label, args, randomSeed, maxSteps, plus(writable, List.of(regions)), randomized,
                requiredCalls, stackArguments, input);
    }

    /**
     * Adds regions to fill with random bytes before the call (effective with a seed).
     *
     * @param regions the regions
     * @return a request with this change, this one unchanged
     */
    public CallRequest withRandomized(Region... regions) {
        return new CallRequest(label, args, randomSeed, maxSteps, writable, plus(randomized, List.of(regions)),
                requiredCalls, stackArguments, input);
    }

    /**
     * Adds labels the function must call.
     *
     * @param labels the labels
     * @return a request with this change, this one unchanged
     */
    public CallRequest withRequiredCalls(String... labels) {
        return new CallRequest(label, args, randomSeed, maxSteps, writable, randomized,
                plus(requiredCalls, List.of(labels)), stackArguments, input);
    }

    /**
     * A copy placing the fifth and later arguments by another convention.
     *
     * @param convention where the stack arguments go
     * @return a request with this change, this one unchanged
     */
    public CallRequest withStackArguments(StackArguments convention) {
        return new CallRequest(label, args, randomSeed, maxSteps, writable, randomized, requiredCalls,
                convention, input);
    }

    /**
     * Sets what the function reads from standard input.
     *
     * @param text the text
     * @return a request with this change, this one unchanged
     */
    public CallRequest withInput(String text) {
        return new CallRequest(label, args, randomSeed, maxSteps, writable, randomized, requiredCalls, stackArguments,
                text);
    }

    private static <T> List<T> plus(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
