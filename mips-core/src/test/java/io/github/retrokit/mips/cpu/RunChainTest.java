package io.github.retrokit.mips.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The chained interpreter loop ({@link RunChain}) runs pre-decoded words ({@link OperandWords}) and checks the
 * budget only at branches and jumps: stopped after any number of instructions or at any address, faulting in
 * the middle of a run, or running text rewritten between two runs, it must leave exactly the state
 * single-stepping leaves.
 */
class RunChainTest {
    /** Not-taken branches one after the other: the budget is checked at each, not only at taken ones. */
    private static final String NOT_TAKEN = String.join("\n",
            ".text",
            "        li $t0, 5",
            "loop:   addiu $t1, $t1, 1",
            "        bne $zero, $zero, far",
            "        addiu $t1, $t1, 2",
            "        beq $t1, $zero, far",
            "        addiu $t1, $t1, 3",
            "        blez $t0, far",
            "        sll $t2, $t1, 2",
            "        bgtz $zero, far",
            "        ori $t3, $t2, 0x8000",
            "        bltz $t0, far",
            "        lui $t4, 0x1234",
            "        addiu $t0, $t0, -1",
            "        bgez $t0, loop",
            "far:    addiu $t5, $t5, 1",
            "");

    /** An exception handler that counts the exceptions in {@code $s7} and skips the faulting instruction. */
    private static final String HANDLER = String.join("\n",
            ".ktext 0x80000180",
            "        mfc0 $k0, $14",
            "        addiu $k0, $k0, 4",
            "        mtc0 $k0, $14",
            "        addiu $s7, $s7, 1",
            "        eret",
            "");

    /** Faults in the middle of runs, one handled by the exception handler (which skips the instruction). */
    private static final String FAULTS = String.join("\n",
            ".text",
            "        li $t0, 3",
            "loop:   addiu $t1, $t1, 1",
            "        li $t2, 0x7fffffff",
            "        addi $t2, $t2, 1",
            "        addiu $t3, $t3, 1",
            "        lw $t4, 1($zero)",
            "        addiu $t0, $t0, -1",
            "        bne $t0, $zero, loop",
            "        lw $t6, 0($zero)",
            "        addiu $t7, $t7, 1",
            HANDLER);

    /** Calls, returns, a jump to itself after a countdown, and a jump out of the text at the end. */
    private static final String JUMPS = String.join("\n",
            ".text",
            "        li $s0, 4",
            "again:  jal f",
            "        addiu $s0, $s0, -1",
            "        bgtz $s0, again",
            "        li $t0, 3",
            "self:   addiu $t0, $t0, -1",
            "        beq $t0, $zero, out",
            "        j self",
            "out:    la $t1, back",
            "        jr $t1",
            "        addiu $t9, $t9, 9",
            "back:   jal g",
            "        addiu $t8, $t8, 1",
            "        li $t1, 0x00500000",
            "        jr $t1",
            "f:      addiu $v0, $v0, 3",
            "        jr $ra",
            "g:      addiu $v1, $v1, 5",
            "        jr $ra",
            "");

    /**
     * What the chain's loop stops before and {@link RunChain} executes between two calls of it: first byte and
     * word accesses to a page (not in the page tables yet), {@link IntegerUnit} operations ({@code clz}, {@code lh}),
     * an overflow and a misaligned load the exception handler skips; and the loop's own ALU, HI/LO and conditional
     * moves, and double moves of a NaN whose bits must stay as they are.
     */
    private static final String SLOW = String.join("\n",
            ".data",
            "cells:  .space 16",
            ".text",
            "        li $t0, 3",
            "        la $s0, cells",
            "        li $t1, 0x7ff00001",
            "        mtc1 $t1, $f1",
            "        li $t1, 5",
            "        mtc1 $t1, $f0",
            "loop:   sb $t0, 0($s0)",
            "        lbu $t1, 0($s0)",
            "        lb $t2, 1($s0)",
            "        xor $t3, $t1, $t0",
            "        sltu $t4, $t3, $t0",
            "        mult $t0, $t1",
            "        mflo $t5",
            "        clz $a0, $t3",
            "        lh $a1, 0($s0)",
            "        sllv $a2, $t3, $t0",
            "        srlv $a3, $t8, $t0",
            "        srav $v1, $t8, $t0",
            "        nor $v0, $t3, $t0",
            "        sltiu $k1, $t8, -2",
            "        xori $s3, $t3, 0xff00",
            "        mthi $t8",
            "        mtlo $t3",
            "        mfhi $s4",
            "        movz $s5, $t3, $t0",
            "        movn $s6, $t3, $t0",
            "        mult $t8, $t8",
            "        mfhi $fp",
            "        li $t6, 0x7fffffff",
            "        add $t7, $t6, $t0",
            "        sub $t8, $zero, $t0",
            "        sw $t5, 4($s0)",
            "        lw $t9, 4($s0)",
            "        mov.d $f2, $f0",
            "        neg.d $f4, $f2",
            "        add.d $f6, $f6, $f4",
            "        addiu $t0, $t0, -1",
            "        bne $t0, $zero, loop",
            "        lw $s1, 2($s0)",
            "        addiu $s2, $s2, 1",
            HANDLER);

