package io.github.retrokit.crobots.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.RobotProgram;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The function table as FCALL sees it: intrinsic, user function (entry, parameters, locals) or nothing. */
class CallTableTest {

    @Test
    void userFunctionsResolveToTheirEntryParametersAndLocals() {
        RobotProgram p = RobotVmTest.compile("f(a, b) { int c; c = a + b; }\nmain() { f(1, 2); }\n");
        CallTable t = new CallTable(p);
        int f = p.functionTable().indexOf("f");
        assertEquals(CallTable.USER, t.kind[f]);
        assertEquals(p.findFunction("f").firstInstruction(), t.userFirst[f]);
        assertEquals(2, t.userParams[f]);
        assertEquals(3, t.userLocals[f]);
        int main = p.functionTable().indexOf("main");
        assertEquals(CallTable.USER, t.kind[main]);
        assertEquals(p.findFunction("main").firstInstruction(), t.userFirst[main]);
    }

    @Test
    void intrinsicsResolveToTheirOrdinal() {
        RobotProgram p = RobotVmTest.compile("main() { drive(0, 100); scan(0, 10); atan(1); }\n");
        CallTable t = new CallTable(p);
        for (Intrinsic in : List.of(Intrinsic.DRIVE, Intrinsic.SCAN, Intrinsic.ATAN)) {
            int i = p.functionTable().indexOf(in.sourceName());
            assertEquals(CallTable.INTRINSIC, t.kind[i], in::toString);
            assertEquals(in.ordinal(), t.intrinsic[i], in::toString);
        }
    }

    @Test
    void aNameNeitherDefinedNorIntrinsicResolvesToNothing() {
        RobotProgram p = RobotVmTest.program(0, List.of("main", "nowhere"), Instruction.constant(1));
        CallTable t = new CallTable(p);
        assertEquals(CallTable.USER, t.kind[0]);
        assertEquals(CallTable.NONE, t.kind[1]);
    }
}
