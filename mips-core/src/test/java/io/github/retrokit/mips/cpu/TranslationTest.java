package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.internal.Internals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The translating tier against the interpreter: hot loops (well past the translation threshold) must end
 * with the same result, registers, memory, CP0 and counts either way, faults and limits included.
 */
class TranslationTest {
    private static final String HEADER = ".data\nbuf: .space 4096\n.text\n";

    /** Programs that spend almost all their time in translatable loops. */
    private static final String[] PROGRAMS = {
        // the spec's loop, smaller
        "la $s0, buf\nli $t2, 30\nouter: li $t1, 200\ninner: lw $t0, 0($s0)\naddi $t0, $t0, 1\nsw $t0, 0($s0)\n"
                + "addi $t1, $t1, -1\nbne $t1, $zero, inner\naddi $t2, $t2, -1\nbne $t2, $zero, outer\n",
        // every translatable operation, with a store per pass
        "la $s0, buf\nli $t9, 300\nloop: sll $t1, $t9, 3\nsrl $t2, $t9, 1\nsra $t3, $t9, 2\nsllv $t4, $t9, $t9\n"
                + "srlv $t5, $t9, $t1\nsrav $t6, $t1, $t9\nadd $t7, $t1, $t2\naddu $t8, $t7, $t9\nsub $s1, $t8, $t1\n"
                + "subu $s2, $s1, $t9\nand $s3, $s2, $t1\nor $s4, $s3, $t2\nxor $s5, $s4, $t3\nnor $s6, $s5, $t4\n"
                + "slt $s7, $s6, $t9\nsltu $v1, $s6, $t9\naddiu $a1, $a1, 7\nslti $a2, $t9, 150\nsltiu $a3, $t9, 150\n"
                + "andi $k0, $t9, 0xf0\nori $k1, $t9, 0x8000\nxori $gp, $t9, 0xffff\nlui $fp, 0x1234\n"
                + "andi $t0, $t9, 1023\nadd $t0, $t0, $s0\nsb $t9, 0($t0)\nlbu $a0, 0($t0)\nlb $v0, 0($t0)\n"
                + "andi $t0, $t9, 1022\nadd $t0, $t0, $s0\nsh $s6, 0($t0)\nlh $at, 0($t0)\nlhu $ra, 0($t0)\n"
                + "addi $t9, $t9, -1\nbgtz $t9, loop\n",
        // a loop that ends with an arithmetic overflow deep inside a hot block
        "li $t0, 0x7ffff000\nloop: addi $t1, $t1, 1\naddi $t0, $t0, 16\nj loop\n",
        // a loop whose address walks off into a misaligned load
        "la $s0, buf\nli $t3, 3\nloop: lw $t1, 0($s0)\nadd $t2, $t2, $t1\naddiu $s0, $s0, 4\nbne $s0, $zero, next\n"
                + "next: addiu $t4, $t4, 1\nslti $t5, $t4, 500\nbne $t5, $zero, loop\naddu $s0, $s0, $t3\nj loop\n",
        // faults handled by an exception handler, over and over
        "li $s0, 0\nloop: li $t0, 0x7fffffff\naddi $t0, $t0, 1\naddi $s0, $s0, 1\nslti $t1, $s0, 400\nbnez $t1, loop\n"
                + "li $v0, 10\nsyscall\n.ktext 0x80000180\nmfc0 $k0, $14\naddi $k0, $k0, 4\nmtc0 $k0, $14\neret\n",
        // jal/jr calls in a loop
        "li $s0, 500\nloop: jal f\naddi $s0, $s0, -1\nbgez $s0, loop\nli $v0, 10\nsyscall\nf: addi $v1, $v1, 3\njr $ra\n",
        // endless: ends by the instruction limit
        "loop: addi $t0, $t0, 1\naddi $t1, $t1, 2\nb loop\n",
        // HI/LO, multiply and divide (also by zero), conditional moves, leading zeros/ones, jalr
        "li $s0, 300\nli $s1, -7\nloop: mult $s0, $s1\nmfhi $t0\nmflo $t1\nmultu $s0, $s1\nmul $t2, $s0, $s1\n"
                + "div $s0, $s1\nmfhi $t3\nmflo $t4\ndivu $t1, $s1\ndiv $t0, $zero\nmthi $t4\nmtlo $t3\n"
                + "movz $t5, $s0, $t0\nmovn $t6, $s1, $t1\nclz $t7, $s0\nclo $t8, $t1\nla $t9, f\njalr $t9\n"
                + "la $ra, next\njalr $ra\nnext: addi $s0, $s0, -1\nbnez $s0, loop\nli $v0, 10\nsyscall\n"
                + "f: addi $v1, $v1, 1\njr $ra\n",
        // one word loaded and stored over and over (its value is kept between passes), also into $zero,
        // beside a loop whose loads and stores hit two words (nothing kept)
        "la $s0, buf\nli $t1, 300\nloop: sw $t1, 8($s0)\nlw $t2, 8($s0)\nadd $t3, $t3, $t2\nlw $zero, 8($s0)\n"
                + "lw $t4, 8($s0)\naddi $t4, $t4, 5\nsw $t4, 8($s0)\naddi $t1, $t1, -1\nbnez $t1, loop\n"
                + "li $t1, 300\nloop2: lw $t5, 12($s0)\naddi $t5, $t5, 3\nsw $t5, 16($s0)\nlw $t6, 16($s0)\n"
                + "sw $t6, 12($s0)\naddi $t1, $t1, -1\nbnez $t1, loop2\n",
        // a kept word whose stores are deferred, then an overflow inside the loop: memory must be up to date
        "la $s0, buf\nli $t0, 0x7ffff000\nloop: lw $t1, 20($s0)\naddi $t1, $t1, 1\nsw $t1, 20($s0)\n"
                + "addi $t0, $t0, 16\nj loop\n",
        // stores walking up off the end of MARS's 4 MiB data segment (address out of range 0x10400000)
        "li $s0, 0x103f0000\nloop: sw $s0, 0($s0)\nlw $t1, 0($s0)\naddiu $s0, $s0, 64\nj loop\n",
        // a stack growing down past its 4 MiB (address out of range 0x7fbffffc)
        "loop: addiu $sp, $sp, -4\nsw $sp, 0($sp)\nj loop\n",
        // recursion: calls and returns inside one region, stack frames, a call from an outer loop
        "li $s7, 40\npass: li $a0, 12\njal fib\naddu $s6, $s6, $v0\naddiu $s7, $s7, -1\nbnez $s7, pass\n"
                + "li $v0, 10\nsyscall\nfib: slti $t0, $a0, 2\nbeqz $t0, rec\nmove $v0, $a0\njr $ra\n"
                + "rec: addiu $sp, $sp, -12\nsw $ra, 8($sp)\nsw $s0, 4($sp)\nsw $s1, 0($sp)\nmove $s0, $a0\n"
                + "addiu $a0, $s0, -1\njal fib\nmove $s1, $v0\naddiu $a0, $s0, -2\njal fib\naddu $v0, $v0, $s1\n"
                + "lw $s1, 0($sp)\nlw $s0, 4($sp)\nlw $ra, 8($sp)\naddiu $sp, $sp, 12\njr $ra\n",
        // nested loops over bytes with branches out of the inner loop body (if/else inside the loop)
        "la $s0, buf\nli $s1, 60\nouter: move $t0, $s0\nli $t1, 500\ninner: lb $t2, 0($t0)\naddiu $t2, $t2, 3\n"
                + "andi $t3, $t2, 4\nbeqz $t3, even\nsb $t2, 0($t0)\nj next\neven: sh $t1, 0($t0)\nlhu $t4, 0($t0)\n"
                + "addu $t5, $t5, $t4\nnext: addiu $t0, $t0, 2\naddiu $t1, $t1, -1\nbgtz $t1, inner\n"
                + "addiu $s1, $s1, -1\nbnez $s1, outer\nli $v0, 10\nsyscall\n",
        // single and double arithmetic, compares and FP branches, transfers, conversions in a hot loop
        ".data\nd1: .double 1.5\nd2: .double 0.25\n.text\nla $s0, d1\nldc1 $f2, 0($s0)\nldc1 $f4, 8($s0)\n"
                + "li $t0, 400\nloop: add.d $f6, $f6, $f2\nmul.d $f8, $f6, $f4\nsub.d $f10, $f8, $f2\n"
                + "div.d $f12, $f10, $f2\nneg.d $f14, $f12\nmov.d $f16, $f14\nc.lt.d $f16, $f2\nbc1t skip\n"
                + "add.s $f20, $f20, $f21\nskip: mtc1 $t0, $f1\ncvt.s.w $f3, $f1\nadd.s $f21, $f21, $f3\n"
                + "mul.s $f22, $f21, $f3\nsub.s $f23, $f22, $f21\ndiv.s $f24, $f23, $f3\nneg.s $f25, $f24\n"
                + "abs.s $f26, $f25\nmov.s $f27, $f26\nc.le.s 1, $f27, $f26\nbc1f 1, skip2\nc.eq.s $f3, $f3\n"
                + "skip2: cvt.w.d $f28, $f6\nmfc1 $t5, $f28\naddu $t6, $t6, $t5\nswc1 $f21, 16($s0)\n"
                + "lwc1 $f29, 16($s0)\nsdc1 $f6, 24($s0)\nmadd $t0, $t5\nmsubu $t6, $t0\nmaddu $t5, $t5\n"
                + "addi $t0, $t0, -1\nbnez $t0, loop\nli $v0, 10\nsyscall\n",
        // a double operation on an odd register deep in a hot loop: MARS's error at its address
        "li $t0, 0\nloop: addi $t0, $t0, 1\nslti $t1, $t0, 300\nbnez $t1, loop\nadd.d $f2, $f2, $f3\nj loop\n",
        // byte loads walking up through the stack's top 4 KiB (only partly memory) off its end at 0x7ffffffd
        "li $sp, 0x7fffe000\nloop: lb $t1, 0($sp)\nlbu $t2, 1($sp)\naddu $t3, $t3, $t1\naddiu $sp, $sp, 1\nj loop\n",
        // word stores and loads striding across many 4 KiB blocks of the data segment and back
        "la $s0, buf\nli $t9, 2000\nloop: andi $t0, $t9, 0x3ff\nsll $t0, $t0, 8\naddu $t0, $t0, $s0\n"
                + "sw $t9, 0($t0)\nlw $t1, 0($t0)\nsh $t1, 6($t0)\nlh $t2, 6($t0)\naddu $t3, $t3, $t2\n"
                + "addi $t9, $t9, -1\nbnez $t9, loop\nli $v0, 10\nsyscall\n",
        // bytes, halfwords and words across the 64 KiB page boundary at 0x10010000 (a cached block
        // must not reach into the next page), and stack words through $t0
        "li $s0, 0x1000ff00\nli $t9, 1500\nloop: andi $t0, $t9, 0x1ff\naddu $t0, $t0, $s0\nsb $t9, 0($t0)\n"
                + "lbu $t1, 0($t0)\nandi $t0, $t0, -2\nsh $t9, 0($t0)\nlh $t2, 0($t0)\nandi $t0, $t0, -4\n"
                + "sw $t2, 0($t0)\nlw $t3, 0($t0)\naddu $t4, $t4, $t3\naddu $t4, $t4, $t1\naddiu $t0, $sp, -64\n"
                + "sw $t4, 0($t0)\nlw $t5, 0($t0)\naddi $t9, $t9, -1\nbnez $t9, loop\nli $v0, 10\nsyscall\n",
        // divu of operands with clear and with set top bits (quotient and remainder from one division), div
        // of the most negative word by -1, all summed from HI and LO
        "li $s0, 400\nli $s2, 0x80000000\nli $s3, -1\nloop: divu $s0, $s1\nmfhi $t0\nmflo $t1\n"
                + "addiu $s1, $s0, 3\ndivu $s2, $s1\nmfhi $t2\nmflo $t3\ndivu $s2, $s3\nmfhi $t4\nmflo $t5\n"
                + "divu $s3, $s0\nmfhi $t6\nmflo $t7\ndiv $s2, $s3\nmfhi $t8\nmflo $t9\naddu $v1, $v1, $t0\n"
                + "addu $v1, $v1, $t1\naddu $v1, $v1, $t2\naddu $v1, $v1, $t3\naddu $v1, $v1, $t4\n"
                + "addu $v1, $v1, $t5\naddu $v1, $v1, $t6\naddu $v1, $v1, $t7\naddu $v1, $v1, $t8\n"
                + "addu $v1, $v1, $t9\naddiu $s2, $s2, 977\naddi $s0, $s0, -1\nbnez $s0, loop\n",
    };

