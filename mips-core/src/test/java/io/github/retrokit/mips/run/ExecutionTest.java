package io.github.retrokit.mips.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblerOptions;
import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Whole programs on the machine: branching modes, exceptions, self-modifying code, layouts, messages. */
class ExecutionTest {
    static ProgramImage assemble(String source) throws Exception {
        return new Assembler().assemble("prog.asm", source);
    }

    static Machine run(String source, MachineOptions options) throws Exception {
        Machine machine = Machine.load(assemble(source), options);
        machine.run();
        return machine;
    }

    @Test
    void withoutDelayedBranchingTheNextInstructionIsSkippedAndJalLinksPcPlus4() throws Exception {
        Machine m = run("""
                .text
                    jal f
                    addi $t0, $t0, 1
                    li $v0, 10
                    syscall
                f:  jr $ra
                """, MachineOptions.defaults());
        assertEquals(1, m.register("$t0"));
        assertEquals(0x00400004, m.register("$ra"));
    }

    @Test
    void delayedBranchingExecutesTheDelaySlotAndLinksPcPlus8() throws Exception {
        ProgramImage image = new Assembler(AssemblerOptions.DEFAULT.withDelayedBranching(true)).assemble("db.asm", """
                .text
                    jal f
                    addi $t0, $t0, 1
                    addi $t1, $t1, 1
                    li $v0, 10
                    syscall
                f:  jr $ra
                    addi $t2, $t2, 1
                """);
        Machine m = Machine.load(image);
        assertInstanceOf(RunResult.Exited.class, m.run());
        assertEquals(0x00400008, m.register("$ra"));
        assertEquals(1, m.register("$t0"), "delay slot of jal ran once");
        assertEquals(1, m.register("$t1"));
        assertEquals(1, m.register("$t2"), "delay slot of jr ran once");
    }

    @Test
    void exceptionHandlerAt0x80000180TakesOverWithCauseAndEpc() throws Exception {
        Machine m = run("""
                .text
                    li $t0, 0x7fffffff
                    addi $t0, $t0, 1
                    li $t1, 7
                    li $v0, 10
                    syscall
                .ktext 0x80000180
                    mfc0 $k0, $13
                    mfc0 $k1, $14
                    addi $k1, $k1, 4
                    mtc0 $k1, $14
                    eret
                """, MachineOptions.defaults());
        assertEquals(12 << 2, m.register("$k0") & 0x7c, "cause: arithmetic overflow");
        assertEquals(0x00400008 + 4, m.register("$k1"), "EPC was the addi at 0x00400008");
        assertEquals(7, m.register("$t1"), "execution resumed after the faulting instruction");
        assertEquals(0x7fffffff, m.register("$t0"));
    }

    @Test
    void handlerSeesBadAddressOfAnAddressError() throws Exception {
        Machine m = run("""
                .text
                    li $t0, 0x10010001
                    lw $t1, 0($t0)
                    li $v0, 10
                    syscall
                .ktext 0x80000180
                    mfc0 $k0, $8
                    mfc0 $k1, $13
                    mfc0 $t2, $14
                    addi $t2, $t2, 4
                    mtc0 $t2, $14
                    eret
                """, MachineOptions.defaults());
        assertEquals(0x10010001, m.register("$k0"));
        assertEquals(4 << 2, m.register("$k1") & 0x7c);
    }

    @Test
    void writingTheTextSegmentIsAnErrorUnlessSelfModifyingCodeIsOn() throws Exception {
        String source = """
                .text
                    la $t0, patch
                    lw $t1, 8($t0)
                    sw $t1, 0($t0)
                patch:
                    li $v0, 1
                    li $a0, 5
                    li $t2, 99
                """;
        Machine plain = Machine.load(assemble(source));
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, plain.run());
        assertEquals("Cannot read directly from text segment!0x00400018", error.message());

