package io.github.retrokit.crobots.vm;

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

/** Any program that passes RobotProgram's checks (e.g. one read from a crafted file) runs without host exceptions. */
class VmFuzzTest {
    @Test
    void randomInstructionStreamsNeverThrow() {
        Random random = new Random(42);
        List<String> table = List.of("main", "f", "scan", "cannon", "rand", "nosuch");
        for (int n = 0; n < 400; n++) {
            int size = 1 + random.nextInt(60);
            List<Instruction> code = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                code.add(randomInstruction(random, size, table.size()));
            }
            int mainLocals = random.nextInt(65);
            List<FunctionHeader> functions = List.of(
                    new FunctionHeader("main", random.nextInt(size), 0, mainLocals, List.of()),
                    new FunctionHeader("f", random.nextInt(size), random.nextInt(65), 64, List.of()));
            RobotProgram p = new RobotProgram("fuzz.r", code, functions, table, List.of("e0", "e1"), 1000);
            RobotVm vm = new RobotVm(p, new StubWorld());
            for (int i = 0; i < 5000; i++) {
                vm.step();
                assertTrue(vm.sp() >= 0 && vm.sp() < vm.rp() && vm.rp() <= RobotVm.DATASPACE);
            }
        }
    }

    private static Instruction randomInstruction(Random random, int size, int functions) {
        Opcode op = Opcode.values()[random.nextInt(Opcode.values().length)];
        Operator operator = Operator.values()[random.nextInt(Operator.values().length)];
        VarRef v = random.nextBoolean() ? VarRef.external(random.nextInt(2)) : VarRef.local(random.nextInt(64));
        return switch (op) {
            case FETCH -> Instruction.fetch(v);
            case STORE -> Instruction.store(v, operator);
            case CONST -> Instruction.constant(random.nextInt(7) - 3);
            case BINOP -> Instruction.binop(operator);
            case FCALL -> Instruction.fcall(random.nextInt(functions));
            case BRANCH -> Instruction.branch(random.nextInt(size + 1));
            case RETSUB -> Instruction.retsub();
            case CHOP -> Instruction.chop();
            case FRAME -> Instruction.frame();
            case NOP -> Instruction.nop();
        };
    }
}
