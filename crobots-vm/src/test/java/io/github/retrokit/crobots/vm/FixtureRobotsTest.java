package io.github.retrokit.crobots.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.RobotFile;
import io.github.retrokit.crobots.program.RobotProgram;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Our own small robots: they compile, survive a .cr round trip and run on a stub world. */
class FixtureRobotsTest {
    static RobotProgram load(String name) throws IOException {
        try (InputStream in = FixtureRobotsTest.class.getResourceAsStream("/compiler/robots/" + name)) {
            CompileResult r = new RobotCompiler().compile(name, new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
            assertTrue(r.ok(), r::listing);
            return r.programOrThrow();
        }
    }

    private static List<RestartCause> run(RobotVm vm, long steps) {
        List<RestartCause> causes = new ArrayList<>();
        vm.setTracer(new Tracer() {
            @Override
            public void executed(RobotVm v, int address, Instruction instruction) {
            }

            @Override
            public void restarted(RobotVm v, RestartCause cause) {
                causes.add(cause);
            }
        });
        vm.run(steps);
        return causes;
    }

    @ParameterizedTest
    @ValueSource(strings = {"spinner.r", "mathbot.r", "endmain.r", "recurse.r", "stale.r"})
    void compilesRoundTripsAndRuns(String name) throws IOException {
        RobotProgram p = load(name);
        assertEquals(p, RobotFile.fromBytes(RobotFile.toBytes(p), name));
        run(new RobotVm(p, new StubWorld()), 20_000);
    }

    @Test
    void spinnerFiresAtWhatItSeesAndFleesWhenHit() throws IOException {
        StubWorld world = new StubWorld();
        world.scanResult = 300;
        RobotVm vm = new RobotVm(load("spinner.r"), world);
        assertEquals(List.of(), run(vm, 2000));
        assertTrue(world.calls.contains("cannon(0,300)"), world.calls::toString);
        world.damage = 10;
        world.scanResult = 0;
        vm.run(200);
        assertTrue(world.calls.contains("drive(180,100)"), world.calls::toString);
    }

    @Test
    void endmainRestartsEverySixInstructions() throws IOException {
        RobotVm vm = new RobotVm(load("endmain.r"), new StubWorld());
        assertEquals(List.of(RestartCause.RETURN_FROM_MAIN, RestartCause.RETURN_FROM_MAIN), run(vm, 12));
        assertEquals(6, load("endmain.r").codeSize());
    }

    @Test
    void recurseRestartsOnStackOverflowEvery501Instructions() throws IOException {
        RobotVm vm = new RobotVm(load("recurse.r"), new StubWorld());
        assertEquals(List.of(RestartCause.STACK_OVERFLOW, RestartCause.STACK_OVERFLOW), run(vm, 1002));
    }

    @Test
    void mathbotNeverRestartsAndCallsEveryArithmeticIntrinsic() throws IOException {
        StubWorld world = new StubWorld();
        RobotVm vm = new RobotVm(load("mathbot.r"), world);
        assertEquals(List.of(), run(vm, 20_000));
        for (String f : List.of("sin(", "cos(", "tan(", "atan(", "sqrt(", "rand(")) {
            assertTrue(world.calls.stream().anyMatch(c -> c.startsWith(f)), f);
        }
    }

    @Test
    void staleLocalLivesAboveTheCallersStackTop() throws IOException {
        RobotProgram p = load("stale.r");
        assertEquals(0, p.findFunction("f").localCount());
        RobotVm vm = new RobotVm(p, new StubWorld());
        assertEquals(List.of(), run(vm, 5000));
    }
}