    /** {@code source} assembled and loaded for the interpreter alone, stopping after {@code limit} instructions. */
    static Machine load(String source, long limit) throws Exception {
        ProgramImage image = new Assembler().assemble("chain.asm", source);
        return Machine.load(image, MachineOptions.defaults().withTranslation(false)
                .withLimits(Limits.NONE.withMaxInstructions(limit)));
    }

    private static List<Object> state(Machine m) {
        List<Object> state = new ArrayList<>();
        state.add(m.pc());
        state.add(m.instructionCount());
        state.add(m.marsInstructionCount());
        for (int n = 0; n < 32; n++) {
            state.add(m.register(n));
        }
        for (int n : new int[] {8, 12, 13, 14}) {
            state.add(m.cp0(n));
        }
        for (int n = 0; n < 32; n++) {
            state.add(m.fpr(n));
        }
        return state;
    }

    private static Machine stepped(String source, long count) throws Exception {
        Machine stepped = load(source, Long.MAX_VALUE);
        for (long k = 0; k < count && stepped.step() instanceof RunResult.Paused; k++) {
            // one instruction at a time
        }
        return stepped;
    }

    @ParameterizedTest
    @ValueSource(strings = {"notTaken", "faults", "jumps", "slow"})
    void stoppingAfterAnyNumberOfInstructionsMatchesSingleStepping(String name) throws Exception {
        String source = source(name);
        long total = load(source, Long.MAX_VALUE).run().instructionCount();
        for (long limit = 1; limit <= total + 1; limit++) {
            Machine run = load(source, limit);
            run.run();
            assertEquals(state(stepped(source, limit)), state(run), "after " + limit + " of " + total + " instructions");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"notTaken", "faults", "jumps", "slow"})
    void stoppingAtAnyAddressMatchesSingleStepping(String name) throws Exception {
        String source = source(name);
        Machine probe = load(source, Long.MAX_VALUE);
        int first = probe.pc();
        for (int stop = first; probe.instructionAt(stop).isPresent(); stop += 4) {
            Machine run = load(source, Long.MAX_VALUE);
            run.stopWhenPcEquals(stop);
            run.run();
            Machine stepped = load(source, Long.MAX_VALUE);
            while (stepped.pc() != stop && stepped.step() instanceof RunResult.Paused) {
                // one instruction at a time, up to the stop address
            }
            assertEquals(state(stepped), state(run), String.format("stopped at 0x%08x", stop));
        }
    }

    @Test
    void aFaultInTheMiddleOfARunCountsTheInstructionsBeforeItAndStopsAtIt() throws Exception {
        runsAsSingleSteppingDoes(FAULTS);
    }

    /** Runs {@code source} to its end and checks its state and result against single steps'; returns the run. */
    private static Machine runsAsSingleSteppingDoes(String source) throws Exception {
        Machine run = load(source, Long.MAX_VALUE);
        RunResult result = run.run();
        Machine stepped = stepped(source, Long.MAX_VALUE);
        assertEquals(state(stepped), state(run));
        assertEquals(stepped.run(), result);
        return run;
    }

    @Test
    void textRewrittenBetweenTwoRunsIsDecodedAgain() throws Exception {
        String source = String.join("\n",
                ".text",
                "        li $t0, 100",
                "loop:   addiu $t1, $t1, 1",
                "        addiu $t0, $t0, -1",
                "        bgtz $t0, loop",
                "");
        Machine machine = load(source, Long.MAX_VALUE);
        int add = machine.pc() + 4; // the li is one instruction
        machine.runFor(31); // li, then ten passes of the loop
        assertEquals(10, machine.register(Encode.T1));
        int addiu = machine.instructionAt(add).getAsInt();
        machine.writeWord(add, (addiu & 0xffff0000) | 7); // addiu $t1, $t1, 7
        machine.run();
        assertEquals(10 + 90 * 7, machine.register(Encode.T1));
        assertEquals(301, machine.instructionCount());
    }

