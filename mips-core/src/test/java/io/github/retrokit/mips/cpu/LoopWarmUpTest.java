package io.github.retrokit.mips.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * While {@link RunChain} warms up it runs the program in slices and, between two slices, a sample of every
 * operation of the text ({@link LoopWarmUp}): those samples must change nothing a program can see.
 */
class LoopWarmUpTest {
    /**
     * Every operation {@link RunLoop} runs, in a loop of about 60 instructions passed 3,000 times (many slices),
     * with HI, LO, FP registers, memory, {@code $at} and {@code $ra} summed up in {@code $s7} and {@code $f2}.
     */
    private static final String EVERY_OPERATION = String.join("\n",
            ".data",
            "cells:  .space 64",
            "one:    .double 1.5",
            ".text",
            "        li $s0, 3000",
            "        la $s1, cells",
            "        la $t0, one",
            "        ldc1 $f2, 0($t0)",
            "        li $t0, 7",
            "        mthi $t0",
            "        li $t1, 11",
            "        mtlo $t1",
            "loop:   addiu $t0, $t0, 3",
            "        addu $t1, $t1, $t0",
            "        lw $t2, 0($s1)",
            "        sw $t1, 0($s1)",
            "        sll $t3, $t1, 3",
            "        slt $t4, $t3, $t1",
            "        slti $t5, $t1, 100",
            "        subu $t6, $t1, $t2",
            "        lbu $t7, 1($s1)",
            "        lb $t8, 2($s1)",
            "        sb $t1, 5($s1)",
            "        srl $t9, $t1, 2",
            "        sra $v0, $t6, 1",
            "        and $v1, $t1, $t6",
            "        or $a0, $t1, $t6",
            "        andi $a1, $t1, 0xff0",
            "        ori $a2, $t1, 0xf",
            "        lui $a3, 0x1234",
            "        add $k0, $t1, $t0",
            "        sub $k1, $t1, $t0",
            "        addi $gp, $t1, -5",
            "        mfhi $s2",
            "        mflo $s3",
            "        multu $s2, $t1",
            "        mul $s4, $t1, $t0",
            "        divu $s3, $t0",
            "        mult $t1, $t0", // HI and LO are live from here to the next pass's mfhi and mflo
            "        add.d $f4, $f2, $f2",
            "        sub.d $f6, $f4, $f2",
            "        mul.d $f8, $f6, $f4",
            "        div.d $f10, $f8, $f6",
            "        mov.d $f12, $f10",
            "        neg.d $f14, $f12",
            "        sllv $s5, $t1, $t0",
            "        srlv $s6, $t1, $t0",
            "        srav $a3, $t6, $t0",
            "        xor $fp, $t1, $t0",
            "        nor $at, $t1, $t0",
            "        sltu $v0, $t1, $t0",
            "        sltiu $v1, $t1, -2",
            "        xori $a0, $t1, 0xffff",
            "        movz $a1, $t1, $zero",
            "        movn $a2, $t0, $t1",
            "        nop",
            "        jal leaf",
            "        blez $s0, out",
            "        bltz $s0, out",
            "        bgtz $zero, out",
            "        bgez $zero, next",
            "        j out",
            "next:   beq $t0, $t0, skip",
            "        j out",
            "skip:   addu $s7, $s7, $t2", // what a sample could have changed is summed up in $s7 and $f2
            "        addu $s7, $s7, $s2",
            "        addu $s7, $s7, $s3",
            "        addu $s7, $s7, $t7",
            "        addu $s7, $s7, $t8",
            "        addu $s7, $s7, $at",
            "        addu $s7, $s7, $ra",
            "        add.d $f2, $f2, $f14",
            "        addiu $s0, $s0, -1",
            "        bne $s0, $zero, loop",
            "        mfhi $t3",
            "        mflo $t4",
            "out:    j end",
            "leaf:   addiu $t0, $t0, 1",
            "        jr $ra",
            "end:    addiu $t5, $t5, 1",
            "");

    private static List<Object> state(Machine m) {
        List<Object> state = new ArrayList<>();
        state.add(m.pc());
        state.add(m.instructionCount());
        state.add(m.hi());
        state.add(m.lo());
        for (int n = 0; n < 32; n++) {
            state.add(m.register(n));
            state.add(m.fpr(n));
        }
        for (byte b : m.readBytes(0x10010000, 72)) {
            state.add(b);
        }
        return state;
    }

    @ParameterizedTest
    @ValueSource(longs = {LoopWarmUp.SLICE - 1, LoopWarmUp.SLICE, LoopWarmUp.SLICE + 1, 3 * LoopWarmUp.SLICE + 17,
        Long.MAX_VALUE})
    void aRunInSlicesWithSamplesBetweenThemLeavesWhatSingleSteppingLeaves(long limit) throws Exception {
        Machine run = RunChainTest.load(EVERY_OPERATION, limit);
        RunResult result = run.run();
        Machine stepped = RunChainTest.load(EVERY_OPERATION, Long.MAX_VALUE);
        for (long k = 0; k < limit && stepped.step() instanceof RunResult.Paused; k++) {
            // one instruction at a time
        }
        assertEquals(state(stepped), state(run));
        if (limit == Long.MAX_VALUE) {
            assertTrue(run.instructionCount() > 8 * LoopWarmUp.SLICE, "long enough to be run in slices");
            assertEquals(stepped.run(), result);
        }
    }

    @Test
    void aChainRunsInSlicesUntilItHasRunTheWarmUpsInstructionsThenWholeBudgets() {
        LoopWarmUp warmUp = new LoopWarmUp();
        assertEquals(LoopWarmUp.SLICE, warmUp.slice(4 * LoopWarmUp.SLICE), "a budget cut to a slice");
        assertEquals(100, warmUp.slice(100), "a budget under a slice left as it is");
        warmUp.ran((int) LoopWarmUp.WARM_INSTRUCTIONS, null, null, null, null); // warm: no samples run
        assertEquals(4 * LoopWarmUp.SLICE, warmUp.slice(4 * LoopWarmUp.SLICE), "warm: the whole budget");
    }

    @Test
    void theSamplesHoldOneWordOfEachCaseOfTheTextThenAnExit() {
        long[] words = {
            OperandWords.word(OperandWords.SW, 0, 4, 5, 8),
            OperandWords.word(OperandWords.ADDIU, 4, 4, 0, 1),
            OperandWords.word(OperandWords.OTHER, Op.CLZ, 0, 0, 0),
            OperandWords.word(OperandWords.ADDIU, 5, 5, 0, 2),
            OperandWords.EXIT_WORD,
        };
        long[] samples = LoopWarmUp.samplesOf(words);
        assertArrayEquals(new long[] {LoopWarmUp.sample(OperandWords.ADDIU), LoopWarmUp.sample(OperandWords.SW),
            OperandWords.EXIT_WORD}, samples);
        long sw = samples[1] ^ OperandWords.mask(OperandWords.SW);
        assertEquals(LoopWarmUp.NO_PAGE, OperandWords.imm(sw), "a store to the devices' page, never in a page table");
    }
}
