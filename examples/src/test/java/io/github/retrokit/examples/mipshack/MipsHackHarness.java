package io.github.retrokit.examples.mipshack;

import static io.github.retrokit.examples.mipshack.GameState.MAP;
import static io.github.retrokit.examples.mipshack.GameState.PLAYER;
import static io.github.retrokit.examples.mipshack.GameState.VISITED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.harness.CallHarness;
import io.github.retrokit.mips.harness.CallOutcome;
import io.github.retrokit.mips.harness.CallReport;
import io.github.retrokit.mips.harness.CallRequest;
import io.github.retrokit.mips.harness.CallResult;
import io.github.retrokit.mips.harness.Region;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Runs our MIPS MipsHack functions through the call harness and the Java model side by side on the
 * same memory image, and checks that they agree on the return value and on every byte, with no
 * convention violation. The image lives at {@link #BASE}; model pointers are offsets into it.
 */
final class MipsHackHarness {
    static final int BASE = 0x10010000;
    /** Where file names for init_game go (outside the compared image). */
    static final int NAME = BASE + 0x1000;
    /** A stretch of stack below the entry $sp filled with junk before each randomized call. */
    static final Region STACK_JUNK = new Region(0x7fffd000, 0x2000);
    static final Path FUNCTIONS = Path.of("mipshack", "hw4.asm");

    final CallHarness harness;

    MipsHackHarness(Path fileDirectory) {
        try {
            harness = CallHarness.assemble(List.of(FUNCTIONS), fileDirectory);
        } catch (Exception e) {
            throw new IllegalStateException("cannot assemble " + FUNCTIONS + ": " + e.getMessage(), e);
        }
    }

    /** What the function may write: the map cells, the player, the visited bits. */
    enum Writes { MAP, PLAYER, VISITED }

    /**
     * Calls {@code label} on a copy of {@code before} in the machine and {@code model} on another copy;
     * asserts agreement and clean conventions; returns the harness result.
     *
     * @param returnsValue false for the void functions (their $v0 is not compared)
     */
    CallResult compare(String description, GameState before, String label, ToIntFunction<MipsHackModel> model,
                       boolean returnsValue, long seed, List<Writes> writes, List<String> required, long maxSteps,
                       int... args) {
        GameState expected = before.copy();
        int expectedValue = model.applyAsInt(expected.model());
        harness.memory().writeBytes(BASE, before.memory);
        CallRequest request = CallRequest.of(label, args).withRandomFill(seed).withRandomized(STACK_JUNK)
                .withWritable(regions(before, writes)).withRequiredCalls(required.toArray(String[]::new))
                .withMaxSteps(maxSteps);
        CallResult r = harness.call(request);
        String context = description + " seed " + seed + "\n" + CallReport.text(r);
        assertEquals(CallOutcome.RETURNED, r.outcome(), context);
        assertTrue(r.unrestored().isEmpty(), context);
        assertTrue(r.forbiddenWrites().isEmpty(), context);
        assertTrue(r.missingCalls().isEmpty(), context);
        if (returnsValue) {
            assertEquals(expectedValue, r.v0(), context);
        }
        byte[] actual = harness.memory().readBytes(BASE, GameState.SIZE);
        assertEquals(hexDiff(expected.memory, actual), "", context);
        return r;
    }

    private static Region[] regions(GameState state, List<Writes> writes) {
        List<Region> regions = new ArrayList<>();
        int cells = Math.max(1, state.rows() * state.cols());
        for (Writes w : writes) {
            regions.add(switch (w) {
                case MAP -> new Region(BASE + MAP, 2 + cells);
                case PLAYER -> new Region(BASE + PLAYER, 4);
                case VISITED -> new Region(BASE + VISITED, (cells + 7) / 8);
            });
        }
        return regions.toArray(Region[]::new);
    }

    /** "" if equal, else the first differing offsets with both values. */
    static String hexDiff(byte[] expected, byte[] actual) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < expected.length && out.length() < 400; i++) {
            if (expected[i] != actual[i]) {
                out.append(String.format("offset 0x%03x: model %02X, MIPS %02X%n", i, expected[i] & 0xff,
                        actual[i] & 0xff));
            }
        }
        return out.toString();
    }

    static int map() {
        return BASE + MAP;
    }

    static int player() {
        return BASE + PLAYER;
    }

    static int visited() {
        return BASE + VISITED;
    }
}
