package io.github.retrokit.mips.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The interpreter runs whole straight runs of simple instructions between its checks; stopping after
 * any number of instructions must leave exactly the state that single-stepping the same number leaves,
 * with and without delayed branching, with a store listener and with self-modifying code.
 */
class StraightRunsTest {
    /** Branches with simple delay slots, a jal/jr pair, a store per pass, a write to $zero and a fault. */
    private static final String PROGRAM = String.join("\n",
            ".data",
            "word: .word 0",
            ".text",
            "        la $s0, word",
            "        li $t1, 6",
            "loop:   lw $t0, 0($s0)",
            "        addi $t0, $t0, 3",
            "        sw $t0, 0($s0)",
            "        addi $zero, $t0, 1",
            "        addi $t1, $t1, -1",
            "        bne $t1, $zero, loop",
            "        addi $t2, $t2, 5",
            "        jal f",
            "        addi $t3, $t3, 7",
            "        li $t4, 0x7fffffff",
            "        addi $t4, $t4, 1",
            "f:      addi $t5, $t5, 1",
            "        jr $ra",
            "        sll $t6, $t5, 2",
            "");

    /** With self-modifying code: a store rewrites the very next instruction (into one a run cannot hold). */
    private static final String PATCH = String.join("\n",
            ".text",
            "        la $s1, slot",
            "        la $s2, model",
            "        lw $t8, 0($s2)",
            "        sw $t8, 0($s1)",
            "slot:   addi $t9, $t9, 1",
            "        j start",
            "model:  movz $t9, $s2, $zero",
            "start:",
            "");

    private static Machine load(boolean delayed, String variant, long limit) throws Exception {
        String source = variant.equals("smc") ? PROGRAM.replace(".text\n", PATCH) : PROGRAM;
        ProgramImage image = new Assembler().assemble("runs.asm", source);
        Machine machine = Machine.load(image, MachineOptions.defaults().withTranslation(false)
                .withDelayedBranching(delayed).withSelfModifyingCode(variant.equals("smc"))
                .withLimits(Limits.NONE.withMaxInstructions(limit)));
        if (variant.equals("listener")) {
            machine.addMemoryWriteListener((address, size, value, pc) -> { });
        }
        return machine;
    }

    private static List<Object> state(Machine m) {
        List<Object> state = new ArrayList<>();
        state.add(m.pc());
        state.add(m.instructionCount());
        for (int n = 0; n < 32; n++) {
            state.add(m.register(n));
        }
        state.add(m.readWord(0x10010000));
        for (int n : new int[] {8, 12, 13, 14}) {
            state.add(m.cp0(n));
        }
        return state;
    }

    @ParameterizedTest
    @CsvSource({"false, plain", "true, plain", "false, listener", "true, listener", "false, smc", "true, smc"})
    void stoppingAnywhereMatchesSingleStepping(boolean delayed, String variant) throws Exception {
        long total = load(delayed, variant, Long.MAX_VALUE).run().instructionCount();
        for (long limit = 1; limit <= total; limit++) {
            Machine run = load(delayed, variant, limit);
            run.run();
            Machine stepped = load(delayed, variant, Long.MAX_VALUE);
            for (long k = 0; k < limit && stepped.step() instanceof RunResult.Paused; k++) {
                // one instruction at a time
            }
            assertEquals(state(stepped), state(run), "after " + limit + " of " + total + " instructions");
        }
    }

    @ParameterizedTest
    @CsvSource({"false, plain", "true, plain", "false, listener", "false, smc"})
    void stoppingAtAnyAddressMatchesSingleStepping(boolean delayed, String variant) throws Exception {
        Machine probe = load(delayed, variant, Long.MAX_VALUE);
        int first = probe.pc();
        for (int stop = first; probe.instructionAt(stop).isPresent() || stop == first; stop += 4) {
            Machine run = load(delayed, variant, Long.MAX_VALUE);
            run.stopWhenPcEquals(stop);
            run.run();
            Machine stepped = load(delayed, variant, Long.MAX_VALUE);
            while (stepped.pc() != stop && stepped.step() instanceof RunResult.Paused) {
                // one instruction at a time, up to the stop address
            }
            assertEquals(state(stepped), state(run), String.format("stopped at 0x%08x", stop));
        }
    }
}
