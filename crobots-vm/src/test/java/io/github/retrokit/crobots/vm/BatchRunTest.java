package io.github.retrokit.crobots.vm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.Opcode;
import io.github.retrokit.crobots.program.Operator;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.program.VarRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link RobotVm#runBatch} is {@link RobotVm#step()} repeated, translated to JVM code or interpreted: on random
 * instruction streams (stack overflows,
 * underflows, corrupt frames, returns from main, wild branches included) a VM run in batches of random sizes
 * ends every batch in exactly the state of a VM stepped as often — registers, every stack word, externals,
 * counters and the intrinsic calls made — and pauses only in front of a call of {@code rand}. Branches past the
 * end of the code (up to the code limit) and a function starting just past it are mixed in too.
 */
class BatchRunTest {

    private static final List<String> TABLE = List.of("main", "f", "scan", "cannon", "rand", "drive", "loc_x",
            "nosuch", "sqrt");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"translated", "translated in chunks of 7 instructions", "interpreted"})
    void batchesOfAnySizeEndInTheStateOfAsManySteps(String form) {
        boolean translated = !form.equals("interpreted");
        Random random = new Random(7);
        for (int n = 0; n < 200; n++) {
            RobotProgram p = randomProgram(random);
            StubWorld stepWorld = new StubWorld();
            StubWorld batchWorld = new StubWorld();
            VmOptions options = new VmOptions(n % 2 == 0 ? ModZero.ZERO : ModZero.DIVIDEND);
            RobotVm stepped = new RobotVm(p, stepWorld, options);
            ProgramCode code = !translated ? ProgramCode.interpreted(p)
                    : form.contains("chunks") ? ProgramCode.translatedInChunks(p, 7) : ProgramCode.translatedAfter(p, 0);
            assertEquals(translated, code.isTranslated());
            RobotVm batched = new RobotVm(code, batchWorld, options);
            for (int batch = 0; batch < 200; batch++) {
                boolean pause = random.nextBoolean();
                int budget = random.nextInt(20);
                int done = batched.runBatch(budget, pause);
                for (int i = 0; i < done; i++) {
                    stepped.step();
                }
                if (done < budget) {
                    assertEquals(true, pause, "only a pausing batch stops early");
                    assertEquals("rand", p.functionTable().get((int) p.code().get(batched.ip()).operand()));
                }
                assertSameState(stepped, batched, stepWorld, batchWorld, "program " + n + " batch " + batch);
                if (done < budget) {
                    batched.step();
                    stepped.step();
                }
            }
        }
    }

    /**
     * A world offering {@link Intrinsics#readings()} (the arena's robot state): the interpreter loop reads
     * damage, speed, loc_x and loc_y there instead of calling, and still leaves the state of as many steps,
     * the world's values changing between batches as motion updates change them.
     */
    @Test
    void readingsTakenFromTheWorldsFieldsGiveWhatItsMethodsReturn() {
        Random random = new Random(17);
        int stepReads = 0;
        int batchReads = 0;
        for (int n = 0; n < 200; n++) {
            RobotProgram p = randomProgram(random, 1 + random.nextInt(60), READING_TABLE);
            StubWorld stepWorld = new StubWorld().answerReadingsFromFields(false);
            StubWorld batchWorld = new StubWorld().answerReadingsFromFields(true);
            RobotVm stepped = new RobotVm(p, stepWorld, VmOptions.classic());
            RobotVm batched = new RobotVm(ProgramCode.interpreted(p), batchWorld, VmOptions.classic());
            for (int batch = 0; batch < 200; batch++) {
                int[] values = {random.nextInt(100), random.nextInt(101), random.nextInt(1001), random.nextInt(1001)};
                for (Readings r : List.of(stepWorld.readingValues, batchWorld.readingValues)) {
                    r.damage = values[0];
                    r.speed = values[1];
                    r.metreX = values[2];
                    r.metreY = values[3];
                }
                batchThenStepAsOften(batched, stepped, random.nextInt(20));
                assertSameState(stepped, batched, stepWorld, batchWorld, "program " + n + " batch " + batch);
            }
            stepReads += stepWorld.fieldReads;
            batchReads += batchWorld.fieldReads;
        }
        // most random calls find no sound frame and go the slow way (through the methods)
        assertTrue(stepReads - batchReads > 1000, "the loop read the fields " + (stepReads - batchReads) + " times");
    }

    /**
     * A world whose sqrt is the spec's ({@link Intrinsics#specSqrt()}, the arena's): the interpreter loop computes
     * sqrt instead of calling, and still leaves the state of as many steps, for small, negative and extreme
     * arguments ({@code Long.MIN_VALUE} included) alike.
     */
    @Test
    void sqrtComputedInTheLoopGivesWhatTheArenasSqrtReturns() {
        Random random = new Random(19);
        int stepCalls = 0;
        int batchCalls = 0;
        for (int n = 0; n < 300; n++) {
            RobotProgram p = randomProgram(random, 1 + random.nextInt(60), SQRT_TABLE, true);
            StubWorld stepWorld = new StubWorld().answerSqrtAsTheArena(false);
            StubWorld batchWorld = new StubWorld().answerSqrtAsTheArena(true);
            RobotVm stepped = new RobotVm(p, stepWorld, VmOptions.classic());
            RobotVm batched = new RobotVm(ProgramCode.interpreted(p), batchWorld, VmOptions.classic());
            for (int batch = 0; batch < 200; batch++) {
                batchThenStepAsOften(batched, stepped, random.nextInt(20));
                assertSameState(stepped, batched, stepWorld, batchWorld, "program " + n + " batch " + batch);
            }
            stepCalls += stepWorld.sqrtAnswers;
            batchCalls += batchWorld.sqrtAnswers;
        }
        // most random calls find no sound frame and go the slow way (through the method)
        assertTrue(stepCalls - batchCalls > 1000, "the loop computed sqrt " + (stepCalls - batchCalls) + " times");
    }

    private static final List<String> SQRT_TABLE = List.of("main", "f", "sqrt", "scan", "sqrt", "damage");

    /** Arguments of the well-formed sqrt calls in {@link #sqrtComputedInTheLoopGivesWhatTheArenasSqrtReturns}. */
    private static final long[] WIDE_CONSTANTS = {0, 1, 2, 3, -3, 8, 15, 24, 99, -100, 2147483647, -2147483648L,
        Long.MIN_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE, (1L << 52) + 1, (1L << 62) - 1, 999999999999L};

    private static final List<String> READING_TABLE = List.of("main", "f", "damage", "speed", "loc_x", "loc_y",
            "scan", "sqrt");

    @Test
    void aLongProgramIsCutIntoSeveralChunksAndStillRunsExactly() {
        Random random = new Random(13);
        for (int n = 0; n < 6; n++) {
            RobotProgram p = randomProgram(random, 600 + random.nextInt(400));
            StubWorld stepWorld = new StubWorld();
            StubWorld batchWorld = new StubWorld();
            RobotVm stepped = new RobotVm(p, stepWorld, VmOptions.classic());
            ProgramCode code = ProgramCode.translatedAfter(p, 0);
            assertTrue(((TranslatedProgram) code.translated()).chunkCount() > 1, "program " + n + " in chunks");
            RobotVm batched = new RobotVm(code, batchWorld, VmOptions.classic());
            for (int batch = 0; batch < 400; batch++) {
                batchThenStepAsOften(batched, stepped, random.nextInt(40));
                assertSameState(stepped, batched, stepWorld, batchWorld, "program " + n + " batch " + batch);
            }
        }
    }

    @Test
    void aProgramIsTranslatedOnceItsVmsHaveRunLongEnoughAndGoesOnExactly() {
        Random random = new Random(11);
        int switched = 0;
        for (int n = 0; n < 4; n++) {
            RobotProgram p = randomProgram(random);
            StubWorld stepWorld = new StubWorld();
            StubWorld batchWorld = new StubWorld();
            RobotVm stepped = new RobotVm(p, stepWorld, new VmOptions(ModZero.ZERO));
            ProgramCode code = ProgramCode.translatedAfter(p, 2 * ProgramCode.REPORT_STEP);
            RobotVm batched = new RobotVm(code, batchWorld, new VmOptions(ModZero.ZERO));
            assertEquals(false, code.isTranslated(), "not before it ran");
            long executed = 0;
            for (int batch = 0; executed < 3L * ProgramCode.REPORT_STEP; batch++) {
                int done = batched.runBatch(1 + random.nextInt(20), false);
                for (int i = 0; i < done; i++) {
                    stepped.step();
                }
                executed += done;
                if (batch % 64 == 0 || code.isTranslated() && batch % 4 == 0) {
                    assertSameState(stepped, batched, stepWorld, batchWorld, "program " + n + " after " + executed);
                }
                stepWorld.calls.clear();
                batchWorld.calls.clear();
            }
            assertSameState(stepped, batched, stepWorld, batchWorld, "program " + n + " at the end");
            assertEquals(code.decoded().code.length > 0, code.isTranslated(), "program " + n + " translated by now");
            switched += code.isTranslated() ? 1 : 0;
        }
        assertTrue(switched > 0);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"translated", "interpreted"})
    void pairsAndPushesMeetingTheReturnStackOverflowExactlyAsSteps(String form) {
        // Pushes in pairs (FETCH local + CONST, + FETCH local, + FRAME; FETCH external + CONST, + BINOP) that
        // grow the stack by 8 words a turn until a push or a FRAME meets the return stack and main restarts;
        // main's 1 to 8 locals (where sp starts) put every instruction of the loop at the overflow, and the
        // batches' random ends every pair at the batch's end.
        VarRef local = VarRef.local(0);
        VarRef external = VarRef.external(0);
        List<Instruction> code = List.of(Instruction.fetch(local), Instruction.constant(1),
                Instruction.fetch(local), Instruction.fetch(local), Instruction.fetch(local), Instruction.frame(),
                Instruction.fetch(external), Instruction.constant(2), Instruction.fetch(external),
                Instruction.binop(Operator.ADD), Instruction.constant(0), Instruction.branch(0));
        Random random = new Random(5);
        for (int locals = 1; locals <= 8; locals++) {
            RobotProgram p = new RobotProgram("overflow.r", code,
                    List.of(new FunctionHeader("main", 0, 0, locals, List.of())), List.of("main"), List.of("e0"), 1000);
            StubWorld stepWorld = new StubWorld();
            StubWorld batchWorld = new StubWorld();
            RobotVm stepped = new RobotVm(p, stepWorld, VmOptions.classic());
            RobotVm batched = new RobotVm(form.equals("interpreted") ? ProgramCode.interpreted(p)
                    : ProgramCode.translatedAfter(p, 0), batchWorld, VmOptions.classic());
            for (int batch = 0; batch < 600; batch++) {
                int done = batched.runBatch(1 + random.nextInt(16), true);
                for (int i = 0; i < done; i++) {
                    stepped.step();
                }
                assertSameState(stepped, batched, stepWorld, batchWorld, locals + " locals, batch " + batch);
            }
            assertTrue(batched.restartCount() > 4, "overflowed again and again: " + batched.restartCount());
        }
    }

    @Test
    void aRaisedErrorFlagRestartsAfterTheFirstInstructionOfTheNextBatch() {
        RobotProgram p = new RobotProgram("flag.r", List.of(Instruction.constant(5), Instruction.constant(6),
                Instruction.constant(7)), List.of(new FunctionHeader("main", 0, 0, 0, List.of())), List.of("main"),
                List.of(), 1000);
        RobotVm vm = new RobotVm(p, new StubWorld());
        vm.raiseError();
        assertEquals(3, vm.runBatch(3, false));
        assertEquals(1, vm.restartCount());
        assertEquals(2, vm.ip(), "restarted after CONST 5, then CONST 5 and CONST 6");
    }

    /** Runs a batch of up to {@code budget} instructions, not pausing, then steps the other VM as often. */
    private static void batchThenStepAsOften(RobotVm batched, RobotVm stepped, int budget) {
        int done = batched.runBatch(budget, false);
        for (int i = 0; i < done; i++) {
            stepped.step();
        }
    }

    private static void assertSameState(RobotVm a, RobotVm b, StubWorld wa, StubWorld wb, String where) {
        assertEquals(a.ip(), b.ip(), where + ": ip");
        assertEquals(a.sp(), b.sp(), where + ": sp");
        assertEquals(a.lp(), b.lp(), where + ": lp");
        assertEquals(a.rp(), b.rp(), where + ": rp");
        assertEquals(a.executedCount(), b.executedCount(), where + ": executed");
        assertEquals(a.restartCount(), b.restartCount(), where + ": restarts");
        assertArrayEquals(memory(a), memory(b), where + ": stack words and externals");
        assertEquals(wa.calls, wb.calls, where + ": intrinsic calls");
    }

    /** Every stack word (a little beyond both ends too), then the externals. */
    private static long[] memory(RobotVm vm) {
        long[] words = new long[64 + RobotVm.DATASPACE + 128 + vm.externalCount()];
        for (int i = 0; i < 64 + RobotVm.DATASPACE + 128; i++) {
            words[i] = vm.stackWord(i - 64);
        }
        for (int i = 0; i < vm.externalCount(); i++) {
            words[64 + RobotVm.DATASPACE + 128 + i] = vm.external(i);
        }
        return words;
    }

    private static RobotProgram randomProgram(Random random) {
        return randomProgram(random, 1 + random.nextInt(60));
    }

    private static RobotProgram randomProgram(Random random, int size) {
        return randomProgram(random, size, TABLE);
    }

    private static RobotProgram randomProgram(Random random, int size, List<String> table) {
        return randomProgram(random, size, table, false);
    }

    private static RobotProgram randomProgram(Random random, int size, List<String> table, boolean wide) {
        List<Instruction> code = new ArrayList<>();
        while (code.size() < size) {
            if (wide && random.nextInt(6) == 0) { // a well-formed call of table entry 2 on a wide constant
                code.add(Instruction.constant(0));
                code.add(Instruction.frame());
                code.add(Instruction.constant(WIDE_CONSTANTS[random.nextInt(WIDE_CONSTANTS.length)]));
                code.add(Instruction.fcall(2));
            } else {
                code.add(randomInstruction(random, size, table.size()));
            }
        }
        code.subList(size, code.size()).clear();
        List<FunctionHeader> functions = List.of(
                new FunctionHeader("main", random.nextInt(size), 0, random.nextInt(65), List.of()),
                new FunctionHeader("f", random.nextInt(size + 1), random.nextInt(4), 4 + random.nextInt(60), List.of()));
        return new RobotProgram("batch.r", code, functions, table, List.of("e0", "e1"), 1000);
    }

    /** Mostly well-formed code (pushes, arithmetic, calls with frames), with every kind of mistake mixed in. */
    private static Instruction randomInstruction(Random random, int size, int functions) {
        Opcode[] weighted = {Opcode.FETCH, Opcode.FETCH, Opcode.CONST, Opcode.CONST, Opcode.BINOP, Opcode.BINOP,
            Opcode.STORE, Opcode.FCALL, Opcode.FRAME, Opcode.FRAME, Opcode.BRANCH, Opcode.CHOP, Opcode.RETSUB,
            Opcode.NOP};
        Opcode op = weighted[random.nextInt(weighted.length)];
        Operator operator = Operator.values()[random.nextInt(Operator.values().length)];
        VarRef v = random.nextBoolean() ? VarRef.external(random.nextInt(2)) : VarRef.local(random.nextInt(8));
        return switch (op) {
            case FETCH -> Instruction.fetch(v);
            case STORE -> Instruction.store(v, operator);
            case CONST -> Instruction.constant(random.nextInt(16) == 0 // beyond int: step() runs it, in no pair
                    ? WIDE_CONSTANTS[random.nextInt(WIDE_CONSTANTS.length)] : random.nextInt(9) - 4);
            case BINOP -> Instruction.binop(operator);
            case FCALL -> Instruction.fcall(random.nextInt(functions));
            case BRANCH -> Instruction.branch(random.nextInt(12) == 0 ? size + random.nextInt(1001 - size) // past the code
                    : random.nextInt(size + 2));
            case RETSUB -> Instruction.retsub();
            case CHOP -> Instruction.chop();
            case FRAME -> Instruction.frame();
            case NOP -> Instruction.nop();
        };
    }
}
