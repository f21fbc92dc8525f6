package io.github.retrokit.mips.harness;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a grader needs to know about one harnessed call. Immutable.
 *
 * @param label             the function called
 * @param outcome           how it ended
 * @param v0                {@code $v0} when it ended
 * @param v1                {@code $v1} when it ended
 * @param instructions      instructions executed (the return itself included)
 * @param calls             every {@code jal}/{@code jalr} in execution order
 * @param unrestored        callee-saved registers ({@code $s0-$s7}, {@code $gp}, {@code $sp}, {@code $fp})
 *                          whose value on return differs from entry; empty unless {@link CallOutcome#RETURNED}
 * @param forbiddenWrites   every write outside the writable regions, in order
 * @param missingCalls      required labels never reached by {@code jal}/{@code jalr}
 * @param needlessSaves     {@code $s} registers the called function, or a function it called, saves
 *                          although its code never overwrites them (the course takes off credit)
 * @param error             the runtime error, for {@link CallOutcome#RUNTIME_ERROR}
 * @param output            what the function printed through syscalls
 */
public record CallResult(String label, CallOutcome outcome, int v0, int v1, long instructions,
                         List<LabelCall> calls, List<RegisterChange> unrestored, List<MemoryWrite> forbiddenWrites,
                         List<String> missingCalls, List<NeedlessSave> needlessSaves,
                         Optional<RuntimeFault> error, String output) {

    /**
     * Checks and copies the components.
     *
     * @param label             the function called
     * @param outcome           how it ended
     * @param v0                {@code $v0} when it ended
     * @param v1                {@code $v1} when it ended
     * @param instructions      instructions executed (the return itself included)
     * @param calls             every {@code jal}/{@code jalr} in execution order
     * @param unrestored        callee-saved registers ({@code $s0-$s7}, {@code $gp}, {@code $sp}, {@code $fp})
     *     whose value on return differs from entry; empty unless {@link CallOutcome#RETURNED}
     * @param forbiddenWrites   every write outside the writable regions, in order
     * @param missingCalls      required labels never reached by {@code jal}/{@code jalr}
     * @param needlessSaves     {@code $s} registers the called function, or a function it called, saves
     *     although its code never overwrites them (the course takes off credit)
     * @param error             the runtime error, for {@link CallOutcome#RUNTIME_ERROR}
     * @param output            what the function printed through syscalls
     */
    public CallResult {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(outcome, "outcome");
        calls = List.copyOf(calls);
        unrestored = List.copyOf(unrestored);
        forbiddenWrites = List.copyOf(forbiddenWrites);
        missingCalls = List.copyOf(missingCalls);
        needlessSaves = List.copyOf(needlessSaves);
        Objects.requireNonNull(error, "error");
        Objects.requireNonNull(output, "output");
    }

    /** {@return the labels reached through {@code jal}/{@code jalr}, in order (repeats included)} */
    public List<String> calledLabels() {
        return calls.stream().map(LabelCall::label).toList();
    }

    /** {@return true if the function returned and broke no convention and made every required call} */
    public boolean clean() {
        return outcome == CallOutcome.RETURNED && !hasViolations();
    }

    /**
     * True if a register was not restored, memory was written where it may not, a required call is
     * missing, or an {@code $s} register was saved needlessly.
     *
     * @return true if a register was not restored, memory was written where it may not, a required call is
     */
    public boolean hasViolations() {
        return !unrestored.isEmpty() || !forbiddenWrites.isEmpty() || !missingCalls.isEmpty()
                || !needlessSaves.isEmpty();
    }
}
