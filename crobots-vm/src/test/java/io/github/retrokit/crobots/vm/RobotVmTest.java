package io.github.retrokit.crobots.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.Operator;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.program.VarRef;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** VM semantics per opcode, the call discipline, and the restart rules of the behaviour spec §9. */
class RobotVmTest {
    private final StubWorld world = new StubWorld();

    /** A one-function program: main at 0 with {@code locals} locals; externals g, main. */
    static RobotProgram program(int locals, List<String> functionTable, Instruction... code) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < locals; i++) {
            names.add("l" + i);
        }
        return new RobotProgram("t.r", List.of(code), List.of(new FunctionHeader("main", 0, 0, locals, names)),
                functionTable, List.of("g", "main"), 1000);
    }

    static RobotProgram compile(String source) {
        return new RobotCompiler().compile("t.r", source).programOrThrow();
    }

    private RobotVm vm(RobotProgram p) {
        return new RobotVm(p, world);
    }

    @Test
    void startsAtMainWithItsLocalsAllocated() {
        RobotVm vm = vm(program(3, List.of("main"), Instruction.constant(7)));
        assertEquals(0, vm.ip());
        assertEquals(3, vm.sp());
        assertEquals(0, vm.lp());
        assertEquals(RobotVm.DATASPACE, vm.rp());
    }

    @Test
    void constPushesAndAdvances() {
        RobotVm vm = vm(program(1, List.of("main"), Instruction.constant(7)));
        vm.step();
        assertEquals(2, vm.sp());
        assertEquals(7, vm.topOfStack());
        assertEquals(1, vm.ip());
    }

    @Test
    void fetchPushesALocalOrAnExternal() {
        RobotVm vm = vm(program(1, List.of("main"), Instruction.fetch(VarRef.local(0)), Instruction.fetch(VarRef.external(0)),
                Instruction.constant(5), Instruction.store(VarRef.external(0), Operator.ASSIGN), Instruction.fetch(VarRef.external(0))));
        vm.run(5);
        assertEquals(5, vm.topOfStack());
        assertEquals(5, vm.external(0));
    }

    @Test
    void storeAppliesItsOperatorLeavesTheValueAndStoresIt() {
        RobotVm vm = vm(program(1, List.of("main"), Instruction.fetch(VarRef.local(0)), Instruction.constant(5),
                Instruction.store(VarRef.local(0), Operator.ASSIGN), Instruction.constant(3),
                Instruction.store(VarRef.local(0), Operator.ADD_ASSIGN)));
        vm.run(3);
        assertEquals(5, vm.local(0));
        assertEquals(5, vm.topOfStack());
        assertEquals(2, vm.sp());
        vm.run(2);
        assertEquals(8, vm.local(0));
        assertEquals(8, vm.topOfStack());
        assertEquals(2, vm.sp());
    }

    @Test
    void binopPopsTwoAndPushesTheResult() {
        RobotVm vm = vm(program(0, List.of("main"), Instruction.constant(7), Instruction.constant(2),
                Instruction.binop(Operator.SUB)));
        vm.run(3);
        assertEquals(1, vm.sp());
        assertEquals(5, vm.topOfStack());
    }

    @Test
    void branchJumpsOnZeroOnly() {
        RobotVm vm = vm(program(0, List.of("main"), Instruction.constant(1), Instruction.branch(5),
                Instruction.constant(0), Instruction.branch(6), Instruction.nop(), Instruction.nop(), Instruction.nop()));
        vm.run(2);
        assertEquals(2, vm.ip());
        vm.run(2);
        assertEquals(6, vm.ip());
        assertEquals(0, vm.sp());
    }

    @Test
    void chopAndNop() {
        RobotVm vm = vm(program(0, List.of("main"), Instruction.constant(1), Instruction.nop(), Instruction.chop()));
        vm.run(2);
        assertEquals(1, vm.sp());
        assertEquals(2, vm.ip());
        vm.step();
        assertEquals(0, vm.sp());
    }

    @Test
    void frameSavesTheStackPointerOnTheReturnStack() {
        RobotVm vm = vm(program(2, List.of("main"), Instruction.constant(1), Instruction.frame()));
        vm.run(2);
        assertEquals(499, vm.rp());
        assertEquals(3, vm.stackWord(499));
    }

    @Test
    void aFrameOrAPushMeetingTheOtherStackRestartsMain() {
        for (Instruction last : List.of(Instruction.frame(), Instruction.constant(2))) {
            // 498 pushes fill S[1..498]; the first FRAME takes S[499]; the next FRAME or push meets it
            List<Instruction> code = new ArrayList<>(java.util.Collections.nCopies(498, Instruction.constant(1)));
            code.add(Instruction.frame());
            code.add(last);
            RobotVm vm = vm(program(0, List.of("main"), code.toArray(Instruction[]::new)));
            List<RestartCause> causes = new ArrayList<>();
            List<Long> when = new ArrayList<>();
            vm.setTracer(recorder(causes, when));
            vm.run(499);
            assertEquals(List.of(), causes);
            assertEquals(499, vm.rp());
            vm.step();
            assertEquals(List.of(RestartCause.STACK_OVERFLOW), causes, last::toString);
            assertEquals(List.of(500L), when);
            assertEquals(0, vm.ip());
            assertEquals(RobotVm.DATASPACE, vm.rp());
            assertEquals(0, vm.sp());
        }
    }

    @Test
    void intrinsicCallPopsLastArgumentFirstAndLeavesOneResultWhereTheNameWas() {
        world.scanResult = 77;
        RobotVm vm = vm(program(1, List.of("main", "scan"), Instruction.fetch(VarRef.local(0)), Instruction.frame(),
                Instruction.constant(10), Instruction.constant(3), Instruction.fcall(1)));
        vm.run(5);
        assertEquals(List.of("scan(10,3)"), world.calls);
        assertEquals(2, vm.sp());
        assertEquals(77, vm.topOfStack());
        assertEquals(RobotVm.DATASPACE, vm.rp());
        assertEquals(5, vm.ip());
    }

    @Test
    void missingArgumentsAreTakenFromBelowTheFrame() {
        RobotVm vm = vm(program(1, List.of("main", "scan"), Instruction.constant(42), Instruction.frame(),
                Instruction.constant(5), Instruction.fcall(1)));
        vm.run(4);
        assertEquals(List.of("scan(42,5)"), world.calls);
        assertEquals(2, vm.sp());
    }

    @Test
    void cannonWithNegativeRangeReturnsOneWithoutFiring() {
        RobotVm vm = vm(program(0, List.of("main", "cannon"), Instruction.constant(0), Instruction.frame(),
                Instruction.constant(90), Instruction.constant(-5), Instruction.fcall(1)));
        vm.run(5);
        assertEquals(List.of(), world.calls);
        assertEquals(1, vm.topOfStack());
        assertEquals(1, vm.sp());
    }

    @ParameterizedTest
    @EnumSource(Intrinsic.class)
    void everyIntrinsicReachesItsMethodWithItsArguments(Intrinsic intrinsic) {
        List<Instruction> code = new ArrayList<>(List.of(Instruction.constant(0), Instruction.frame()));
        StringBuilder expected = new StringBuilder(intrinsic.sourceName()).append('(');
        for (int i = 0; i < intrinsic.arity(); i++) {
            code.add(Instruction.constant(11 * (i + 1)));
            expected.append(i > 0 ? "," : "").append(11 * (i + 1));
        }
        code.add(Instruction.fcall(1));
        RobotVm vm = vm(program(0, List.of("main", intrinsic.sourceName()), code.toArray(Instruction[]::new)));
        vm.run(code.size());
        assertEquals(List.of(expected.append(')').toString()), world.calls);
        assertEquals(1, vm.sp());
        assertEquals(0, vm.restartCount());
    }

    @Test
    void userFunctionsGetParametersAsLocalsAndReturnAValue() {
        RobotVm vm = vm(compile("int g; f(x) { return x * 2; } main() { g = f(21); }"));
        // main: fetch g, fetch f, frame, const 21, fcall | f: fetch x, const 2, binop *, retsub | store g
        vm.run(10);
        assertEquals(42, vm.external(0));
        assertEquals(0, vm.restartCount());
    }

    @Test
    void returningFromMainRestartsIt() {
        RobotVm vm = vm(compile("int x; main() { x = 1; }"));
        List<RestartCause> causes = new ArrayList<>();
        vm.setTracer(recorder(causes, new ArrayList<>()));
        vm.run(5);
        assertEquals(1, vm.external(0));
        vm.step();
        assertEquals(List.of(RestartCause.RETURN_FROM_MAIN), causes);
        assertEquals(0, vm.external(0));
        assertEquals(0, vm.ip());
        vm.run(6);
        assertEquals(2, vm.restartCount());
    }

    @Test
    void endlessRecursionRestartsOnThe501stInstructionEveryTime() {
        // main's 4-instruction prologue, then 82 recursion levels of 6 instructions: the FETCH of the 83rd
        // pushes with sp = rp = 251 (behaviour spec 13.7)
        RobotVm vm = vm(compile("int g; main() { g = 0; f(1); } f(x) { return f(x + 1); }"));
        List<RestartCause> causes = new ArrayList<>();
        List<Long> when = new ArrayList<>();
        List<String> collision = new ArrayList<>();
        Tracer restarts = recorder(causes, when);
        vm.setTracer(new Tracer() {
            @Override
            public void executed(RobotVm v, int address, Instruction instruction) {
                if (v.sp() == v.rp()) {
                    collision.add(instruction + " sp=rp=" + v.sp());
                }
            }

            @Override
            public void restarted(RobotVm v, RestartCause cause) {
                restarts.restarted(v, cause);
            }
        });
        vm.run(1002);
        assertEquals(List.of(RestartCause.STACK_OVERFLOW, RestartCause.STACK_OVERFLOW), causes);
        assertEquals(List.of(501L, 1002L), when);
        assertEquals("fetch   2 external sp=rp=251", collision.get(0));
    }

    @Test
    void popFromAnEmptyStackRestarts() {
        RobotVm vm = vm(program(0, List.of("main"), Instruction.constant(3), Instruction.chop(), Instruction.chop()));
        List<RestartCause> causes = new ArrayList<>();
        vm.setTracer(recorder(causes, new ArrayList<>()));
        vm.run(3);
        assertEquals(List.of(RestartCause.STACK_UNDERFLOW), causes);
        assertEquals(0, vm.ip());
    }

    @Test
    void restartZeroesExternalsAndMainsLocalsButKeepsTheRestOfTheStack() {
        RobotVm vm = vm(compile("int e; main() { int a; a = 5; e = 6; f(9); } f(p) { return; }"));
        vm.run(12); // a = 5; e = 6; inside f, p = 9 at stack slot 4
        assertEquals(9, vm.stackWord(4));
        vm.restart();
        assertEquals(0, vm.external(0));
        assertEquals(0, vm.local(0));
        assertEquals(9, vm.stackWord(4));
    }

    @Test
    void raisedErrorRestartsAfterTheNextInstruction() {
        RobotVm vm = vm(compile("int x; main() { x = 1; while (1) ; }"));
        List<RestartCause> causes = new ArrayList<>();
        vm.setTracer(recorder(causes, new ArrayList<>()));
        vm.run(3);
        vm.raiseError();
        vm.step();
        assertEquals(List.of(RestartCause.EXTERNAL), causes);
        assertEquals(0, vm.external(0));
    }

    @Test
    void divisionAndModuloByZeroDoNotCrash() {
        RobotProgram p = compile("int q, r; main() { q = 7 / 0; r = 7 % 0; }");
        RobotVm classic = vm(p);
        classic.run(12);
        assertEquals(0, classic.external(0));
        assertEquals(0, classic.external(1));
        RobotVm dividend = new RobotVm(p, world, new VmOptions(ModZero.DIVIDEND));
        dividend.run(12);
        assertEquals(7, dividend.external(1));
    }

    @Test
    void aProgramWithoutMainIsRefused() {
        RobotProgram p = new RobotProgram("t.r", List.of(Instruction.constant(1)),
                List.of(new FunctionHeader("f", 0, 0, 0, List.of())), List.of("f"), List.of("f"), 1000);
        assertThrows(IllegalArgumentException.class, () -> vm(p));
    }

    @Test
    void tracePrinterShowsEachInstructionWithTheTopOfStack() {
        StringBuilder out = new StringBuilder();
        RobotVm vm = vm(compile("int x; main() { x = 3; }"));
        vm.setTracer(new TracePrinter(out));
        vm.run(6);
        assertEquals(String.join("\n",
                "    0 : fetch   0 external       sp=1 top=0",
                "    1 : const   3                sp=2 top=3",
                "    2 : store   0 external, =    sp=1 top=3",
                "    3 : chop                     sp=0 top=0",
                "    4 : const   1                sp=1 top=1",
                "    5 : retsub                   sp=1 top=1",
                "*** main restarted: return from main", ""), out.toString());
        assertTrue(TracePrinter.pools(vm).startsWith("External variables:\n   0 : x        = 0\n"));
    }

    private static Tracer recorder(List<RestartCause> causes, List<Long> when) {
        return new Tracer() {
            @Override
            public void executed(RobotVm vm, int address, Instruction instruction) {
            }

            @Override
            public void restarted(RobotVm vm, RestartCause cause) {
                causes.add(cause);
                when.add(vm.executedCount());
            }
        };
    }
}
