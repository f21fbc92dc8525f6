package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mips mars} against MARS 4.5's own outputs: every case of {@code marsdiff/} (a program, its
 * arguments and input; see {@code scripts/mars-diff.sh}, which recorded the goldens from the jar) must
 * print MARS's standard output byte for byte, exit with MARS's status and write MARS's dump file.
 */
class MarsGoldenTest {
    /** Cases naming their file relatively: the JVM's working directory cannot be the case folder here. */
    private static final Set<String> NEEDS_OWN_PROCESS = Set.of("relative_name");

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> marsOutputs() throws IOException, URISyntaxException {
        Path cases = Path.of(MarsGoldenTest.class.getResource("/marsdiff").toURI());
        List<String> names;
        try (Stream<Path> files = Files.list(cases)) {
            names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".asm") && !n.startsWith("inc_"))
                    .map(n -> n.substring(0, n.length() - 4)).filter(n -> !NEEDS_OWN_PROCESS.contains(n)).sorted().toList();
        }
        return names.stream().map(name -> DynamicTest.dynamicTest(name, () -> check(cases, name)));
    }

    private void check(Path cases, String name) throws IOException {
        Path work = Files.createDirectories(dir.resolve(name));
        try (Stream<Path> files = Files.walk(cases)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Path to = work.resolve(cases.relativize(f).toString());
                Files.createDirectories(to.getParent());
                Files.copy(f, to);
            }
        }
        Path args = work.resolve(name + ".args");
        String line = Files.exists(args) ? Files.readString(args).strip() : "nc {}";
        String[] argv = line.replace("{dump}", work.resolve(name + ".dump.actual").toString())
                .replace("{}", work.resolve(name + ".asm").toString()).replace("{dir}", work.toString()).split(" ");
        Path in = work.resolve(name + ".in");
        byte[] input = Files.exists(in) ? Files.readAllBytes(in) : new byte[0];
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = MarsCommand.run(argv, new ByteArrayInputStream(input), o, e);
        }
        String printed = out.toString(StandardCharsets.UTF_8).replace(work.toString(), "<dir>")
                + "--- exit status " + status + "\n";
        assertEquals(Files.readString(cases.resolve(name + ".out")), printed);
        Path dump = cases.resolve(name + ".dump");
        if (Files.exists(dump)) {
            assertEquals(Files.readString(dump), Files.readString(work.resolve(name + ".dump.actual")), "dump file");
        } else {
            assertFalse(Files.exists(work.resolve(name + ".dump.actual")), "a dump file where MARS writes none");
        }
        String errors = err.toString(StandardCharsets.UTF_8);
        assertFalse(errors.contains("Exception"), errors);
        if (printed.contains("maximum step limit -1")) {
            // where MARS crashes: one clear line instead of its stack trace
            assertTrue(errors.startsWith("mars: ") && errors.indexOf('\n') == errors.length() - 1, errors);
        }
    }
}