    private static Machine run(String source, boolean translation, long maxInstructions) throws Exception {
        ProgramImage image = new Assembler().assemble("t.asm", HEADER + source);
        Machine machine = Machine.load(image, MachineOptions.defaults().withTranslation(translation)
                .withLimits(Limits.NONE.withMaxInstructions(maxInstructions)));
        machine.run();
        return machine;
    }

    private static List<Object> state(Machine m) {
        List<Object> state = new ArrayList<>();
        state.add(m.run());
        state.add(m.pc());
        state.add(m.hi());
        state.add(m.lo());
        for (int n = 0; n < 32; n++) {
            state.add(m.register(n));
        }
        for (int n : new int[] {8, 12, 13, 14}) {
            state.add(m.cp0(n));
        }
        for (int n = 0; n < 32; n++) {
            state.add(m.fpr(n));
        }
        for (int cc = 0; cc < 8; cc++) {
            state.add(m.fpFlag(cc));
        }
        for (int a = 0x1000ff00; a < 0x10011000; a += 4) {
            state.add(m.readWord(a));
        }
        state.add(m.instructionCount());
        state.add(Internals.cpu(m).kernelSteps());
        state.add(Internals.cpu(m).repeatedFetches());
        return state;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18})
    void translatedRunEqualsInterpretedRun(int program) throws Exception {
        for (long limit : new long[] {200_000, 12_345, 997}) {
            Machine interpreted = run(PROGRAMS[program], false, limit);
            Machine translated = run(PROGRAMS[program], true, limit);
            assertEquals(state(interpreted), state(translated), "program " + program + ", limit " + limit);
            assertEquals(0, Internals.cpu(interpreted).translatedBlocks());
            if (limit == 200_000) {
                assertTrue(Internals.cpu(translated).translatedBlocks() > 0, "hot code was translated");
            }
        }
    }

    /**
     * Doubles kept in locals keep their exact bits through code run long enough to be compiled: mov.d, neg.d and
     * abs.d keep a NaN's payload (MARS works on the words), arithmetic gives the one canonical NaN (MARS stores
     * results through doubleToLongBits), even for inf - inf and sqrt(-1), whose x86 NaN is negative. ($f10 copies
     * $f2 before its last negation.)
     */
    @Test
    void nanBitsInCompiledTranslatedCodeAreTheInterpreters() throws Exception {
        String source = ".data\nw: .word 0x00000001, 0x7ff00000, 0x0000abcd, 0xfff40000, 0, 0x7ff00000, 0, 0xbff00000\n"
                + ".text\nla $s0, w\nldc1 $f2, 0($s0)\nldc1 $f4, 8($s0)\nldc1 $f20, 16($s0)\nldc1 $f16, 24($s0)\n"
                + "li $t0, 200000\nloop: neg.d $f6, $f4\nabs.d $f8, $f4\nmov.d $f10, $f2\nadd.d $f12, $f2, $f20\n"
                + "sqrt.d $f14, $f16\nsub.d $f18, $f20, $f20\nneg.d $f2, $f2\naddi $t0, $t0, -1\nbnez $t0, loop\n"
                + "li $v0, 10\nsyscall\n";
        int[] expected = {6, 0x0000abcd, 0x7ff40000, 8, 0x0000abcd, 0x7ff40000, 10, 0x00000001, 0xfff00000,
            12, 0, 0x7ff80000, 14, 0, 0x7ff80000, 18, 0, 0x7ff80000, 2, 0x00000001, 0x7ff00000};
        for (boolean translation : new boolean[] {false, true}) {
            Machine m = run(source, translation, 10_000_000);
            for (int k = 0; k < expected.length; k += 3) {
                int n = expected[k];
                assertEquals(expected[k + 1], m.fpr(n), "low word of $f" + n + ", translation " + translation);
                assertEquals(expected[k + 2], m.fpr(n + 1), "high word of $f" + n + ", translation " + translation);
            }
            assertEquals(translation, Internals.cpu(m).translatedBlocks() > 0);
        }
    }

    @Test
    void faultInsideAHotBlockHasTheInterpretersMessageAndAddress() throws Exception {
        Machine m = run(PROGRAMS[2], true, 1_000_000);
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        assertEquals("Error in t.asm line 6: Runtime exception at 0x0040000c: arithmetic overflow", error.marsReport());
    }

    @Test
    void accessesPastMarsSegmentBoundsFaultInsideHotBlocks() throws Exception {
        for (boolean translation : new boolean[] {false, true}) {
            RunResult data = run(PROGRAMS[10], translation, 10_000_000).run();
            assertEquals("Error in t.asm line 5: Runtime exception at 0x00400008: address out of range 0x10400000",
                    assertInstanceOf(RunResult.RuntimeError.class, data).marsReport());
            RunResult stack = run(PROGRAMS[11], translation, 10_000_000).run();
            assertEquals("Error in t.asm line 5: Runtime exception at 0x00400004: address out of range 0x7fbffffc",
                    assertInstanceOf(RunResult.RuntimeError.class, stack).marsReport());
        }
    }

    @Test
    void codeWrittenByTheHostReplacesItsTranslation() throws Exception {
        ProgramImage image = new Assembler().assemble("t.asm", HEADER
                + "li $t1, 1000\nloop: addi $t0, $t0, 1\naddi $t1, $t1, -1\nbnez $t1, loop\ndone: li $t2, 7\n");
        Machine m = Machine.load(image);
        m.stopWhenPcEquals(0x00400010);
        assertInstanceOf(RunResult.Stopped.class, m.run());
        assertEquals(1000, m.register("$t0"), "the loop ran (translated)");
        m.writeWord(0x00400004, 0x21080002); // addi $t0, $t0, 2 replaces addi $t0, $t0, 1
        m.setRegister("$t0", 0);
        m.setRegister("$t1", 1000);
        m.setPc(0x00400004);
        m.clearStop();
        assertInstanceOf(RunResult.DroppedOff.class, m.run());
        assertEquals(2000, m.register("$t0"), "the new instruction ran, not the old translation");
    }

    @Test
    void byteLoadsPastTheStackTopFaultInsideHotCode() throws Exception {
        for (boolean translation : new boolean[] {false, true}) {
            RunResult result = run(PROGRAMS[16], translation, 10_000_000).run();
            assertEquals("Error in t.asm line 6: Runtime exception at 0x0040000c: address out of range 0x7ffffffd",
                    assertInstanceOf(RunResult.RuntimeError.class, result).marsReport());
        }
    }

    /**
     * A hot loop whose load or store is misaligned once, at pass {@code n}: wherever that falls (the hub forgets
     * the cached blocks now and then: here while the budget left, 100,000 at the start, is 98,304 to 99,327,
     * passes 112 to 282), it faults as in the interpreter.
     */
    @ParameterizedTest
    @ValueSource(strings = {"lw $t4, 0($t0)", "sw $t1, 0($t0)", "lh $t4, 0($t0)", "lhu $t4, 0($t0)", "sh $t1, 0($t0)"})
    void aMisalignedAccessFaultsAtWhicheverPassOfAHotLoopItComes(String access) throws Exception {
        for (int n = 60; n < 320; n++) {
            String source = "la $s0, buf\nli $t2, " + n + "\nli $t3, 400\nloop: move $t0, $s0\n"
                    + "bne $t1, $t2, ok\naddiu $t0, $t0, 1\nok: " + access + "\naddiu $t1, $t1, 1\nbne $t1, $t3, loop\n";
            assertEquals(state(run(source, false, 100_000)), state(run(source, true, 100_000)), access + " at pass " + n);
        }
    }

    /**
     * An {@code sdc1} or {@code ldc1} at a word- but not doubleword-aligned address (buf + 4) in a late pass of a hot
     * loop, long after its region was translated (a word written first: a page never written caches no block for
     * loads): the interpreter's fault, at the same pc after the same count. A cached block only tests word
     * alignment; the doubleword test is the transfer's own.
     */
    @ParameterizedTest
    @ValueSource(strings = {"sdc1 $f2, 0($t0)", "ldc1 $f2, 0($t0)"})
    void aDoublewordTransferOffItsBoundaryFaultsInALatePassOfAHotLoop(String access) throws Exception {
        String source = "la $s0, buf\nli $t2, 150000\nli $t3, 200000\nsw $t3, 8($s0)\nloop: move $t0, $s0\n"
                + "bne $t1, $t2, ok\naddiu $t0, $t0, 4\nok: " + access + "\nadd.d $f2, $f2, $f4\n"
                + "addiu $t1, $t1, 1\nbne $t1, $t3, loop\n";
        for (boolean translation : new boolean[] {false, true}) {
            Machine m = run(source, translation, 10_000_000);
            assertEquals("Error in t.asm line 11: Runtime exception at 0x00400028: "
                    + "address not aligned on doubleword boundary 0x10010004",
                    assertInstanceOf(RunResult.RuntimeError.class, m.run()).marsReport(), access);
            assertEquals(0x00400028, m.pc(), access);
            // the set-up, 150,000 passes, and the faulting pass up to and with the transfer (counted, as MARS counts it)
            assertEquals(7 + 150_000L * 6 + 4, m.instructionCount(), access);
            assertEquals(translation, Internals.cpu(m).translatedBlocks() > 0, access);
        }
        assertEquals(state(run(source, false, 10_000_000)), state(run(source, true, 10_000_000)), access);
    }

    /**
     * Words moved to and from either half of a pair whose double lives in a local: {@code swc1}/{@code mfc1} of
     * each half just written by an inline {@code add.d} (the pair must reach the array first), and {@code lwc1}
     * into one half of a pair an {@code add.d} just wrote, then read by a double op (its other half from the local,
     * the loaded half from memory).
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "add.d $f4, $f2, $f6\nswc1 $f4, 0($s0)\nswc1 $f5, 4($s0)\nlw $t4, 0($s0)\nlw $t5, 4($s0)\n",
        "add.d $f4, $f2, $f6\nmfc1 $t4, $f4\nmfc1 $t5, $f5\n",
        "add.d $f4, $f2, $f6\nsw $t1, 0($s0)\nlwc1 $f4, 0($s0)\nadd.d $f8, $f8, $f4\nmfc1 $t4, $f8\nmfc1 $t5, $f9\n",
        "add.d $f4, $f2, $f6\nsw $t1, 0($s0)\nlwc1 $f5, 0($s0)\nadd.d $f8, $f8, $f4\nmfc1 $t4, $f8\nmfc1 $t5, $f9\n",
    })
    void singleWordsOfAPairHeldInALocalAreTheInterpreters(String body) throws Exception {
        String source = "la $s0, buf\nli $t1, 1\nmtc1 $t1, $f0\ncvt.d.w $f6, $f0\nli $t3, 30000\nloop: " + body
                + "add.d $f2, $f2, $f6\naddu $s1, $s1, $t4\nxor $s2, $s2, $t5\naddiu $t1, $t1, 1\nbne $t1, $t3, loop\n"
                + "li $v0, 10\nsyscall\n";
        Machine interpreted = run(source, false, 10_000_000);
        Machine translated = run(source, true, 10_000_000);
        assertEquals(state(interpreted), state(translated), body);
        assertTrue(Internals.cpu(translated).translatedBlocks() > 0, "hot code was translated");
    }

    @Test
    void aMisalignedAccessAtTheFirstPassOfAHotLoopsRegionFaults() throws Exception {
        // the region is entered afresh with $t0 = 1: no cached block may match address 1
        String source = "li $t2, 0\nouter: la $t0, buf\nli $t3, 0\ninner: lh $t1, 0($t0)\naddiu $t3, $t3, 1\n"
                + "slti $t4, $t3, 100\nbne $t4, $zero, inner\naddiu $t2, $t2, 1\nslti $t4, $t2, 3\n"
                + "bne $t4, $zero, outer\nli $t0, 1\nj inner\n";
        assertEquals(state(run(source, false, 100_000)), state(run(source, true, 100_000)));
    }

    @Test
    void stopAddressInsideAHotRecursionIsHonoured() throws Exception {
        ProgramImage image = new Assembler().assemble("t.asm", HEADER + PROGRAMS[12]);
        List<Long> counts = new ArrayList<>();
        for (boolean translation : new boolean[] {false, true}) {
            Machine m = Machine.load(image, MachineOptions.defaults().withTranslation(translation));
            m.runFor(30_000); // hot and translated by now
            m.stopWhenPcEquals(0x00400058); // addu $v0, $v0, $s1 after the second call
            for (int stop = 0; stop < 50; stop++) {
                assertEquals(0x00400058, assertInstanceOf(RunResult.Stopped.class, m.run()).pc());
                counts.add(m.instructionCount());
                m.clearStop();
                m.step();
                m.stopWhenPcEquals(0x00400058);
            }
        }
        assertEquals(counts.subList(0, 50), counts.subList(50, 100));
    }

    @Test
    void stopAddressInsideAHotLoopIsHonoured() throws Exception {
        ProgramImage image = new Assembler().assemble("t.asm", HEADER + PROGRAMS[0]);
        for (boolean translation : new boolean[] {false, true}) {
            Machine m = Machine.load(image, MachineOptions.defaults().withTranslation(translation));
            m.stopWhenPcEquals(0x00400018); // the sw inside the inner loop
            for (int pass = 0; pass < 100; pass++) {
                assertEquals(0x00400018, assertInstanceOf(RunResult.Stopped.class, m.run()).pc());
                assertEquals(pass + 1, m.register("$t0"));
                m.clearStop();
                m.step();
                m.stopWhenPcEquals(0x00400018);
            }
        }
    }
}