    @Test
    void operandWordsCarryTheirFieldsUnderTheCaseMask() {
        int userBase = 0x00400000;
        long[] user = {
            CodeCache.pack(0x24290005), // addiu $t1, $at, 5
            CodeCache.pack(0x1520fffd), // bne $t1, $zero, -3 (to index -1: out of the text)
            CodeCache.pack(0x1520ffff), // bne $t1, $zero, -1 (to itself)
            CodeCache.pack(0x20000005), // addi $zero, $zero, 5 (writes $zero)
            CodeCache.pack(0x0000000c), // syscall
        };
        long[] words = OperandWords.decode(user, userBase);
        assertEquals(user.length + 1, words.length, "one exit word after the text");
        long addiu = words[0] ^ OperandWords.mask(OperandWords.ADDIU);
        assertEquals(OperandWords.ADDIU, (int) addiu & 0xff);
        assertArrayEquals(new int[] {9, 1, 5}, new int[] {(int) addiu >>> 8 & 0xff, (int) addiu >>> 16 & 0xff,
            (int) (addiu >>> 32)});
        assertEquals(OperandWords.LEAVE, (int) words[1] & 0xff, "a target outside the text");
        assertEquals(OperandWords.LEAVE, (int) words[2] & 0xff, "a branch to itself");
        assertEquals(OperandWords.EXIT_WORD, words[3]);
        assertEquals(OperandWords.EXIT_WORD, words[4]);
        assertEquals(OperandWords.EXIT_WORD, words[5]);
    }

    @Test
    void slowInstructionsRunBetweenTheLoopsCallsAsSingleSteppingRunsThem() throws Exception {
        Machine run = runsAsSingleSteppingDoes(SLOW);
        assertEquals(4, run.register(23), "three overflows ($s7) and the misaligned load");
        assertEquals(0xfff00001, run.fpr(5), "neg.d flips the sign of the NaN and keeps its payload");
        assertEquals(0x7ff00001, run.fpr(3), "mov.d copies the NaN's bits");
    }

    @Test
    void theLoopsShiftsByRegisterLogicUnsignedComparesHiLoAndConditionalMovesComputeAsMips() throws Exception {
        String source = String.join("\n",
                ".text",
                "        li $t0, -8",
                "        li $t1, 3",
                "        li $a0, 35",
                "        sllv $s0, $t0, $t1",
                "        srlv $s1, $t0, $t1",
                "        srav $s2, $t0, $t1",
                "        sllv $a1, $t1, $a0",
                "        xor $s3, $t0, $t1",
                "        nor $s4, $t0, $t1",
                "        sltu $s5, $t1, $t0",
                "        sltiu $s6, $t1, -2",
                "        sltiu $s7, $t0, 5",
                "        xori $t2, $t0, 0xffff",
                "        mult $t0, $t1",
                "        mfhi $t3",
                "        mflo $t4",
                "        mthi $t1",
                "        mtlo $t0",
                "        mfhi $t5",
                "        mflo $t6",
                "        movz $t7, $t1, $zero",
                "        movn $t8, $t1, $zero",
                "        movn $t9, $t0, $t1",
                "");
        Machine run = load(source, Long.MAX_VALUE);
        run.run();
        int[] expected = {-64, 0x1fffffff, -1, -5, 4, 1, 1, 0}; // $s0 .. $s7
        for (int n = 0; n < expected.length; n++) {
            assertEquals(expected[n], run.register(16 + n), "$s" + n);
        }
        assertEquals(24, run.register(Encode.A1), "sllv shifts by the low five bits");
        assertArrayEquals(new int[] {0xffff0007, -1, -24, 3, -8, 3, 0, -8},
                new int[] {run.register(10), run.register(11), run.register(12), run.register(13), run.register(14),
                    run.register(15), run.register(24), run.register(25)}, "$t2 .. $t9");
    }

