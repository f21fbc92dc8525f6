package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.retrokit.mips.image.MemoryLayout;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzzes the assembler in-process: sources mutated by characters, tokens, lines, splices and truncation
 * ({@link SourceMutator}), with {@code .include}d files mutated too. Every input must be assembled or
 * rejected with at least one positioned error — never another exception, a stack overflow or an
 * out-of-memory — within {@link #BOUND_SECONDS} seconds (a hang detector, not a speed measurement).
 *
 * <p>{@code mvn verify} runs a fixed set of seeds. A longer run on demand:
 * {@code mvn -B -pl mips-core test -Dtest=AssemblerFuzzTest -Dfuzz.seeds=200 -Dfuzz.runs=2000} (seeds
 * 1..200 after the fixed ones, 2000 inputs each).
 */
class AssemblerFuzzTest {
    private static final long[] FIXED_SEEDS = {1, 2, 3, 220, 2026};
    private static final int RUNS = Integer.getInteger("fuzz.runs", 150);
    private static final int EXTRA_SEEDS = Integer.getInteger("fuzz.seeds", 0);
    private static final long BOUND_SECONDS = Long.getLong("fuzz.bound", 60);
    private static final AssemblerOptions[] OPTIONS = {
        AssemblerOptions.DEFAULT,
        AssemblerOptions.DEFAULT.withLayout(MemoryLayout.COMPACT_TEXT_AT_ZERO),
        AssemblerOptions.DEFAULT.withDelayedBranching(true),
        AssemblerOptions.DEFAULT.withPseudoInstructions(false),
    };

    private static final Map<String, String> SEEDS = new HashMap<>();
    private static ExecutorService worker;

    @BeforeAll
    static void start() {
        SEEDS.put("main.asm", resource("/asm/mipshack/main.asm"));
        SEEDS.put("funcs.asm", resource("/asm/mipshack/funcs.asm"));
        SEEDS.put("lib.asm", resource("/harness/conventions.asm"));
        SEEDS.put("kernel.asm", resource("/cli/kernel.asm"));
        SEEDS.put("quirks.asm", FuzzTest.PROGRAM);
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "assembler-fuzz");
            t.setDaemon(true); // an input that hangs must not keep the test JVM alive
            return t;
        });
    }

    @AfterAll
    static void stop() {
        worker.shutdownNow();
    }

    static LongStream seeds() {
        return LongStream.concat(LongStream.of(FIXED_SEEDS), LongStream.rangeClosed(1000, 999 + EXTRA_SEEDS));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void mutatedSourcesAreAssembledOrRejected(long seed) {
        SourceMutator mutator = new SourceMutator(seed);
        List<String> names = new ArrayList<>(SEEDS.keySet());
        names.sort(null);
        for (int run = 0; run < RUNS; run++) {
            Map<String, String> files = new HashMap<>(SEEDS);
            String entry = names.get(mutator.random().nextInt(names.size()));
            String other = SEEDS.get(names.get(mutator.random().nextInt(names.size())));
            files.put(entry, mutator.mutate(SEEDS.get(entry), other));
            if (mutator.random().nextInt(4) == 0) {
                files.put("funcs.asm", mutator.mutate(SEEDS.get("funcs.asm"), other));
            }
            AssemblerOptions options = OPTIONS[mutator.random().nextInt(OPTIONS.length)];
            check("seed " + seed + " run " + run, options, entry, files);
        }
    }

    static Stream<Arguments> hostileShapes() {
        StringBuilder nest = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            nest.append(".macro m").append(i).append("\nm").append(i + 1).append("\n.end_macro\n");
        }
        nest.append("m0\n");
        String bigLine = "nop # " + "x".repeat(15 << 20) + "\n";
        return Stream.of(
                Arguments.of("macro calls nested 20,000 deep", Map.of("x.asm", nest.toString())),
                Arguments.of("a 16 MiB line included 16 times",
                        Map.of("x.asm", ".include \"line.asm\"\n".repeat(16), "line.asm", bigLine)),
                Arguments.of(".extern of 2 GiB", Map.of("x.asm", ".extern big 2147483647\n")),
                Arguments.of("256 MiB of .word", Map.of("x.asm", ".data\n.word 0:67108864\n.word 0:67108864\n")),
                Arguments.of("mutually recursive .eqv", Map.of("x.asm", ".eqv A B\n.eqv B A\nli $t0, A\n")),
                Arguments.of("mutually recursive macros", Map.of("x.asm", ".macro a\nb\n.end_macro\n.macro b\na\n.end_macro\na\n")),
                Arguments.of("a million parentheses", Map.of("x.asm", "(".repeat(1 << 20) + "\n")),
                Arguments.of("a million backslashes in a string", Map.of("x.asm", "\"" + "\\".repeat(1 << 20) + "\n")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileShapes")
    void hostileShapesAreAssembledOrRejected(String name, Map<String, String> files) {
        check(name, AssemblerOptions.DEFAULT, "x.asm", files);
    }

    /** Assembles {@code entry} with {@code files} as its includes; fails on anything but an image or errors. */
    private static void check(String what, AssemblerOptions options, String entry, Map<String, String> files) {
        Future<Throwable> outcome = worker.submit(() -> {
            try {
                new Assembler(options).assemble(List.of(new SourceFile(entry, files.get(entry))), IncludeResolver.of(files));
                return null;
            } catch (AssemblyException e) {
                return e.errors().isEmpty() ? new AssertionError("an AssemblyException without errors") : null;
            } catch (Throwable e) {
                return e;
            }
        });
        Throwable failure;
        try {
            failure = outcome.get(BOUND_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            outcome.cancel(true);
            throw new AssertionError(what + ": not assembled or rejected within " + BOUND_SECONDS + " s:\n"
                    + excerpt(files.get(entry)));
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError(what + ": " + e, e);
        }
        if (failure != null) {
            fail(what + ": uncaught " + failure + " for:\n" + excerpt(files.get(entry)), failure);
        }
    }

    private static String excerpt(String source) {
        return source.length() <= 4000 ? source : source.substring(0, 4000) + "\n… (" + source.length() + " chars)";
    }

    private static String resource(String name) {
        try (InputStream in = AssemblerFuzzTest.class.getResourceAsStream(name)) {
            assertFalse(in == null, "missing test resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theSeedsThemselvesAssemble() throws AssemblyException {
        for (String name : List.of("main.asm", "lib.asm", "kernel.asm", "quirks.asm")) {
            assertTrue(new Assembler().assemble(List.of(new SourceFile(name, SEEDS.get(name))), IncludeResolver.of(SEEDS))
                    .instructionAt(0x00400000).isPresent() || name.equals("kernel.asm"), name);
        }
    }
}