        Machine smc = Machine.load(assemble(source), MachineOptions.defaults().withSelfModifyingCode(true));
        assertInstanceOf(RunResult.DroppedOff.class, smc.run());
        assertEquals(99, smc.register("$t2"));
        assertEquals(0, smc.register("$v0"), "li $v0 was overwritten by li $t2 before it ran");
    }

    @Test
    void storeIntoTextWithoutSelfModifyingCodeHasMarsMessage() throws Exception {
        Machine m = Machine.load(assemble("""
                .text
                    li $t0, 0x00400008
                    sw $zero, 0($t0)
                """));
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        assertEquals("Error in prog.asm line 3: Runtime exception at 0x00400008: Cannot write directly to text segment!0x00400008",
                error.marsReport());
    }

    @Test
    void startAtMainUsesTheGlobalMain() throws Exception {
        String source = """
                .text
                helper: li $t0, 1
                        jr $ra
                .globl main
                main:   li $t1, 2
                """;
        Machine first = run(source, MachineOptions.defaults());
        assertEquals(1, first.register("$t0"));
        Machine main = run(source, MachineOptions.defaults().withStartAtMain(true));
        assertEquals(0, main.register("$t0"));
        assertEquals(2, main.register("$t1"));
    }

    @ParameterizedTest
    @CsvSource({"DEFAULT", "COMPACT_DATA_AT_ZERO", "COMPACT_TEXT_AT_ZERO"})
    void everyLayoutRunsTheSameProgram(MemoryLayout layout) throws Exception {
        ProgramImage image = new Assembler(AssemblerOptions.DEFAULT.withLayout(layout)).assemble("l.asm", """
                .data
                x: .word 40
                .text
                    lw $t0, x
                    addi $t0, $t0, 2
                    sw $t0, x
                    la $t1, x
                    addi $sp, $sp, -4
                    sw $t0, 0($sp)
                    lw $t2, 0($sp)
                """);
        Machine m = Machine.load(image);
        assertInstanceOf(RunResult.DroppedOff.class, m.run());
        assertEquals(42, m.readWord(layout.dataBase()));
        assertEquals(layout.dataBase(), m.register("$t1"));
        assertEquals(42, m.register("$t2"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            overflow: addi             | li $t0, 0x7fffffff ; addi $t0, $t0, 1 | Error in prog.asm line 2: Runtime exception at 0x00400008: arithmetic overflow
            overflow: neg = sub        | li $t0, 0x80000000 ; neg $t1, $t0     | Error in prog.asm line 2: Runtime exception at 0x00400008: arithmetic overflow
            fetch not word aligned     | li $t0, 0x10010001 ; lw $t1, 0($t0)   | Error in prog.asm line 2: Runtime exception at 0x00400008: fetch address not aligned on word boundary 0x10010001
            store not word aligned     | li $t0, 0x10010002 ; sw $t1, 0($t0)   | Error in prog.asm line 2: Runtime exception at 0x00400008: store address not aligned on word boundary 0x10010002
            address out of range       | lw $t1, 0($zero)                      | Error in prog.asm line 1: Runtime exception at 0x00400000: address out of range 0x00000000
            break                      | nop ; break                           | Error in prog.asm line 2: Runtime exception at 0x00400004: break instruction executed; no code given.
            div pseudo by zero         | li $t1, 0 ; div $t2, $t0, $t1         | Error in prog.asm line 2: Runtime exception at 0x00400008: break instruction executed; no code given.
            trap                       | teqi $zero, 0                         | Error in prog.asm line 1: Runtime exception at 0x00400000: trap
            unknown syscall            | li $v0, 99 ; syscall                  | 'Error in prog.asm line 2: Runtime exception at 0x00400004: invalid or unimplemented syscall service: 99 '
            negative sbrk              | li $a0, -4 ; li $v0, 9 ; syscall      | Error in prog.asm line 3: Runtime exception at 0x00400008: request (-4) is negative heap amount (syscall 9)
            random bound 0             | li $a1, 0 ; li $v0, 42 ; syscall      | Error in prog.asm line 3: Runtime exception at 0x00400008: Upper bound of range cannot be negative (syscall 42)
            jump to address 0          | jr $zero                              | 'Error in : invalid program counter value: 0x00000000'
            jump to unaligned text     | li $t0, 0x00400002 ; jr $t0           | 'Error in : invalid program counter value: 0x00400002'
            fetch not half aligned     | li $t0, 0x10010001 ; lh $t1, 0($t0)   | Error in prog.asm line 2: Runtime exception at 0x00400008: fetch address not aligned on halfword boundary 0x10010001
            store not half aligned     | li $t0, 0x10010003 ; sh $t1, 0($t0)   | Error in prog.asm line 2: Runtime exception at 0x00400008: store address not aligned on halfword boundary 0x10010003
            load from text             | li $t0, 0x00400000 ; lbu $t1, 2($t0)  | Error in prog.asm line 2: Runtime exception at 0x00400008: Cannot read directly from text segment!0x00400002
            ldc1 not double aligned    | li $t0, 0x10010004 ; ldc1 $f2, 0($t0) | Error in prog.asm line 2: Runtime exception at 0x00400008: address not aligned on doubleword boundary 0x10010004
            break with a code          | break 7                               | Error in prog.asm line 1: Runtime exception at 0x00400000: break instruction executed; code = 7.
            odd FPR: all registers     | add.d $f0, $f2, $f3                   | Error in prog.asm line 1: Runtime exception at 0x00400000: all registers must be even-numbered
            odd FPR: both registers    | mov.d $f1, $f2                        | Error in prog.asm line 1: Runtime exception at 0x00400000: both registers must be even-numbered
            odd FPR: first register    | cvt.d.w $f1, $f2                      | Error in prog.asm line 1: Runtime exception at 0x00400000: first register must be even-numbered
            odd FPR: second register   | cvt.w.d $f2, $f1                      | Error in prog.asm line 1: Runtime exception at 0x00400000: second register must be even-numbered
            """)
    void runtimeErrorsPrintMarsTextByteForByte(String name, String program, String expected) throws Exception {
        Machine m = Machine.load(assemble(String.join("\n", program.split(" ; ")) + "\n"));
        RunResult.RuntimeError error = assertInstanceOf(RunResult.RuntimeError.class, m.run());
        assertEquals(expected, error.marsReport());
    }

    @Test
    void wallClockLimitStopsAnEndlessLoop() throws Exception {
        Machine m = Machine.load(assemble(".text\nloop: j loop\n"),
                MachineOptions.defaults().withLimits(Limits.NONE.withWallClock(java.time.Duration.ofMillis(50))));
        RunResult.LimitReached limit = assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertEquals(RunResult.Limit.WALL_CLOCK, limit.limit());
        assertEquals("wall-clock limit of 50 ms exceeded", limit.message());
    }

    @Test
    void wallClockLimitCutsALongSleepShort() throws Exception {
        Machine m = Machine.load(assemble(".text\nli $a0, 600000\nli $v0, 32\nsyscall\n"),
                MachineOptions.defaults().withLimits(Limits.NONE.withWallClock(java.time.Duration.ofMillis(100))));
        RunResult.LimitReached limit = assertInstanceOf(RunResult.LimitReached.class, m.run());
        assertEquals(RunResult.Limit.WALL_CLOCK, limit.limit());
    }

    @Test
    void twoMachinesRunSideBySide() throws Exception {
        ProgramImage image = assemble(".text\nli $t0, 3\nloop: addi $t0, $t0, -1\nbnez $t0, loop\n");
        Machine a = Machine.load(image);
        Machine b = Machine.load(image);
        a.step();
        b.run();
        assertEquals(3, a.register("$t0"));
        assertEquals(0, b.register("$t0"));
        assertEquals(7, b.instructionCount());
    }
}
