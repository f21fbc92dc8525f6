package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.RobotVm;
import io.github.retrokit.crobots.vm.StubWorld;

import java.io.IOException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Robots written for the grammar's corners (dangling else, K&amp;R parameters, every operator with its
 * precedence and associativity, casts, storage classes, 7-character collisions, calls before definition,
 * recursion, both return forms, initializer and break warnings, saturated constants). Their listings in
 * {@code compiler/grammar/} were checked instruction by instruction against the spec's templates (§10.4).
 */
class GrammarFixturesTest {
    @ParameterizedTest
    @ValueSource(strings = {"tricky", "operators"})
    void listingMatchesTheHandCheckedOne(String robot) throws IOException {
        CompileResult r = new RobotCompiler().compile(robot + ".r", GoldenListingTest.resource("grammar/" + robot + ".r"));
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        assertEquals(GoldenListingTest.resource("grammar/" + robot + ".listing.txt"), r.listing());
    }

    @Test
    void trickyRecursesAndABareReturnYieldsOne() throws IOException {
        RobotProgram p = new RobotCompiler().compile("tricky.r", GoldenListingTest.resource("grammar/tricky.r"))
                .programOrThrow();
        RobotVm vm = new RobotVm(p, new StubWorld());
        int calls = p.externals().indexOf("calls");
        // countdown(0) is a bare return (1), so countdown(3) == 4, added once per loop
        while (vm.external(calls) == 0) {
            vm.step();
        }
        assertEquals(4, vm.external(calls));
        while (vm.external(calls) == 4) {
            vm.step();
        }
        assertEquals(8, vm.external(calls));
        assertEquals(0, vm.restartCount());
    }
}
