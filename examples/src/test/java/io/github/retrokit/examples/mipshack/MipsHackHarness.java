package io.github.retrokit.examples.mipshack;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.harness.CallHarness;
import io.github.retrokit.mips.harness.CallReport;
import io.github.retrokit.mips.harness.CallResult;
import java.nio.file.Path;
import java.util.List;
import java.util.function.ToIntFunction;

/** Test glue: our hw4.asm under {@link MipsHackGrader}, failing the test on any disagreement. */
final class MipsHackHarness {
    static final int BASE = MipsHackGrader.BASE;
    static final int NAME = MipsHackGrader.NAME;
    static final Path FUNCTIONS = Path.of("mipshack", "hw4.asm");

    final MipsHackGrader grader;
    final CallHarness harness;

    MipsHackHarness(Path fileDirectory) {
        try {
            grader = new MipsHackGrader(FUNCTIONS, fileDirectory);
        } catch (Exception e) {
            throw new IllegalStateException("cannot assemble " + FUNCTIONS + ": " + e.getMessage(), e);
        }
        harness = grader.harness();
    }

    /** {@link MipsHackGrader#check}, asserting that the MIPS function and the model agree and nothing is broken. */
    CallResult compare(String description, GameState before, String label, ToIntFunction<MipsHackModel> model,
                       boolean returnsValue, long seed, List<MipsHackGrader.Writes> writes, List<String> required,
                       long maxSteps, int... args) {
        MipsHackGrader.Verdict v = grader.check(label, before.memory, model, returnsValue, seed, writes, required,
                maxSteps, args);
        assertTrue(v.passed(),
                description + " seed " + seed + ": " + v.problems() + "\n" + CallReport.text(v.result()));
        return v.result();
    }

    static int map() {
        return BASE + GameState.MAP;
    }

    static int player() {
        return BASE + GameState.PLAYER;
    }

    static int visited() {
        return BASE + GameState.VISITED;
    }
}