    @Test
    void aJrInATextTooLongForItsOperandWordLeavesTheLoopAndJumpsAsSingleSteppingDoes() throws Exception {
        StringBuilder source = new StringBuilder(".text\n        li $t0, 3\n        la $s0, back\n");
        source.append("loop:   jal far\n        addiu $t0, $t0, -1\n        bne $t0, $zero, loop\n");
        source.append("        jr $s0\n        addiu $t9, $t9, 1\nback:   addiu $t8, $t8, 1\n        j end\n");
        source.append("        nop\n".repeat(70_000));
        source.append("far:    addiu $v0, $v0, 1\n        jr $ra\nend:    addiu $t7, $t7, 1\n");
        Machine run = load(source.toString(), Long.MAX_VALUE);
        run.run();
        assertEquals(state(stepped(source.toString(), Long.MAX_VALUE)), state(run));
        assertEquals(3, run.register(Encode.V0));
        assertEquals(0, run.register(25));
    }

    /**
     * A branch or a {@code jr} to its own address, reached after {@code before} other instructions: MARS counts
     * its repeated fetch once, wherever the budget ends.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "li $t0, 1   | bne $t0, $zero, self | 2",
        "la $t0, self | jr $t0              | 3",
    })
    void aJumpToItselfIsCountedAsMarsCountsItWhereverTheBudgetEnds(String setUp, String jump, long before)
            throws Exception {
        String source = String.join("\n",
                ".text",
                "        " + setUp,
                "        addiu $t1, $t1, 1",
                "self:   " + jump,
                "");
        for (long limit = 1; limit <= 12; limit++) {
            Machine run = load(source, limit);
            run.run();
            assertEquals(state(stepped(source, limit)), state(run), "after " + limit + " instructions");
            assertEquals(Math.min(limit, before + 1), run.marsInstructionCount(), "MARS counts the repeated fetch once");
        }
    }

    @Test
    void aNanResultIsStoredAsMarsStoresIt() throws Exception {
        String source = String.join("\n",
                ".data",
                "z:      .double 0.0",
                ".text",
                "        la $t0, z",
                "        ldc1 $f2, 0($t0)",
                "        div.d $f4, $f2, $f2",
                "        mul.d $f6, $f4, $f2",
                "        sub.d $f8, $f2, $f4",
                "");
        Machine machine = load(source, Long.MAX_VALUE);
        machine.run();
        // MARS 4.5 prints 0x00000000 and 0x7ff80000 for $f4 and $f5 (Java's canonical NaN), whatever x86 made
        for (int n : new int[] {4, 6, 8}) {
            assertEquals(0, machine.fpr(n), "$f" + n);
            assertEquals(0x7ff80000, machine.fpr(n + 1), "$f" + (n + 1));
        }
    }

    @Test
    void aRestoredMemoryIsReadAndWrittenThroughItsNewPages() throws Exception {
        String source = String.join("\n",
                ".data",
                "cell:   .word 0",
                ".text",
                "        la $s0, cell",
                "        li $t0, 50",
                "loop:   lw $t1, 0($s0)",
                "        addiu $t1, $t1, 3",
                "        sw $t1, 0($s0)",
                "        addiu $sp, $sp, -4",
                "        sw $t1, 0($sp)",
                "        lw $t2, 0($sp)",
                "        addiu $sp, $sp, 4",
                "        addiu $t0, $t0, -1",
                "        bgtz $t0, loop",
                "");
        Machine machine = load(source, Long.MAX_VALUE);
        machine.runFor(3 + 9 * 10); // la (two words), li, ten passes: the page tables now hold both pages
        io.github.retrokit.mips.run.MachineState tenPasses = machine.saveState(null);
        machine.run();
        assertEquals(150, machine.readWord(0x10010000));
        machine.restoreState(tenPasses); // new arrays for the pages: the chain must not write the old ones
        assertEquals(30, machine.readWord(0x10010000));
        machine.run();
        assertEquals(150, machine.readWord(0x10010000));
        assertEquals(150, machine.register(Encode.T2));
        assertEquals(state(finished(source)), state(machine), "as a run never put back");
    }

    private static Machine finished(String source) throws Exception {
        Machine machine = load(source, Long.MAX_VALUE);
        machine.run();
        return machine;
    }

    private static String source(String name) {
        switch (name) {
            case "notTaken": return NOT_TAKEN;
            case "faults": return FAULTS;
            case "slow": return SLOW;
            default: return JUMPS;
        }
    }
}
