package io.github.retrokit.mips.differential;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.cpu.TranslationProbe;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The interpreter against the translating tier on random programs ({@link ProgramGenerator}): each program
 * runs to its end in both tiers, then again in both under an instruction limit that stops it somewhere in
 * the middle (often inside a translated block), and every {@link Outcome} field must agree. The interpreter,
 * which runs straight runs of instructions back to back, is also checked against itself single-stepped (an
 * instruction listener makes the machine execute one instruction at a time). A third pass pauses each program
 * after the same number of instructions and goes on with a stop address somewhere in its text.
 *
 * <p>{@code mvn verify} runs a fixed set of seeds. More on demand:
 * {@code mvn -B -pl mips-core test -Dtest=DifferentialTest -Ddiff.seeds=500} (seeds 1000..1499 after the
 * fixed ones). A failing program is written to {@code target/differential/seed-N.asm}.
 */
class DifferentialTest {
    private static final int FIXED_SEEDS = Integer.getInteger("diff.fixed", 45);
    private static final int EXTRA_SEEDS = Integer.getInteger("diff.seeds", 0);
    /** A generated program ends long before this; a generator bug that loops ends here in both tiers alike. */
    private static final long STEP_CAP = 5_000_000;

    static LongStream seeds() {
        return LongStream.concat(LongStream.range(0, FIXED_SEEDS), LongStream.range(1000, 1000L + EXTRA_SEEDS));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void bothTiersAgree(long seed) throws IOException {
        ProgramGenerator.Program program = new ProgramGenerator(seed).generate();
        ProgramImage image;
        try {
            image = new Assembler().assemble("seed-" + seed + ".asm", program.source());
        } catch (AssemblyException e) {
            throw new AssertionError(failure(program, "does not assemble: " + e.getMessage()));
        }
        int textBytes = 4 * image.instructionCount();
        Outcome interpreted = run(image, program, Tier.INTERPRETED, STEP_CAP, textBytes);
        compare(program, "run to the end", interpreted, run(image, program, Tier.TRANSLATED, STEP_CAP, textBytes));
        compare(program, "run to the end", interpreted, run(image, program, Tier.STEPPED, STEP_CAP, textBytes));
        long total = Long.parseLong(interpreted.fields.get("instructions").split(" ")[0]);
        long limit = 1 + new Random(seed).nextLong(Math.max(1, total - 1));
        Outcome stopped = run(image, program, Tier.INTERPRETED, limit, textBytes);
        compare(program, "stopped after " + limit + " instructions", stopped,
                run(image, program, Tier.TRANSLATED, limit, textBytes));
        compare(program, "stopped after " + limit + " instructions", stopped,
                run(image, program, Tier.STEPPED, limit, textBytes));
        int stopPc = image.firstTextAddress() + 4 * new Random(~seed).nextInt(image.instructionCount());
        String how = "paused after " + limit + " instructions, then stopped at " + Integer.toHexString(stopPc);
        Outcome paused = pauseThenStop(image, program, Tier.INTERPRETED, limit, stopPc, textBytes);
        compare(program, how, paused, pauseThenStop(image, program, Tier.TRANSLATED, limit, stopPc, textBytes));
        compare(program, how, paused, pauseThenStop(image, program, Tier.STEPPED, limit, stopPc, textBytes));
    }

    /** Runs {@code limit} instructions, then on with a stop address (a grader's sentinel), often in hot code. */
    private Outcome pauseThenStop(ProgramImage image, ProgramGenerator.Program program, Tier tier, long limit,
                                  int stopPc, int textBytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Machine machine = machine(image, program, tier, STEP_CAP, out);
        RunResult result = machine.runFor(limit);
        if (!result.isFinal()) {
            machine.stopWhenPcEquals(stopPc);
            result = machine.run();
        }
        return new Outcome(tier.name().toLowerCase(), machine, result, out.toString(StandardCharsets.ISO_8859_1), textBytes);
    }

    /** How a program runs: the interpreter alone, with the translating tier, or one instruction at a time. */
    private enum Tier { INTERPRETED, TRANSLATED, STEPPED }

    private static Machine machine(ProgramImage image, ProgramGenerator.Program program, Tier tier, long limit,
                                   ByteArrayOutputStream out) {
        MachineOptions options = MachineOptions.defaults()
                .withTranslation(tier == Tier.TRANSLATED)
                .withSelfModifyingCode(program.selfModifying())
                .withStartAtMain(true)
                .withLimits(Limits.NONE.withMaxInstructions(limit))
                .withConsole(new StreamConsole(new ByteArrayInputStream(new byte[0]), out, out));
        Machine machine = Machine.load(image, options);
        if (tier == Tier.STEPPED) {
            machine.addInstructionListener((pc, word) -> { });
        }
        return machine;
    }

    private Outcome run(ProgramImage image, ProgramGenerator.Program program, Tier tier, long limit, int textBytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Machine machine = machine(image, program, tier, limit, out);
        RunResult result = machine.run();
        if (tier == Tier.TRANSLATED && limit == STEP_CAP && !program.selfModifying()) {
            assertTrue(TranslationProbe.translatedBlocks(Internals.cpu(machine)) > 0,
                    () -> failure(program, "the translating tier translated nothing: the test would compare the interpreter with itself"));
        }
        return new Outcome(tier.name().toLowerCase(), machine, result, out.toString(StandardCharsets.ISO_8859_1), textBytes);
    }

    private static void compare(ProgramGenerator.Program program, String how, Outcome expected, Outcome actual)
            throws IOException {
        List<String> differences = expected.differences(actual);
        if (!differences.isEmpty()) {
            Path file = Path.of("target", "differential", "seed-" + program.seed() + ".asm");
            Files.createDirectories(file.getParent());
            Files.writeString(file, program.source());
            fail(failure(program, how + ": " + expected.tier + " and " + actual.tier + " differ (program in " + file + ")\n"
                    + String.join("\n", differences.subList(0, Math.min(8, differences.size())))));
        }
    }

    private static String failure(ProgramGenerator.Program program, String what) {
        return "seed " + program.seed() + " (fault " + program.fault() + ", handler " + program.handler()
                + ", self-modifying " + program.selfModifying() + "): " + what;
    }
}
