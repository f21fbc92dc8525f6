package io.github.retrokit.mips.harness;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CallCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Random and truncated input never escapes as anything but a clear message and a documented status. */
class HarnessFuzzTest {
    private static final String ALPHABET = "0123456789abcdefxX:'-,\"@$ \tsumlabel_";

    private static String randomText(Random rnd, int max) {
        StringBuilder s = new StringBuilder();
        for (int i = rnd.nextInt(max); i > 0; i--) {
            s.append(ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
        }
        return s.toString();
    }

    @Test
    void valuesAndRegionsEitherParseOrSayWhy() {
        CallHarness h = CallHarnessTest.harness();
        Random rnd = new Random(1);
        for (int i = 0; i < 2000; i++) {
            String text = randomText(rnd, 12);
            try {
                h.value(text, "argument");
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage().contains(text), e.getMessage());
            }
            try {
                h.region(text);
            } catch (IllegalArgumentException e) {
                assertFalse(e.getMessage().isBlank());
            }
        }
    }

    @Test
    void randomCommandLinesEndWithADocumentedStatus() {
        Random rnd = new Random(2);
        String[] words = {"--label", "sum6", "--args", "--random-fill", "--max-steps", "--writable", "--randomize",
            "--require-call", "--stack-args", "--dump", "--json", "--dir", "o32", "1,2", "@4", "$a0:4", "-5", "x",
            CallCommandTest.FIXTURE};
        for (int i = 0; i < 300; i++) {
            List<String> args = new ArrayList<>();
            for (int n = rnd.nextInt(8); n > 0; n--) {
                args.add(rnd.nextBoolean() ? words[rnd.nextInt(words.length)] : randomText(rnd, 6));
            }
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = CallCommand.run(args.toArray(String[]::new), new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err));
            assertTrue(Set.of(0, 1, 2, 3, 4, 5, 6).contains(status), args + " -> " + status);
            if (status >= 2 && status <= 4) {
                assertFalse(err.toString().isBlank(), args.toString());
            }
        }
    }

    @Test
    void truncatedSourcesAreAssemblyOrUsageErrors(@TempDir Path dir) throws Exception {
        String source = CallHarnessTest.resource(CallHarnessTest.FIXTURE);
        Random rnd = new Random(3);
        for (int i = 0; i < 40; i++) {
            Path file = dir.resolve("cut" + i + ".asm");
            Files.writeString(file, source.substring(0, rnd.nextInt(source.length())) + randomText(rnd, 20));
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = CallCommand.run(new String[] {file.toString(), "--label", "sum6", "--max-steps", "1000"},
                    new PrintStream(new ByteArrayOutputStream()), new PrintStream(err));
            assertTrue(Set.of(0, 1, 2, 3, 4, 5, 6).contains(status), "status " + status);
            if (status >= 2 && status <= 4) {
                assertFalse(err.toString().isBlank());
            }
        }
    }
}
